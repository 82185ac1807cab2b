/**
 * Encoded payloads a visitor or a page may carry: base64, hex and percent-encoded runs long
 * enough to hold an instruction, decoded so the same heuristics read them. Only text that decodes
 * to mostly printable characters counts.
 */
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g;
const HEX_RUN = /\b(?:[0-9a-fA-F]{2}[\s:]?){16,}\b/g;
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2}[^%\s]{0,3}){8,}/g;

function printable(text: string): boolean {
  if (text.length < 8) return false;
  let ok = 0;
  for (const ch of text) if (/[\p{L}\p{N}\p{P}\s]/u.test(ch)) ok++;
  return ok / text.length > 0.9;
}

function fromBase64(run: string): string | null {
  const text = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return printable(text) ? text : null;
}

function fromHex(run: string): string | null {
  const text = Buffer.from(run.replace(/[\s:]/g, ''), 'hex').toString('utf8');
  return printable(text) ? text : null;
}

function fromPercent(run: string): string | null {
  try {
    const text = decodeURIComponent(run);
    return printable(text) ? text : null;
  } catch {
    return null;
  }
}

/** The decoded texts found in `text` (none for ordinary text). */
export function decodedPayloads(text: string): string[] {
  const out: string[] = [];
  for (const m of text.match(BASE64_RUN) ?? []) {
    const d = fromBase64(m);
    if (d) out.push(d);
  }
  for (const m of text.match(HEX_RUN) ?? []) {
    const d = fromHex(m);
    if (d) out.push(d);
  }
  for (const m of text.match(PERCENT_RUN) ?? []) {
    const d = fromPercent(m);
    if (d) out.push(d);
  }
  return out;
}
