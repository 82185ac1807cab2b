import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('assembles events split across chunks', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hel')).toEqual([]);
    expect(parser.push('lo"}\n\nevent: done\r\ndata: {}\r\n\r\n: comment\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(parser.end()).toEqual([]);
  });

  it('joins data lines and names an event without an event line "message"', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\ndata: two\nid: 7\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads a CRLF split between two chunks as one line break', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('delivers a last event the stream ends without its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"ok":true}')).toEqual([{ event: 'delta', data: '{"text":"Hi"}' }]);
    expect(parser.end()).toEqual([{ event: 'done', data: '{"ok":true}' }]);
    expect(parser.end()).toEqual([]);
  });

  it('delivers nothing more at the end of a stream that ends with a comment or a blank line', () => {
    const parser = createSseParser();
    parser.push('data: x\n\n: keep-alive\n');
    expect(parser.end()).toEqual([]);
  });
});
