import { describe, expect, it } from 'vitest';
import { canonicalizeUrl, isSameSite } from './canonical-url';

describe('canonicalizeUrl', () => {
  it.each([
    ['HTTPS://Example.COM:443/Docs/', 'https://example.com/Docs'],
    ['http://example.com:80/', 'http://example.com/'],
    ['http://example.com:8080/a/', 'http://example.com:8080/a'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://example.com/a?utm_source=x&b=2&UTM_Medium=y&a=1&fbclid=z&gclid=q', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?utm_campaign=x', 'https://example.com/a'],
    ['https://example.com/a?', 'https://example.com/a'],
    ['https://example.com/a?b=2&a=1&b=1', 'https://example.com/a?a=1&b=2&b=1'],
    ['https://example.com/%7Euser/%41bc%2fdef', 'https://example.com/~user/Abc%2Fdef'],
    ['https://example.com/a?q=%41%20b', 'https://example.com/a?q=A%20b'],
    ['https://example.com/a/b/../c/./d//', 'https://example.com/a/c/d'],
    ['https://user:pass@example.com/a', 'https://example.com/a'],
    ['https://bücher.example/ñ', 'https://xn--bcher-kva.example/%C3%B1'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalizeUrl(input)).toBe(expected);
  });

  it('gives equivalent addresses the same key', () => {
    expect(canonicalizeUrl('https://Example.com/shipping/?utm_source=mail#top')).toBe(canonicalizeUrl('https://example.com:443/shipping'));
  });

  it('throws on a relative or invalid URL', () => {
    expect(() => canonicalizeUrl('/shipping')).toThrow(TypeError);
  });
});

describe('isSameSite', () => {
  it('compares hosts, ignoring a leading www.', () => {
    expect(isSameSite('https://www.example.com/a', 'http://example.com/b')).toBe(true);
    expect(isSameSite('https://EXAMPLE.com', 'https://www.example.com/x?y')).toBe(true);
    expect(isSameSite('https://shop.example.com/', 'https://example.com/')).toBe(false);
    expect(isSameSite('http://127.0.0.1:4000/', 'http://127.0.0.1:4000/docs')).toBe(true);
    expect(isSameSite('http://127.0.0.1:4000/', 'http://127.0.0.1:4001/')).toBe(false);
    expect(isSameSite('not a url', 'not a url')).toBe(false);
  });
});
