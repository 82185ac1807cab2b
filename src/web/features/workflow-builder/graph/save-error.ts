/**
 * The node a save error is about: the server's 400 messages start with the field path,
 * e.g. `nodes.3.data.config.cron: ...` (index into the saved nodes array).
 */
export function nodeIndexOfError(message: string): number | null {
  const match = /^nodes\.(\d+)[.:\s]/.exec(message);
  return match ? Number(match[1]) : null;
}
