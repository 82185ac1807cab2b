import type { UploadContentType } from '../../../common/widgets';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// what may precede the root element of an SVG document
const SVG_PROLOGUE = /^\s*(?:<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** The SVG text when the bytes are UTF-8 text whose first element is <svg>; null otherwise. */
export function readSvgText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  let rest = text.replace(/^\uFEFF/, '');
  for (let match = SVG_PROLOGUE.exec(rest); match; match = SVG_PROLOGUE.exec(rest)) rest = rest.slice(match[0].length);
  return /^\s*<svg[\s>/]/.test(rest) ? text : null;
}

/** What the bytes really are (magic numbers, not the declared type); null when not an accepted image. */
export function detectImageType(bytes: Buffer): UploadContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (readSvgText(bytes) !== null) return 'image/svg+xml';
  return null;
}
