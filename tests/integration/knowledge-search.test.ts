import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataItems } from '../../src/server/db/schema';
import { commonLexemes } from '../../src/server/features/knowledge/frequent-lexemes';
import { searchFullText } from '../../src/server/features/knowledge/full-text-search';
import { insertChunks } from '../../src/server/features/knowledge/queries';
import { createDataset } from '../support/knowledge';
import { signUp } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Words found in most chunks are ranked with but not looked up: the search must still find the
// chunk that holds the question's rare word, and answer a question made only of common words.
let t: TestApp;
let datasetId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  const { client } = await signUp(t.app);
  const projectId = (await client.get('/api/projects')).json()[0].id;
  datasetId = (await createDataset(client, projectId)).id;
  const [item] = await t.deps.db.insert(dataItems).values({ datasetId, type: 'url', source: 'https://shop.example/manual', title: 'Manual', status: 'ready' }).returning();
  const chunks = Array.from({ length: 120 }, (_, i) => {
    const content = i === 77 ? 'The widget ships with a zebra-striped cover in every box.' : `Widget manual page ${i}: the widget has settings and lights, section ${i}.`;
    return { chunkIndex: i, content, tokenCount: 20, searchHead: 'Manual', searchBody: content, metadata: {} };
  });
  await insertChunks(t.deps.db, item, 'english', chunks);
  await t.deps.db.execute(sql`analyze vector_chunks`);
});
afterAll(async () => {
  await t.close();
});

describe('full-text search with words found in most chunks', () => {
  it('knows the common words from the statistics', async () => {
    expect((await commonLexemes(t.deps.db)).lexemes).toContain('widget');
  });

  it('finds the one chunk with the rare word', async () => {
    const hits = await searchFullText(t.deps.db, datasetId, 'Which widget has a zebra cover?', 5);
    expect(hits[0].content).toContain('zebra');
  });

  it('still answers a question made only of common words', async () => {
    const hits = await searchFullText(t.deps.db, datasetId, 'widget manual', 5);
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => h.content.toLowerCase().includes('widget'))).toBe(true);
  });
});
