export interface CompressTotals {
  files: number;
  /** bytes of the files compressed */
  raw: number;
  /** bytes of their brotli copies */
  br: number;
}
export function listCompressible(dirs: string[]): string[];
export function compressAssets(dirs: string[], opts?: { concurrency?: number }): Promise<CompressTotals>;
