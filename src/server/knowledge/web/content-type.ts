/** Media types we can turn into text: pages, plain text and Markdown, and XML for sitemaps. */
const READABLE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  'text/markdown',
  'text/x-markdown',
  'application/xml',
  'text/xml',
]);

export interface ContentType {
  /** lower-case essence, e.g. `text/html`; '' when the header is missing */
  mime: string;
  charset: string | null;
}

export function parseContentType(header: string | undefined): ContentType {
  if (!header) return { mime: '', charset: null };
  const [essence, ...params] = header.split(';');
  const charsetParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('charset='));
  const charset = charsetParam ? charsetParam.slice('charset='.length).replace(/^["']|["']$/g, '').trim() : null;
  return { mime: essence.trim().toLowerCase(), charset: charset || null };
}

export function isReadableType(mime: string): boolean {
  return READABLE_TYPES.has(mime);
}

/**
 * The type of a body served without Content-Type, guessed like a browser would: binary (null) when
 * the start holds NUL bytes, markup when it opens with `<`, plain text otherwise.
 */
export function sniffType(body: Uint8Array): string | null {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 512));
  if (head.includes(0)) return null;
  const start = head.toString('latin1').trimStart();
  if (start.startsWith('<?xml')) return 'application/xml';
  return start.startsWith('<') ? 'text/html' : 'text/plain';
}
