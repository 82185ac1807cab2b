import { describe, expect, it } from 'vitest';
import { SseDecoder } from './sse-decoder';

function decode(pieces: string[], end = true): string[] {
  const out: string[] = [];
  const decoder = new SseDecoder((d) => out.push(d));
  for (const p of pieces) decoder.push(p);
  if (end) decoder.end();
  return out;
}

describe('SseDecoder', () => {
  it('reads events split anywhere across pieces, with LF or CRLF line ends', () => {
    const stream = 'data: {"a":1}\n\nevent: message\ndata: {"b":2}\r\n\r\n: keep-alive comment\n\ndata: [DONE]\n\n';
    for (let cut = 1; cut < stream.length; cut++) {
      expect(decode([stream.slice(0, cut), stream.slice(cut)])).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
    }
  });

  it('joins the data lines of one event and takes "data:" without a space', () => {
    expect(decode(['data:first\ndata: second\n\n'])).toEqual(['first\nsecond']);
  });

  it('keeps a last event that has no blank line after it, only once the stream ends', () => {
    expect(decode(['data: {"x":1}'], false)).toEqual([]);
    expect(decode(['data: {"x":1}'])).toEqual(['{"x":1}']);
  });
});
