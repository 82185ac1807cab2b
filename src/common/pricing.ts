/**
 * Model prices in US dollars per million tokens (input, output). Costs are computed here and
 * nowhere else; an unknown model (e.g. a local endpoint) costs 0 and is shown as such.
 */
export const MODEL_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4': { input: 30, output: 60 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'claude-sonnet-4-20250514': { input: 3, output: 15 },
  'claude-3-5-sonnet-20241022': { input: 3, output: 15 },
  'claude-3-opus': { input: 15, output: 75 },
  'claude-3-opus-20240229': { input: 15, output: 75 },
  'text-embedding-3-small': { input: 0.02, output: 0 },
  'offline-kb': { input: 0, output: 0 },
};

export function hasKnownPrice(model: string): boolean {
  return model in MODEL_PRICES;
}

/** Cost of one call, rounded to 6 decimals like the stored run cost. */
export function costOf(model: string, tokensIn: number, tokensOut: number): number {
  const price = MODEL_PRICES[model];
  if (!price) return 0;
  return Math.round(((tokensIn * price.input + tokensOut * price.output) / 1_000_000) * 1e6) / 1e6;
}

export function formatCost(cost: number, decimals = 2): string {
  return `$${cost.toFixed(decimals)}`;
}
