import { describe, expect, it } from 'vitest';
import { parseContentType, sniffType } from './content-type';
import { decodeText } from './decode-text';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodeText', () => {
  it('defaults to UTF-8', () => {
    expect(decodeText(Buffer.from('<p>Envíos a México</p>'), null)).toBe('<p>Envíos a México</p>');
  });

  it('follows the Content-Type charset first', () => {
    expect(decodeText(latin1('<meta charset="utf-8"><p>Atención</p>'), 'ISO-8859-1')).toContain('Atención');
  });

  it('reads <meta charset>, <meta http-equiv> and <?xml encoding> in the first bytes', () => {
    expect(decodeText(latin1('<meta charset="windows-1252"><p>Política</p>'), null)).toContain('Política');
    expect(decodeText(latin1('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>año</p>'), null)).toContain('año');
    expect(decodeText(latin1('<?xml version="1.0" encoding="ISO-8859-1"?><loc>https://e.com/ñ</loc>'), null)).toContain('/ñ');
  });

  it('lets a byte-order mark win, and ignores unknown labels', () => {
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('día')]), 'iso-8859-1')).toBe('día');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('día', 'utf16le')]), null)).toBe('día');
    expect(decodeText(Buffer.from('día'), 'x-klingon')).toBe('día');
    expect(decodeText(Buffer.from('<meta charset="utf-16"><p>día</p>'), null)).toContain('día');
  });
});

describe('parseContentType', () => {
  it('splits the essence from the charset', () => {
    expect(parseContentType('Text/HTML; Charset="ISO-8859-1"')).toEqual({ mime: 'text/html', charset: 'ISO-8859-1' });
    expect(parseContentType('application/xml')).toEqual({ mime: 'application/xml', charset: null });
    expect(parseContentType(undefined)).toEqual({ mime: '', charset: null });
  });
});

describe('sniffType', () => {
  it('guesses markup, plain text, or binary', () => {
    expect(sniffType(Buffer.from('  <!doctype html><p>x</p>'))).toBe('text/html');
    expect(sniffType(Buffer.from('<?xml version="1.0"?><urlset/>'))).toBe('application/xml');
    expect(sniffType(Buffer.from('just words'))).toBe('text/plain');
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
  });
});
