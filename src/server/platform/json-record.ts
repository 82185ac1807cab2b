/** A stored JSON value read as an object: anything else (null, an array, a scalar) reads as empty. */
export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
