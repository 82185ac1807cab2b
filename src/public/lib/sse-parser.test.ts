import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('assembles events split across chunks', () => {
    const parse = createSseParser();
    expect(parse('event: delta\ndata: {"text":"Hel')).toEqual([]);
    expect(parse('lo"}\n\nevent: done\r\ndata: {}\r\n\r\n: comment\n\n')).toEqual([
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'done', data: '{}' },
    ]);
  });
});
