import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './precompressed';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, else identity', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull();
  });

  it('honours q-values and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
  });
});
