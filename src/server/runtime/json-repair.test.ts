import { describe, expect, it } from 'vitest';
import { readJsonFromText } from './json-repair';

describe('readJsonFromText', () => {
  it('reads plain JSON as is', () => {
    expect(readJsonFromText(' {"a": 1} ')).toEqual({ value: { a: 1 }, repaired: false });
  });

  it('repairs fenced, wrapped and trailing-comma answers', () => {
    expect(readJsonFromText('Here you go:\n```json\n{"a": [1, 2,],}\n```\nHope it helps')).toEqual({ value: { a: [1, 2] }, repaired: true });
    expect(readJsonFromText('Sure! {"a": "brace } in a string", "b": {"c": 2}} and more {"x": 1}')).toEqual({ value: { a: 'brace } in a string', b: { c: 2 } }, repaired: true });
  });

  it('gives up on prose', () => {
    expect(readJsonFromText('Your prompt looks fine to me.')).toBeNull();
    expect(readJsonFromText('{ not json at all')).toBeNull();
  });
});
