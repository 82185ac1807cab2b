const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public routes take any id string: a malformed one is simply not found, like a hidden one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
