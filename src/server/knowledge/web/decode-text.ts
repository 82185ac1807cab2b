const FALLBACK = 'utf-8';

function findDeclaredCharset(head: string): string | null {
  const meta = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  if (meta) return meta[1];
  const xml = /^\s*<\?xml\b[^>]*?encoding\s*=\s*["']([\w.:-]+)/i.exec(head);
  return xml ? xml[1] : null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    const decoder = new TextDecoder(label);
    // A page cannot truly be UTF-16 if its own ASCII markup declared it (HTML spec, "prescan").
    return decoder.encoding.startsWith('utf-16') ? new TextDecoder(FALLBACK) : decoder;
  } catch {
    return null;
  }
}

/**
 * Decodes a body following the HTML order of precedence: byte-order mark, the Content-Type charset,
 * a `<meta charset>` / `<?xml encoding>` in the first 1024 bytes, then UTF-8.
 */
export function decodeText(body: Uint8Array, headerCharset: string | null): string {
  const bom = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  const utf16Bom = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);
  if (utf16Bom) return new TextDecoder(body[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(body);
  if (bom) return new TextDecoder(FALLBACK).decode(body);
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, 1024)).toString('latin1');
  const decoder = decoderFor(headerCharset) ?? decoderFor(findDeclaredCharset(head)) ?? new TextDecoder(FALLBACK);
  return decoder.decode(body);
}
