import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text';

describe('findUnstorableText', () => {
  it('accepts ordinary text, other control characters and surrogate pairs', () => {
    expect(findUnstorableText({ name: 'Café 😀', tabs: 'a\tb\u0001c\u007f', list: [1, true, null, 'x'] })).toBeNull();
  });

  it('names the first field holding a NUL, at any depth', () => {
    expect(findUnstorableText({ a: { b: [{ c: 'ok' }, { c: 'x\u0000' }] } })).toEqual({ path: 'a.b.1.c', message: 'must not contain the NUL character' });
    expect(findUnstorableText('\u0000')).toEqual({ path: '', message: 'must not contain the NUL character' });
  });

  it('names the object holding a bad key', () => {
    expect(findUnstorableText({ data: { 'k\u0000': 1 } })).toEqual({ path: 'data', message: 'a key must not contain the NUL character' });
  });

  it('finds lone halves of a surrogate pair, high or low', () => {
    for (const text of ['a\ud83d', '\ude00b', '\ude00\ud83d']) {
      expect(findUnstorableText({ t: text })?.message, JSON.stringify(text)).toBe('must not contain an unpaired surrogate (invalid Unicode)');
    }
  });

  it('skips raw uploads and survives very deep nesting', () => {
    expect(findUnstorableText(Buffer.from([0, 0xd8, 0]))).toBeNull();
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.path).toBe(Array(100_000).fill('0').join('.'));
  });
});
