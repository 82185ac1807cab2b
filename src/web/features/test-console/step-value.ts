/**
 * A step's arguments or output as text to show: objects as indented JSON, a clipped output (the
 * server cuts long ones to a string) as it is, nothing for an absent or empty value.
 */
export function formatStepValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
