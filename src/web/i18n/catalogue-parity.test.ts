import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const load = (lang: string, file: string) => JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as unknown;

describe('i18n catalogues', () => {
  it('en and es have the same namespaces', () => {
    expect(readdirSync(path.join(dir, 'es')).sort()).toEqual(readdirSync(path.join(dir, 'en')).sort());
  });

  for (const file of readdirSync(path.join(dir, 'en'))) {
    it(`${file}: en and es have the same keys and no empty text`, () => {
      const en = keys(load('en', file)).sort();
      const es = keys(load('es', file)).sort();
      expect(es).toEqual(en);
      const flat = (v: unknown): unknown[] => (v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [v]);
      for (const text of [...flat(load('en', file)), ...flat(load('es', file))]) {
        expect(typeof text === 'string' && text.length > 0).toBe(true);
      }
    });
  }
});
