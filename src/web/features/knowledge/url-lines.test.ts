import { describe, expect, it } from 'vitest';
import { parseUrlLines } from './url-lines';

describe('parseUrlLines', () => {
  it('trims lines and drops blank ones', () => {
    expect(parseUrlLines('  https://a.test/x \n\n\t\r\nhttps://b.test\r\n   ')).toEqual(['https://a.test/x', 'https://b.test']);
  });

  it('answers nothing for blank text, so nothing is sent', () => {
    expect(parseUrlLines(' \n \n')).toEqual([]);
  });
});
