export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Prints why the command stopped and exits 1. */
export function fail(err: unknown): never {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
