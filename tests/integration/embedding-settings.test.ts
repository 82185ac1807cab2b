import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingSettings } from '../../src/common/embeddings';
import type { RetrievalMode } from '../../src/common/knowledge';
import { queryRows } from '../../src/server/db/client';
import { chunksToEmbed, saveEmbeddingChoice } from '../../src/server/knowledge/embedding-queries';
import { EMBED_DATASET_JOB } from '../../src/server/knowledge/job-kinds';
import { storeEmbeddings } from '../../src/server/knowledge/vector-store';
import { fakeEmbedding, startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { uploadDocument, waitForDataset, type DatasetView } from '../support/knowledge';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Settings > Embeddings: the provider and model are the project's; changing them re-embeds its
// datasets in a durable job. Vectors need pgvector (the embedded database); on the PostgreSQL
// server here the choice is kept and the API says the database has no vector support.
let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let dataset: DatasetView;

const TOPICS = ['glacier', 'volcano', 'harbour', 'orchard', 'lantern', 'meadow', 'canyon', 'lagoon'];
/** A manual of many short sections, so a dataset holds several embedding batches. */
function manual(): Buffer {
  const sections = Array.from({ length: 160 }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length];
    return `Section ${i + 1} about the ${topic} number ${i + 1}. The ${topic} guide explains routes, permits and seasons for visitors ${i + 1}. ` +
      `Rangers at the ${topic} answer questions about safety, water and weather every morning before the trail opens.`;
  });
  return Buffer.from(`${sections.join('\n\n')}\n\nThe zeppelin hangar opens at dawn for guided tours of the airship.`);
}

const embedding = async (client = owner) => (await client.get(`/api/projects/${projectId}/embedding`)).json() as EmbeddingSettings;
const mode = async () => (await owner.get(`/api/projects/${projectId}/retrieval-mode`)).json() as RetrievalMode;
const choose = (body: Record<string, unknown>, client = owner) => client.put(`/api/projects/${projectId}/embedding`, body);

/** Texts sent for embedding (passages, and the questions of searches) since the last reset, per model. */
function embeddedTexts(model: string): string[] {
  return llm.requests.filter((r) => r.path.endsWith('/embeddings') && r.body.model === model).flatMap((r) => (Array.isArray(r.body.input) ? r.body.input.map(String) : [String(r.body.input)]));
}

async function vectorsByModel(): Promise<Record<string, number>> {
  const rows = await queryRows<{ model: string; n: number }>(t.deps.db, sql`select model, count(*)::int as n from chunk_embeddings where dataset_id = ${dataset.id} group by model`);
  return Object.fromEntries(rows.map((r) => [r.model, r.n]));
}

async function chunkCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from vector_chunks where dataset_id = ${dataset.id}`);
  return row.n;
}

/** Waits for the re-embedding to settle, recording every progress seen on the way. */
async function settle(): Promise<{ final: EmbeddingSettings; seen: EmbeddingSettings['progress'][] }> {
  const seen: EmbeddingSettings['progress'][] = [];
  let final = await embedding();
  await until(async () => {
    final = await embedding();
    seen.push(final.progress);
    return final.progress.status !== 'running';
  }, 're-embedding to settle', 60_000);
  return { final, seen };
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host }, { worker: true });
  owner = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  const created = await owner.post(`/api/projects/${projectId}/datasets`, { name: 'Park manual', settings: { chunkSize: 100, chunkOverlap: 0, topK: 5, rerank: false } });
  expect(created.statusCode).toBe(201);
  expect((await uploadDocument(owner, `/api/datasets/${created.json().id}/documents`, 'manual.txt', manual())).statusCode).toBe(202);
  dataset = await waitForDataset(owner, created.json().id);
}, 60_000);
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('embedding settings', () => {
  it('start from the server default: no EMBEDDING_MODEL and no OpenAI key means full text', async () => {
    const view = await embedding();
    expect(view).toMatchObject({ provider: null, model: null, active: null, reason: t.deps.vectorSearch ? 'no_embedding_provider' : 'no_vector_extension' });
    const m = await mode();
    expect(m.datasets).toEqual([expect.objectContaining({ datasetId: dataset.id, mode: 'full-text', reason: m.reason, total: dataset.chunkCount })]);
  });

  it('refuse bad input with 400s naming the field', async () => {
    const missingModel = await choose({ provider: 'openai_compatible' });
    expect(missingModel.statusCode).toBe(400);
    expect(missingModel.json().message).toMatch(/^model: Name the embedding model/);
    const unknown = await choose({ provider: 'cohere', model: 'embed-v3' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^provider: /);
    const long = await choose({ provider: 'openai_compatible', model: 'm'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^model: Must be at most 200/);
    // the credentials are the project's provider keys: no OpenAI key, no OpenAI embeddings
    const noKey = await choose({ provider: 'openai' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/^provider: the project has no OpenAI key\. Add it in Settings > API Keys/);
    expect((await embedding()).provider).toBeNull();
  });

  it('are changed by owners and admins only; other members read them, strangers get 404', async () => {
    const stranger = (await signUp(t.app)).client;
    expect((await choose({ provider: 'none' }, stranger)).statusCode).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/embedding`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/projects/${projectId}/embedding/check`, { provider: 'none' })).statusCode).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/retrieval-mode`)).statusCode).toBe(404);
    for (const role of ['viewer', 'editor']) {
      const member = await joinProject(t.app, owner, projectId, role);
      const refused = await choose({ provider: 'none' }, member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ROLE_FORBIDDEN');
      expect((await member.post(`/api/projects/${projectId}/embedding/check`, { provider: 'none' })).statusCode).toBe(403);
      expect((await member.get(`/api/projects/${projectId}/embedding`)).statusCode).toBe(200);
    }
    const admin = await joinProject(t.app, owner, projectId, 'admin');
    const saved = await choose({ provider: 'none' }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'none', model: null, active: null, reason: t.deps.vectorSearch ? 'no_embedding_provider' : 'no_vector_extension' });
  });

  it('check a provider and model by embedding a short text', async () => {
    const ok = (await owner.post(`/api/projects/${projectId}/embedding/check`, { provider: 'openai_compatible', model: 'fake-embed' })).json();
    expect(ok).toEqual({ ok: true, dimensions: 64, message: 'fake-embed answered with vectors of 64 dimensions.' });
    llm.failEmbeddings = { after: 0, times: 1 };
    const down = (await owner.post(`/api/projects/${projectId}/embedding/check`, { provider: 'openai_compatible', model: 'fake-embed' })).json();
    expect(down).toMatchObject({ ok: false, dimensions: null });
    expect(down.message).toContain('overloaded');
    const noKey = (await owner.post(`/api/projects/${projectId}/embedding/check`, { provider: 'openai' })).json();
    expect(noKey).toMatchObject({ ok: false, message: expect.stringContaining('no OpenAI key') });
    expect((await embedding()).provider).toBe('none');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('are kept on a database without pgvector, which the API says', async () => {
    llm.requests.length = 0;
    const saved = await choose({ provider: 'openai_compatible', model: 'fake-embed' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'openai_compatible', model: 'fake-embed', active: null, reason: 'no_vector_extension', progress: { status: 'idle' } });
    expect(await mode()).toMatchObject({ mode: 'full-text', reason: 'no_vector_extension', model: null, datasets: [expect.objectContaining({ reason: 'no_vector_extension' })] });
    await new Promise((r) => setTimeout(r, 300));
    expect(embeddedTexts('fake-embed')).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('re-embedding (pgvector)', () => {
  it('embeds every passage in the background after a provider is chosen, with progress to the total', async () => {
    const chunks = await chunkCount();
    expect(chunks).toBeGreaterThan(64); // two batches at least
    llm.requests.length = 0;
    const saved = await choose({ provider: 'openai_compatible', model: 'fake-embed' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'openai_compatible', model: 'fake-embed', active: { provider: 'openai_compatible', model: 'fake-embed' }, reason: null });
    const { final, seen } = await settle();
    expect(final.progress).toEqual({ status: 'done', embedded: chunks, total: chunks, error: null });
    expect(seen.every((p) => p.total === chunks && p.embedded <= chunks)).toBe(true);
    expect(embeddedTexts('fake-embed')).toHaveLength(chunks);
    expect(await vectorsByModel()).toEqual({ 'compatible:fake-embed': chunks });
    expect((await mode()).datasets).toEqual([{ datasetId: dataset.id, mode: 'hybrid', reason: null, model: 'fake-embed', embedded: chunks, total: chunks, error: null }]);
  });

  it('re-embeds with a new model, drops the old vectors, and search uses the new ones', async () => {
    const chunks = await chunkCount();
    llm.requests.length = 0;
    expect((await choose({ provider: 'openai_compatible', model: 'fake-embed-2' })).statusCode).toBe(200);
    // until it is done the dataset is searched in full text, and says so
    const during = (await mode()).datasets[0];
    if (during.reason) expect(during).toMatchObject({ mode: 'full-text', reason: 'reembedding', model: 'fake-embed-2' });
    expect((await settle()).final.progress).toMatchObject({ status: 'done', embedded: chunks, total: chunks });
    expect(embeddedTexts('fake-embed-2')).toHaveLength(chunks);
    expect(await vectorsByModel()).toEqual({ 'compatible:fake-embed-2': chunks });
    expect(await chunkCount()).toBe(chunks);

    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: dataset.id });
    llm.requests.length = 0;
    llm.script({ kind: 'reply', text: 'zeppelin hangar airship tours' }, { kind: 'reply', text: 'The hangar opens at dawn [1].' });
    const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'When can I visit the zeppelin hangar?' })).json();
    expect(res.ragSources[0].snippet).toContain('zeppelin');
    expect(embeddedTexts('fake-embed-2').length).toBeGreaterThan(0);
    expect(embeddedTexts('fake-embed')).toEqual([]);

    // new documents are embedded with the project's model
    expect((await uploadDocument(owner, `/api/datasets/${dataset.id}/documents`, 'ferry.txt', Buffer.from('The ferry to the lagoon leaves every hour from the harbour pier.'))).statusCode).toBe(202);
    await until(async () => (await chunkCount()) === chunks + 1 && (await vectorsByModel())['compatible:fake-embed-2'] === chunks + 1, 'the new document to be embedded');
    expect(await vectorsByModel()).toEqual({ 'compatible:fake-embed-2': chunks + 1 });
  });

  it('resumes a job whose worker died mid-way, embedding only the passages left', async () => {
    const chunks = await chunkCount();
    const target = 'compatible:fake-embed-4';
    // what a worker leaves when it dies after its first batch: the choice, the dataset's target,
    // one batch of vectors, and its job still running with a lease that has passed
    await saveEmbeddingChoice(t.deps.db, projectId, { provider: 'openai_compatible', model: 'fake-embed-4' }, new Date());
    await t.deps.db.execute(sql`update datasets set embedding_target = ${target} where id = ${dataset.id}`);
    const first = await chunksToEmbed(t.deps.db, dataset.id, target, 64);
    await storeEmbeddings(t.deps.db, dataset.id, target, first, first.map((c) => fakeEmbedding(c.text)));
    llm.requests.length = 0;
    await t.deps.db.execute(sql`insert into jobs (kind, payload, status, attempts, locked_by, locked_until, dataset_id)
      values (${EMBED_DATASET_JOB}, ${JSON.stringify({ datasetId: dataset.id, target })}::jsonb, 'running', 1, 'a-dead-worker', now() - interval '1 second', ${dataset.id})`);
    t.deps.jobSignal.notify();
    expect((await settle()).final.progress).toEqual({ status: 'done', embedded: chunks, total: chunks, error: null });
    expect(embeddedTexts('fake-embed-4')).toHaveLength(chunks - 64);
    expect(await vectorsByModel()).toEqual({ [target]: chunks });
  });

  it('stops on a failing provider with its error, and saving again resumes without embedding done passages twice', async () => {
    const chunks = await chunkCount();
    llm.requests.length = 0;
    // the first batch goes through, then the provider fails every request of the job's three attempts
    llm.failEmbeddings = { after: 1, times: 9 };
    expect((await choose({ provider: 'openai_compatible', model: 'fake-embed-3' })).statusCode).toBe(200);
    const failed = (await settle()).final;
    expect(failed.progress).toMatchObject({ status: 'failed', embedded: 64, total: chunks, error: expect.stringContaining('overloaded') });
    expect((await mode()).datasets[0]).toMatchObject({ mode: 'full-text', reason: 'reembedding_failed', model: 'fake-embed-3', embedded: 64 });
    expect(llm.failEmbeddings).toEqual({ after: 0, times: 0 });

    expect((await choose({ provider: 'openai_compatible', model: 'fake-embed-3' })).statusCode).toBe(200);
    expect((await settle()).final.progress).toEqual({ status: 'done', embedded: chunks, total: chunks, error: null });
    const texts = embeddedTexts('fake-embed-3');
    // every passage was sent once, the nine failed requests of the second batch aside
    expect(texts).toHaveLength(chunks + 9 * (chunks - 64));
    const succeeded = llm.requests.filter((r) => r.path.endsWith('/embeddings') && r.body.model === 'fake-embed-3').length - 9;
    expect(succeeded).toBe(Math.ceil(chunks / 64));
    expect(await vectorsByModel()).toEqual({ 'compatible:fake-embed-3': chunks });
    llm.failEmbeddings = null;
  }, 60_000);

  it('fails a pending re-embedding whose provider key was removed, and resumes once it is back', async () => {
    const chunks = await chunkCount();
    const target = 'compatible:fake-embed-5';
    await saveEmbeddingChoice(t.deps.db, projectId, { provider: 'openai_compatible', model: 'fake-embed-5' }, new Date());
    await t.deps.db.execute(sql`update datasets set embedding_target = ${target} where id = ${dataset.id}`);
    expect((await owner.delete(`/api/projects/${projectId}/api-keys/openai_compatible`)).statusCode).toBe(200);
    await t.deps.db.execute(sql`insert into jobs (kind, payload, dataset_id) values (${EMBED_DATASET_JOB}, ${JSON.stringify({ datasetId: dataset.id, target })}::jsonb, ${dataset.id})`);
    t.deps.jobSignal.notify();
    await until(async () => (await mode()).datasets[0].reason === 'provider_key_missing' && (await queryRows(t.deps.db, sql`select 1 from datasets where id = ${dataset.id} and embedding_error is not null`)).length === 1, 'the job to record the missing key');
    expect(await embedding()).toMatchObject({ active: null, reason: 'provider_key_missing' });

    await useFakeModel(owner, projectId, llm.baseUrl);
    expect((await embedding()).progress).toMatchObject({ status: 'failed', error: expect.stringContaining('no key in this project any more') });
    expect((await choose({ provider: 'openai_compatible', model: 'fake-embed-5' })).statusCode).toBe(200);
    expect((await settle()).final.progress).toEqual({ status: 'done', embedded: chunks, total: chunks, error: null });
    expect(await vectorsByModel()).toEqual({ [target]: chunks });
  });

  it('with none removes the vectors and keeps the passages: full text only', async () => {
    const chunks = await chunkCount();
    const saved = (await choose({ provider: 'none' })).json() as EmbeddingSettings;
    expect(saved).toMatchObject({ provider: 'none', active: null, reason: 'no_embedding_provider', progress: { status: 'idle', embedded: 0, total: chunks } });
    expect(await vectorsByModel()).toEqual({});
    expect(await chunkCount()).toBe(chunks);
    expect((await owner.get(`/api/datasets/${dataset.id}`)).json().chunkCount).toBe(chunks);
    expect(await mode()).toMatchObject({ mode: 'full-text', reason: 'no_embedding_provider', model: null, datasets: [expect.objectContaining({ mode: 'full-text', reason: 'no_embedding_provider' })] });
  });
});
