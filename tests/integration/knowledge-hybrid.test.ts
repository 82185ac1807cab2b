import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { startFakeLlm, FAKE_EMBEDDING_DIMS, type FakeLlm } from '../fixtures/fake-llm';
import { startKnowledgeSite } from '../fixtures/knowledge-site';
import { createAgent, useFakeModel } from '../support/agents';
import { createDataset, waitForDataset } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Embeddings need pgvector: the embedded database has it, the local PostgreSQL server does not,
// and there retrieval must stay full-text and say so.
let t: TestApp;
let site: Awaited<ReturnType<typeof startKnowledgeSite>>;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  site = await startKnowledgeSite({ fillerPages: 0 });
  llm = await startFakeLlm();
  t = await createTestApp(
    { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: `${site.host},${llm.host}`, EMBEDDING_MODEL: 'fake-embed', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kb-hybrid-')) },
    { worker: true },
  );
  owner = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
});
afterAll(async () => {
  await t.close();
  await site.close();
  await llm.close();
});

describe('retrieval mode', () => {
  it('is full-text until an embedding provider is configured', async () => {
    const mode = (await owner.get(`/api/projects/${projectId}/retrieval-mode`)).json();
    expect(mode).toMatchObject({ mode: 'full-text', reason: t.deps.vectorSearch ? 'no_embedding_provider' : 'no_vector_extension' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('stays full-text on a PostgreSQL server without pgvector, and still answers', async () => {
    await useFakeModel(owner, projectId, llm.baseUrl);
    expect((await owner.get(`/api/projects/${projectId}/retrieval-mode`)).json()).toMatchObject({ mode: 'full-text', reason: 'no_vector_extension' });
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('stores embeddings and merges vector and full-text results with a provider', async () => {
    await useFakeModel(owner, projectId, llm.baseUrl);
    expect((await owner.get(`/api/projects/${projectId}/retrieval-mode`)).json()).toMatchObject({ mode: 'hybrid', reason: null, model: 'fake-embed' });
    const ds = await createDataset(owner, projectId, 'Hybrid');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/warranty`, `${site.origin}/payment`, `${site.origin}/sizing`] });
    const done = await waitForDataset(owner, ds.id);
    const [stored] = await queryRows<{ n: number; dims: number }>(t.deps.db, sql`select count(*)::int as n, max(dims)::int as dims from chunk_embeddings where dataset_id = ${ds.id}`);
    expect(stored).toEqual({ n: done.chunkCount, dims: FAKE_EMBEDDING_DIMS });

    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id });
    llm.requests.length = 0;
    llm.script({ kind: 'reply', text: 'warranty repair broken tent pole' }, { kind: 'reply', text: 'Yes, poles are covered [1].' });
    const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'My pole snapped, is it covered?' })).json();
    expect(res.ragSources[0].url).toBe(`${site.origin}/warranty`);
    expect(llm.requests.some((r) => r.path.endsWith('/embeddings'))).toBe(true);
  });
});
