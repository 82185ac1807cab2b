/** An answer longer than `max` characters, cut at the last word boundary before it (null when it fits). */
export function cutToLength(answer: string, max: number): string | null {
  if (answer.length <= max) return null;
  const head = answer.slice(0, max - 1);
  const space = head.search(/\s\S*$/);
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
