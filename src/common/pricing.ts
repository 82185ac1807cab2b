/**
 * Model prices in US dollars per million tokens (input, output), as the providers list them.
 * Costs are computed here and nowhere else. A model missing here (a local endpoint, an Azure
 * deployment, a new model) has no known price: its runs store a null cost and screens say
 * "Unknown price" (docs/decisions/0035).
 */
/** US dollars per million tokens, in and out */
export interface ModelPrice {
  input: number;
  output: number;
}

export const MODEL_PRICES: Record<string, ModelPrice> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4': { input: 30, output: 60 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'claude-sonnet-4-20250514': { input: 3, output: 15 },
  'claude-3-5-sonnet-20241022': { input: 3, output: 15 },
  'claude-3-opus': { input: 15, output: 75 },
  'claude-3-opus-20240229': { input: 15, output: 75 },
  'gemini-2.5-pro': { input: 1.25, output: 10 },
  'gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'gemini-2.0-flash': { input: 0.1, output: 0.4 },
  'mistral-large-latest': { input: 2, output: 6 },
  'mistral-medium-latest': { input: 0.4, output: 2 },
  'mistral-small-latest': { input: 0.1, output: 0.3 },
  'llama-3.3-70b-versatile': { input: 0.59, output: 0.79 },
  'llama-3.1-8b-instant': { input: 0.05, output: 0.08 },
  'deepseek-chat': { input: 0.27, output: 1.1 },
  'deepseek-reasoner': { input: 0.55, output: 2.19 },
  'text-embedding-3-small': { input: 0.02, output: 0 },
  'offline-kb': { input: 0, output: 0 },
};

/** The model's built-in price, or null when none is known (the server adds the instance's own prices). */
export function priceOf(model: string): ModelPrice | null {
  return Object.hasOwn(MODEL_PRICES, model) ? MODEL_PRICES[model] : null;
}

/** Cost of one call at `price`, rounded to 6 decimals like the stored run cost; null when the price is unknown (never a made-up 0). */
export function costOf(price: ModelPrice | null, tokensIn: number, tokensOut: number): number | null {
  if (!price) return null;
  return Math.round(((tokensIn * price.input + tokensOut * price.output) / 1_000_000) * 1e6) / 1e6;
}

export function formatCost(cost: number, decimals = 2): string {
  return `$${cost.toFixed(decimals)}`;
}
