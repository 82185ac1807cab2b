const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** ISO weekdays in words for the model, e.g. "Monday, Tuesday, Friday". */
export function describeDays(days: number[]): string {
  return [...new Set(days)].sort((a, b) => a - b).map((d) => NAMES[d - 1]).filter(Boolean).join(', ');
}
