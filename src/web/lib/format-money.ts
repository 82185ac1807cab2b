/**
 * Costs are shown in US dollars with 2 decimals; API amounts are decimal strings.
 * A cost under a cent says so ('<$0.01') rather than showing $0.00, which would read as free.
 */
export function formatMoney(amount: string | number): string {
  const parsed = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const value = Number.isFinite(parsed) ? parsed : 0;
  return value > 0 && value < 0.005 ? '<$0.01' : `$${value.toFixed(2)}`;
}
