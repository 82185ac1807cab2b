const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le', { fatal: true });
const utf16be = new TextDecoder('utf-16be', { fatal: true });
const latin1 = new TextDecoder('latin1');
// Legacy editors still save Windows-1252. Node 20's decoder for it maps 0x80-0x9F as Latin-1
// (https://github.com/nodejs/node/issues/56542), so those 32 bytes are mapped here.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const C1_CONTROLS = /[\u0080-\u009f]/g;

// Real text has next to no C0 control characters besides tab, line feed, form feed and carriage return;
// binary data has about one in nine.
const MAX_CONTROL_RATIO = 0.01;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

/** Decodes a text file (UTF-8, UTF-16 with a BOM, else Windows-1252), or returns null for binary data. */
export function decodeText(bytes: Uint8Array): string | null {
  const text = decodeByBom(bytes) ?? decodeWithoutBom(bytes);
  return text !== null && looksLikeText(text) ? text : null;
}

function decodeByBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return tryDecode(utf8, bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return tryDecode(utf16le, bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return tryDecode(utf16be, bytes.subarray(2));
  return null;
}

function decodeWithoutBom(bytes: Uint8Array): string | null {
  if (bytes.indexOf(0) !== -1) return null;
  // Windows-1252 decodes any byte, so it is the control-character check that tells text from binary.
  return tryDecode(utf8, bytes) ?? decodeWindows1252(bytes);
}

function decodeWindows1252(bytes: Uint8Array): string {
  return latin1.decode(bytes).replace(C1_CONTROLS, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]);
}

function tryDecode(decoder: TextDecoder, bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function looksLikeText(text: string): boolean {
  if (!CONTROL.test(text)) return true;
  const controls = text.match(CONTROLS)?.length ?? 0;
  return controls <= text.length * MAX_CONTROL_RATIO;
}
