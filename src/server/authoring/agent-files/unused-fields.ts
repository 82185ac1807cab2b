/**
 * The paths of `raw` that `parsed` (the same value read by a zod schema, which drops the keys
 * it does not know) does not hold: fields of the file the import could not use.
 */
export function droppedPaths(raw: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => droppedPaths(item, parsed[i], [...path, String(i)]));
  if (!isObject(raw) || !isObject(parsed)) return [];
  return Object.entries(raw).flatMap(([key, value]) => (key in parsed ? droppedPaths(value, parsed[key], [...path, key]) : [[...path, key].join('.')]));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
