/** Costs are shown in US dollars with 2 decimals (SPEC section 9); API amounts are decimal strings. */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return `$${(Number.isFinite(value) ? value : 0).toFixed(2)}`;
}
