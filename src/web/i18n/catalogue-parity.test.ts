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

  // Issue 27: 'knowledge (1 items)'. A count in a text takes i18next plural forms (_one, _other);
  // these few name a number no noun agrees with, or a fixed number above one.
  const COUNT_WITHOUT_PLURAL = new Set([
    'account.json:password.minLength',
    'agents.json:counts.total',
    'agents.json:counts.active',
    'agents.json:counts.draft',
    'agents.json:premium.message',
    'analytics.json:responseTimes.description',
    'analytics.json:topAgents.description',
    'widgets.json:panel.count',
  ]);
  for (const lang of ['en', 'es']) {
    it(`${lang}: a text with {{count}} has plural forms`, () => {
      const missing = readdirSync(path.join(dir, lang)).flatMap((file) => {
        const texts = (v: unknown, prefix: string): [string, string][] =>
          v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => texts(x, prefix ? `${prefix}.${k}` : k)) : [[prefix, String(v)]];
        return texts(load(lang, file), '')
          .filter(([key, text]) => text.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key))
          .map(([key]) => `${file}:${key}`)
          .filter((key) => !COUNT_WITHOUT_PLURAL.has(key));
      });
      expect(missing).toEqual([]);
    });
  }
});
