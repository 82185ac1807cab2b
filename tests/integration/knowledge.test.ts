import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TOO_LARGE, DOCUMENT_WRONG_TYPE } from '../../src/common/knowledge';
import { queryRows } from '../../src/server/db/client';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startKnowledgeSite } from '../fixtures/knowledge-site';
import { createAgent, useFakeModel } from '../support/agents';
import { createDataset, listItems, uploadDocument, waitForDataset } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

const docs = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/knowledge-docs', name));

let t: TestApp;
let site: Awaited<ReturnType<typeof startKnowledgeSite>>;
let llm: FakeLlm;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;

beforeAll(async () => {
  site = await startKnowledgeSite({ fillerPages: 6, slowMs: 3000 });
  llm = await startFakeLlm();
  t = await createTestApp(
    { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: `${site.host},${llm.host}`, CRAWL_TIMEOUT_MS: '1000', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kb-')) },
    { worker: true },
  );
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
});
afterAll(async () => {
  await t.close();
  await site.close();
  await llm.close();
});

describe('datasets', () => {
  it('creates with the default settings, validates names and settings, and lists with counts', async () => {
    const bad = await owner.post(`/api/projects/${projectId}/datasets`, { name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('name');
    const ds = await createDataset(owner, projectId, '  Manuals  ');
    expect(ds).toMatchObject({ name: 'Manuals', status: 'ready', settings: { chunkSize: 500, chunkOverlap: 50, topK: 5, rerank: false }, itemCount: 0 });
    const badSettings = await owner.patch(`/api/datasets/${ds.id}`, { settings: { chunkSize: 200, chunkOverlap: 300, topK: 5, rerank: false } });
    expect(badSettings.statusCode).toBe(400);
    expect(badSettings.json().message).toContain('chunkOverlap');
    const patched = await owner.patch(`/api/datasets/${ds.id}`, { settings: { chunkSize: 300, chunkOverlap: 30, topK: 3, rerank: true } });
    expect(patched.json().settings).toEqual({ chunkSize: 300, chunkOverlap: 30, topK: 3, rerank: true });
    const list = (await owner.get(`/api/projects/${projectId}/datasets`)).json();
    expect(list.map((d: { id: string }) => d.id)).toContain(ds.id);
  });

  it('refuses empty URL lists and non-http URLs, naming the field', async () => {
    const ds = await createDataset(owner, projectId);
    const empty = await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: ['  ', ''] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('urls');
    const ftp = await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: ['ftp://example.com/file'] });
    expect(ftp.statusCode).toBe(400);
    expect((await listItems(owner, ds.id)).length).toBe(0);
  });

  it("answers 404 to another user on every dataset route", async () => {
    const ds = await createDataset(owner, projectId, 'Private');
    const { agent } = await createAgent(owner, { websiteUrls: [] });
    const uploaded = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'notes.txt', docs('notes.txt'));
    const itemId = uploaded.json().id as string;
    const calls = [
      stranger.get(`/api/datasets/${ds.id}/items/${itemId}`),
      stranger.delete(`/api/datasets/${ds.id}/items/${itemId}`),
      stranger.get(`/api/projects/${projectId}/datasets`),
      stranger.post(`/api/projects/${projectId}/datasets`, { name: 'x' }),
      stranger.get(`/api/projects/${projectId}/retrieval-mode`),
      stranger.get(`/api/datasets/${ds.id}`),
      stranger.patch(`/api/datasets/${ds.id}`, { name: 'mine' }),
      stranger.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/`] }),
      stranger.post(`/api/datasets/${ds.id}/reindex`),
      stranger.get(`/api/datasets/${ds.id}/items`),
      uploadDocument(stranger, `/api/datasets/${ds.id}/documents`, 'notes.txt', docs('notes.txt')),
      uploadDocument(stranger, `/api/agents/${agent.id}/documents`, 'notes.txt', docs('notes.txt')),
      stranger.delete(`/api/datasets/${ds.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await owner.get(`/api/datasets/${ds.id}`)).json().name).toBe('Private');
    expect((await listItems(owner, ds.id)).map((i: { id: string }) => i.id)).toEqual([itemId]);
    expect((await owner.get(`/api/datasets/${ds.id}/items/${itemId}`)).statusCode).toBe(200);
  });

  it('refuses text files that are not documents (a script, a JSON dump) with 415', async () => {
    const ds = await createDataset(owner, projectId, 'Text only');
    const script = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'hours.js', Buffer.from('export const hours = "9-5";'));
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(DOCUMENT_WRONG_TYPE);
    const dump = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'hours.json', Buffer.from('{"hours": "9-5"}'));
    expect(dump.statusCode).toBe(415);
    expect((await listItems(owner, ds.id)).length).toBe(0);
  });
});

// Crawls and parses on a worker: on a loaded 2-core CI machine one ingestion has taken over 20 s.
describe('website ingestion', { timeout: 60_000 }, () => {
  it('crawls the site once per page, honours robots.txt, drops boilerplate and refuses private redirects', async () => {
    const ds = await createDataset(owner, projectId, 'Acme site');
    const res = await owner.post(`/api/datasets/${ds.id}/ingest`, {
      urls: [`${site.origin}/`, ` ${site.origin}/missing `, '', `${site.origin}/redirect-private`, `${site.origin}/moved`, `${site.origin}/shipping/print`],
      crawl: true,
      pageLimit: 30,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().dataset.status).toBe('processing');
    const done = await waitForDataset(owner, ds.id);
    expect(done.status).toBe('ready');
    const items = await listItems(owner, ds.id);
    const sources = items.map((i) => i.source);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toContain(`${site.origin}/shipping`);
    // /moved redirects to /shipping and /shipping/print names it canonical: one page, kept once, at its own address
    expect(sources).not.toContain(`${site.origin}/moved`);
    expect(sources).not.toContain(`${site.origin}/shipping/print`);
    expect(sources).toContain(`${site.origin}/es/horario`);
    expect(sources.some((s) => s.includes('/private/'))).toBe(false);
    expect(site.hits.get('/private/secret.html') ?? 0).toBe(0);

    const missing = items.find((i) => i.source.endsWith('/missing'));
    expect(missing).toMatchObject({ status: 'error', attempts: 1 });
    expect(missing?.error).toMatch(/404/);
    // the code the screens translate
    expect(missing?.problem).toEqual({ code: 'http_status', params: { status: 404 } });
    const redirected = items.find((i) => i.source.endsWith('/redirect-private'));
    expect(redirected?.status).toBe('error');
    expect(redirected?.error).toMatch(/private|refused/i);
    expect(redirected?.problem).toEqual({ code: 'blocked' });
    expect(items.find((i) => i.status === 'ready')?.problem).toBeNull();
    expect(done.errorCount).toBe(2);
    expect(done.doneCount).toBe(done.itemCount);

    const shipping = items.find((i) => i.source === `${site.origin}/shipping`);
    expect(shipping?.status).toBe('ready');
    expect(shipping?.chunkCount).toBeGreaterThan(0);
    const detail = (await owner.get(`/api/datasets/${ds.id}/items/${shipping?.id}`)).json();
    expect(detail.title).toContain('Shipping times and costs');
    expect(detail.content).toContain('ship within');
    expect(detail.content).not.toMatch(/NAVMARK|FOOTERMARK/);

    const [dup] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from (select data_item_id, chunk_index from vector_chunks group by 1, 2 having count(*) > 1) d`);
    expect(dup.n).toBe(0);
  });

  it('reindex keeps unchanged pages as they are and returns to ready', async () => {
    const ds = await createDataset(owner, projectId, 'Reindexed');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/returns`, `${site.origin}/warranty`] });
    await waitForDataset(owner, ds.id);
    const before = await queryRows<{ id: string }>(t.deps.db, sql`select id from vector_chunks where dataset_id = ${ds.id} order by id`);
    const hitsBefore = site.hits.get('/returns') ?? 0;
    const res = await owner.post(`/api/datasets/${ds.id}/reindex`);
    expect(res.statusCode).toBe(202);
    const after = await waitForDataset(owner, ds.id);
    expect(after.status).toBe('ready');
    expect(site.hits.get('/returns'), JSON.stringify([...site.hits])).toBe(hitsBefore + 1);
    const chunks = await queryRows<{ id: string }>(t.deps.db, sql`select id from vector_chunks where dataset_id = ${ds.id} order by id`);
    expect(chunks).toEqual(before);
  });

  it('a slow page times out, is retried a bounded number of times, then marked error', async () => {
    const ds = await createDataset(owner, projectId, 'Slow');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/slow`] });
    // retries wait 2 s then 4 s; the test moves them forward instead of sleeping
    const until = Date.now() + 20_000;
    let item = (await listItems(owner, ds.id))[0];
    while (item.status !== 'error' && Date.now() < until) {
      await t.deps.db.execute(sql`update jobs set run_at = now() where status = 'queued' and dataset_id = ${ds.id}`);
      await new Promise((r) => setTimeout(r, 200));
      item = (await listItems(owner, ds.id))[0];
    }
    expect(item).toMatchObject({ status: 'error', attempts: 3 });
    expect(item.error).toMatch(/longer than/);
    expect((await owner.get(`/api/datasets/${ds.id}`)).json().status).toBe('error');
  });
});

describe('documents', { timeout: 60_000 }, () => {
  it('parses PDF, DOCX, DOC, TXT and Markdown; a corrupt file fails alone with a reason', async () => {
    const ds = await createDataset(owner, projectId, 'Handbooks');
    const files = ['handbook.pdf', 'handbook.docx', 'handbook.doc', 'notes.txt', 'guide.md', 'corrupt.pdf'];
    for (const f of files) {
      const res = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, f, docs(f));
      expect(res.statusCode, f).toBe(202);
    }
    const done = await waitForDataset(owner, ds.id);
    expect(done.status).toBe('ready');
    const items = await listItems(owner, ds.id);
    for (const f of files.filter((x) => x !== 'corrupt.pdf')) {
      const item = items.find((i) => i.source === f);
      expect(item?.status, f).toBe('ready');
      expect(item?.chunkCount, f).toBeGreaterThan(0);
    }
    const corrupt = items.find((i) => i.source === 'corrupt.pdf');
    expect(corrupt?.status).toBe('error');
    expect(corrupt?.error).toMatch(/PDF/);
    expect(corrupt?.problem).toEqual({ code: 'document_corrupt' });
    expect(corrupt?.attempts).toBe(1);
  });

  it('refuses over-size files with 413 and wrong types with 415, storing nothing', async () => {
    const ds = await createDataset(owner, projectId, 'Refused');
    const big = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'big.txt', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(DOCUMENT_TOO_LARGE);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082', 'hex');
    const wrong = await uploadDocument(owner, `/api/datasets/${ds.id}/documents`, 'picture.pdf', png);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe(DOCUMENT_WRONG_TYPE);
    expect((await listItems(owner, ds.id)).length).toBe(0);
  });

  it('accepts a multipart/form-data upload (the field `file`, as curl -F sends), and names what is missing', async () => {
    const ds = await createDataset(owner, projectId, 'Form uploads');
    const form = (field: string, fileName: string, bytes: Buffer) => {
      const boundary = '----agentforge-test-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return owner.request('POST', `/api/datasets/${ds.id}/documents`, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    };
    const res = await form('file', 'notes.txt', docs('notes.txt'));
    expect(res.statusCode).toBe(202);
    expect(res.json().source).toBe('notes.txt');
    const wrongField = await form('document', 'notes.txt', docs('notes.txt'));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('file');
    const big = await form('file', 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    const raw = await owner.request('POST', `/api/datasets/${ds.id}/documents`, docs('notes.txt'), { 'content-type': 'application/octet-stream' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().message).toContain('fileName');
    const ready = await waitForDataset(owner, ds.id);
    expect(ready.itemCount).toBe(1);
  });

  it("uploads into an agent's own dataset, created and attached when it has none", async () => {
    const { agent } = await createAgent(owner, { websiteUrls: [] });
    const res = await uploadDocument(owner, `/api/agents/${agent.id}/documents`, 'notes.txt', docs('notes.txt'));
    expect(res.statusCode).toBe(202);
    const { datasetId } = res.json();
    expect((await owner.get(`/api/agents/${agent.id}`)).json().datasetId).toBe(datasetId);
    const second = await uploadDocument(owner, `/api/agents/${agent.id}/documents`, 'guide.md', docs('guide.md'));
    expect(second.json().datasetId).toBe(datasetId);
    const ds = await waitForDataset(owner, datasetId);
    expect(ds.agents.map((a) => a.id)).toEqual([agent.id]);
  });
});

describe('retrieval in a turn', { timeout: 60_000 }, () => {
  it('puts cited passages in the prompt and returns ragSources; the offline model answers from them', async () => {
    const ds = await createDataset(owner, projectId, 'Answers');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/shipping`, `${site.origin}/returns`, `${site.origin}/hours`] });
    await waitForDataset(owner, ds.id);
    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id, modelProvider: 'openai', modelName: 'gpt-4o-mini' });

    // no key for OpenAI in this project: the built-in offline model answers from the passages
    const offline = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'How many days do I have to return unused gear?' })).json();
    expect(offline.offline).toBe(true);
    expect(offline.ragSources[0]).toMatchObject({ title: expect.stringContaining('Return and refund policy'), url: `${site.origin}/returns` });
    expect(offline.ragSources[0].score).toBeGreaterThan(0);
    expect(offline.ragSources[0].score).toBeLessThanOrEqual(1);
    expect(offline.output).toContain('45 days');
    expect(offline.steps[0]).toMatchObject({ type: 'retrieval', output: { passages: expect.any(Number) } });

    // with a model: the question is rewritten into search terms first, then answered with the passages
    await owner.put(`/api/agents/${agent.id}`, { ...((await owner.get(`/api/agents/${agent.id}`)).json() as Record<string, unknown>), modelProvider: 'other', modelName: 'fake-model' });
    await useFakeModel(owner, projectId, llm.baseUrl);
    llm.requests.length = 0;
    llm.script({ kind: 'reply', text: 'delivery time shipping days' }, { kind: 'reply', text: 'In-stock items ship within 3 business days [1].' });
    const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'how long until my parcel arrives?' })).json();
    expect(res.output).toContain('3 business days');
    expect(res.ragSources[0].url).toBe(`${site.origin}/shipping`);
    const chat = llm.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(chat).toHaveLength(2);
    const answerPrompt = (chat[1].body as { messages: { content: string }[] }).messages[0].content;
    expect(answerPrompt).toContain('## Knowledge base passages');
    expect(answerPrompt).toContain(`(${site.origin}/shipping)`);
    expect(res.steps[0].input.query).toContain('delivery time');

    const noRag = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'shipping?', overrides: { enableRag: false } })).json();
    expect(noRag.ragSources).toEqual([]);
  });

  it('finds Spanish pages with a question without accents', async () => {
    const ds = await createDataset(owner, projectId, 'Español');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/es/horario`, `${site.origin}/es/devoluciones`, `${site.origin}/shipping`] });
    await waitForDataset(owner, ds.id);
    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id, modelProvider: 'openai', modelName: 'gpt-4o-mini', defaultLanguage: 'es' });
    const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: 'cual es el horario de atencion?' })).json();
    expect(res.ragSources[0].url).toBe(`${site.origin}/es/horario`);
  });

  it('with a model, translates a Spanish question for English pages and searches both languages', async () => {
    const ds = await createDataset(owner, projectId, 'English help');
    await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/shipping`, `${site.origin}/returns`] });
    await waitForDataset(owner, ds.id);
    await useFakeModel(owner, projectId, llm.baseUrl);
    const { agent } = await createAgent(owner, { websiteUrls: [], datasetId: ds.id, modelProvider: 'other', modelName: 'fake-model' });
    llm.requests.length = 0;
    llm.script({ kind: 'reply', text: 'paquete llegada plazo\nenglish: parcel delivery shipping time' }, { kind: 'reply', text: 'Llega en 3 días hábiles [1].' });
    const res = (await owner.post(`/api/agents/${agent.id}/test`, { input: '¿Cuánto tarda en llegar mi paquete?' })).json();
    expect(res.ragSources[0].url).toBe(`${site.origin}/shipping`);
    const rewritePrompt = (llm.requests[0].body as { messages: { content: string }[] }).messages[0].content;
    expect(rewritePrompt).toContain('"english: <terms>"');
    expect(res.steps[0].input.query).toContain('parcel delivery shipping time');
  });

  it('removing an agent URL removes its items and chunks; deleting a dataset detaches its agents', async () => {
    const { agent } = await createAgent(owner, { websiteUrls: [`${site.origin}/payment`] });
    const datasetId = (await owner.get(`/api/agents/${agent.id}`)).json().datasetId as string;
    expect(datasetId).toBeTruthy();
    await waitForDataset(owner, datasetId);
    expect((await listItems(owner, datasetId)).some((i) => i.source === `${site.origin}/payment`)).toBe(true);
    const del = await owner.request('DELETE', `/api/agents/${agent.id}/urls`, { url: `${site.origin}/payment` });
    expect(del.statusCode).toBe(200);
    expect((await listItems(owner, datasetId)).some((i) => i.source === `${site.origin}/payment`)).toBe(false);
    const [left] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from vector_chunks where dataset_id = ${datasetId}`);
    expect(left.n).toBe(0);

    expect((await owner.delete(`/api/datasets/${datasetId}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/agents/${agent.id}`)).json().datasetId).toBeNull();
    expect((await owner.get(`/api/datasets/${datasetId}`)).statusCode).toBe(404);
  });
});
