import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasets } from '../../src/server/db/schema';
import { dataItems } from '../../src/server/db/knowledge-tables';
import { datasetLexemes, datasetTextStats } from '../../src/server/db/search-stats-tables';
import { searchFullText } from '../../src/server/knowledge/full-text-search';
import { deleteItemChunks, insertChunks, type ChunkToStore } from '../../src/server/knowledge/queries';
import { createDataset } from '../support/knowledge';
import { signUp } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// BM25 on the dataset's own statistics, which triggers keep exact as chunks come and go.
let t: TestApp;
let projectId: string;
let client: Awaited<ReturnType<typeof signUp>>['client'];

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  ({ client } = await signUp(t.app));
  projectId = (await client.get('/api/projects')).json()[0].id;
});
afterAll(async () => {
  await t.close();
});

const chunk = (i: number, content: string, head = 'Manual'): ChunkToStore => ({ chunkIndex: i, content, tokenCount: content.split(/\s+/).length, searchHead: head, searchBody: content, metadata: {} });

async function datasetWith(pages: { title: string; chunks: string[]; language?: 'english' | 'spanish' }[]): Promise<string> {
  const datasetId = (await createDataset(client, projectId)).id;
  for (const [n, page] of pages.entries()) {
    const [item] = await t.deps.db.insert(dataItems).values({ datasetId, type: 'url', source: `https://docs.example/${n}`, title: page.title, status: 'ready' }).returning();
    await insertChunks(t.deps.db, item, page.language ?? 'english', page.chunks.map((c, i) => chunk(i, c, page.title)));
  }
  return datasetId;
}

async function chunksHolding(datasetId: string, lexeme: string): Promise<number | undefined> {
  const [row] = await t.deps.db.select().from(datasetLexemes).where(and(eq(datasetLexemes.datasetId, datasetId), eq(datasetLexemes.lexeme, lexeme)));
  return row?.chunks;
}

describe('BM25 full-text ranking', () => {
  it('finds the one chunk with the rare word among many holding the common one, and still answers common words alone', async () => {
    const datasetId = await datasetWith([
      { title: 'Manual', chunks: Array.from({ length: 120 }, (_, i) => (i === 77 ? 'The widget ships with a zebra-striped cover in every box.' : `Widget manual page ${i}: the widget has settings and lights, section ${i}.`)) },
    ]);
    const hits = await searchFullText(t.deps.db, datasetId, 'Which widget has a zebra cover?', 5);
    expect(hits[0].content).toContain('zebra');
    expect(hits[0].score).toBeGreaterThan(0);
    expect(hits[0].score).toBeLessThanOrEqual(1);
    const common = await searchFullText(t.deps.db, datasetId, 'widget manual', 5);
    expect(common).toHaveLength(5);
  });

  it('ranks two rare question words above a common one repeated, and a generic title word below the body', async () => {
    const filler = Array.from({ length: 30 }, (_, i) => `Rows and tables of the report number ${i} are listed here.`);
    const datasetId = await datasetWith([
      { title: 'Report tables', chunks: filler },
      { title: 'Table time rows', chunks: ['Rows rows rows rows rows rows rows rows of data in the table.'] },
      { title: 'Archiving', chunks: ['To archive old rows, compress the partition and detach it from the table.'] },
    ]);
    const hits = await searchFullText(t.deps.db, datasetId, 'how do I compress and detach old table rows', 3);
    expect(hits[0].source).toBe('https://docs.example/2');
  });

  it('keeps the statistics exact after every insert and delete, with no analyze', async () => {
    const datasetId = await datasetWith([{ title: 'Gardening', chunks: ['Tomatoes need sun.', 'Tomatoes need water.', 'Basil likes sun.'] }]);
    expect(await chunksHolding(datasetId, 'tomato')).toBe(2);
    expect(await chunksHolding(datasetId, 'sun')).toBe(2);
    const [stats] = await t.deps.db.select().from(datasetTextStats).where(eq(datasetTextStats.datasetId, datasetId));
    expect(stats).toMatchObject({ language: 'english', chunks: 3, tokens: 9 });

    const [item] = await t.deps.db.select().from(dataItems).where(eq(dataItems.datasetId, datasetId));
    await deleteItemChunks(t.deps.db, item.id);
    expect(await chunksHolding(datasetId, 'tomato')).toBe(0);
    expect(await searchFullText(t.deps.db, datasetId, 'tomatoes', 5)).toEqual([]);

    await t.deps.db.delete(datasets).where(eq(datasets.id, datasetId));
    expect(await t.deps.db.select().from(datasetLexemes).where(eq(datasetLexemes.datasetId, datasetId))).toEqual([]);
  });

  it('also searches an English question’s synonyms, at a lower weight than its own words, and leaves a Spanish question as it is', async () => {
    const filler = Array.from({ length: 20 }, (_, i) => `Settings page ${i}: the cache and the logs are listed here.`);
    const datasetId = await datasetWith([
      { title: 'Settings', chunks: filler },
      { title: 'Erasing', chunks: ['Erase the zebra cache from the settings.'] },
      { title: 'Deleting', chunks: ['Delete the zebra cache from the settings.'] },
    ]);
    const hits = await searchFullText(t.deps.db, datasetId, 'erase the zebra cache', 5);
    expect(hits[0].content).toContain('Erase');
    const synonym = hits.find((h) => h.content.startsWith('Delete'));
    expect(synonym).toBeDefined();
    expect(synonym!.score).toBeLessThan(hits[0].score);
    expect(hits[0].score).toBeLessThanOrEqual(1);
    // the same question without expansion: the synonym adds nothing
    const plain = await searchFullText(t.deps.db, datasetId, 'erase the zebra cache', 5, undefined, null);
    expect(plain.find((h) => h.content.startsWith('Delete'))!.score).toBeLessThan(synonym!.score);
    expect(plain[0].score).toBeCloseTo(hits[0].score, 5);

    const spanish = await datasetWith([
      { title: 'Borrar', chunks: ['Para borrar la caché, use erase.'], language: 'spanish' },
      { title: 'Eliminar', chunks: ['Para eliminar la caché, use delete.'], language: 'spanish' },
    ]);
    const es = await searchFullText(t.deps.db, spanish, '¿Cómo uso erase para la caché?', 5);
    const esPlain = await searchFullText(t.deps.db, spanish, '¿Cómo uso erase para la caché?', 5, undefined, null);
    expect(es.map((h) => [h.content, h.score])).toEqual(esPlain.map((h) => [h.content, h.score]));
  });

  it('stems a Spanish question in Spanish, and an undecided one in the dataset’s main language', async () => {
    const datasetId = await datasetWith([
      { title: 'Impresión', chunks: ['Para configurar impresoras se usa CUPS, el sistema de impresión.'], language: 'spanish' },
      { title: 'Red', chunks: ['La red se configura en el archivo interfaces.'], language: 'spanish' },
    ]);
    const hits = await searchFullText(t.deps.db, datasetId, '¿Cómo configuro la impresora?', 2);
    expect(hits[0].source).toBe('https://docs.example/0');
    // no function words: the dataset is Spanish, so "impresoras" is stemmed as Spanish
    const undecided = await searchFullText(t.deps.db, datasetId, 'impresoras CUPS', 2);
    expect(undecided[0]?.source).toBe('https://docs.example/0');
  });
});
