/** The encodings scripts/compress-assets.mjs writes beside a built file, best first. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

export const EXTENSION_OF: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** Built copies other than the original are never addressed directly: they are picked by Accept-Encoding. */
export const PRECOMPRESSED_FILE = /\.(?:br|gz)$/;

/**
 * The best of `available` that an Accept-Encoding header admits (q > 0), or null for identity.
 * `*` admits any encoding the header does not name; brotli wins a tie because it is smaller.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    if (token) quality.set(token.trim(), q ? Number(q[1]) : 1);
  }
  let best: PrecompressedEncoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}
