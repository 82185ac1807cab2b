/** The `code` of a Node system or library error (`ECONNREFUSED`, `ERR_BUFFER_TOO_LARGE`...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
