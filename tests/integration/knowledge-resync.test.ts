import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetSync } from '../../src/common/knowledge';
import { queryRows } from '../../src/server/db/client';
import { searchFullText } from '../../src/server/knowledge/full-text-search';
import { syncDataset } from '../../src/server/knowledge/sync-dataset';
import { queueDueSyncs } from '../../src/server/knowledge/sync-service';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startResyncSite, type ResyncSite } from '../fixtures/resync-site';
import { useFakeModel } from '../support/agents';
import { createDataset, listItems, waitForDataset, type DatasetView } from '../support/knowledge';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Embeddings need pgvector (the embedded database has it; the local PostgreSQL server does not):
// there the "nothing re-embedded" checks count embedding requests, everywhere they count chunk ids.
let t: TestApp;
let site: ResyncSite;
let llm: FakeLlm;
let owner: SessionClient;
let stranger: SessionClient;
let viewer: SessionClient;
let projectId: string;

beforeAll(async () => {
  site = await startResyncSite();
  llm = await startFakeLlm();
  t = await createTestApp(
    { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: `${site.host},${llm.host}`, EMBEDDING_MODEL: 'fake-embed', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kb-resync-')) },
    { worker: true },
  );
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  viewer = await joinProject(t.app, owner, projectId, 'viewer');
});
afterAll(async () => {
  await t.close();
  await site.close();
  await llm.close();
});

const embeddingRequests = () => llm.requests.filter((r) => r.path.endsWith('/embeddings'));
const embeddedTexts = () => embeddingRequests().reduce((n, r) => n + (Array.isArray(r.body.input) ? r.body.input.length : 1), 0);

async function syncs(datasetId: string): Promise<DatasetSync[]> {
  const res = await owner.get(`/api/datasets/${datasetId}/syncs`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function waitForSync(datasetId: string, syncId: string): Promise<DatasetSync> {
  let found: DatasetSync | undefined;
  await until(async () => {
    found = (await syncs(datasetId)).find((s) => s.id === syncId);
    return found?.status === 'done' || found?.status === 'failed';
  }, `sync ${syncId}`, 30_000);
  return found as DatasetSync;
}

async function syncNow(datasetId: string): Promise<DatasetSync> {
  const res = await owner.post(`/api/datasets/${datasetId}/sync`);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ trigger: 'manual', status: 'queued' });
  return waitForSync(datasetId, res.json().id);
}

const counts = (s: DatasetSync) => ({ added: s.added, updated: s.updated, removed: s.removed, unchanged: s.unchanged, failed: s.failed });

/** Each page's chunk ids, by path. */
async function chunkIdsByPage(datasetId: string): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ source: string; ids: string[] }>(
    t.deps.db,
    sql`select i.source, array_agg(c.id::text order by c.chunk_index) as ids
        from data_items i join vector_chunks c on c.data_item_id = i.id where i.dataset_id = ${datasetId} group by i.source`,
  );
  return new Map(rows.map((r) => [new URL(r.source).pathname, r.ids]));
}

/** The BM25 statistics kept by triggers equal the ones counted from the chunks. */
async function expectExactStatistics(datasetId: string): Promise<void> {
  const [diff] = await queryRows<{ lexemes: number; texts: number }>(
    t.deps.db,
    sql`select
          (select count(*)::int from (
            (select lexeme, chunks from dataset_lexemes where dataset_id = ${datasetId} and chunks <> 0
             except select u.lexeme, count(*)::int from vector_chunks c, unnest(c.search_vector) u where c.dataset_id = ${datasetId} group by 1)
            union all
            (select u.lexeme, count(*)::int from vector_chunks c, unnest(c.search_vector) u where c.dataset_id = ${datasetId} group by 1
             except select lexeme, chunks from dataset_lexemes where dataset_id = ${datasetId} and chunks <> 0)) d) as lexemes,
          (select count(*)::int from (
            (select language, chunks, tokens from dataset_text_stats where dataset_id = ${datasetId} and chunks <> 0
             except select coalesce(metadata->>'language', 'english'), count(*)::int, sum(token_count)::bigint from vector_chunks where dataset_id = ${datasetId} group by 1)
            union all
            (select coalesce(metadata->>'language', 'english'), count(*)::int, sum(token_count)::bigint from vector_chunks where dataset_id = ${datasetId} group by 1
             except select language, chunks, tokens from dataset_text_stats where dataset_id = ${datasetId} and chunks <> 0)) d) as texts`,
  );
  expect(diff).toEqual({ lexemes: 0, texts: 0 });
}

async function bestPage(datasetId: string, question: string): Promise<string | undefined> {
  const [hit] = await searchFullText(t.deps.db, datasetId, question, 1);
  const source = hit ? String((hit.metadata as { url?: string } | null)?.url ?? '') : '';
  return source ? new URL(source).pathname : undefined;
}

async function ingest(datasetId: string, paths: string[], crawl?: { pageLimit: number }): Promise<DatasetView> {
  const res = await owner.post(`/api/datasets/${datasetId}/ingest`, { urls: paths.map((p) => `${site.origin}${p}`), ...(crawl ? { crawl: true, pageLimit: crawl.pageLimit } : {}) });
  expect(res.statusCode, res.body).toBe(202);
  return waitForDataset(owner, datasetId);
}

describe('re-sync of web pages', () => {
  let ds: DatasetView;

  beforeAll(async () => {
    site.setPage('/tents', { title: 'Tents', text: 'Our tents are waterproof and pitch in four minutes.', validators: 'etag' });
    site.setPage('/boots', { title: 'Boots', text: 'Hiking boots are resoled for free within two years.', validators: 'last-modified' });
    site.setPage('/stoves', { title: 'Stoves', text: 'Camping stoves burn butane and propane cartridges.', validators: 'both' });
    site.setPage('/maps', { title: 'Maps', text: 'Printed trail maps cover every national park.', validators: 'none' });
    site.setPage('/ropes', { title: 'Ropes', text: 'Climbing ropes are inspected after every rental.', validators: 'both' });
    ds = await createDataset(owner, projectId, 'Outdoor shop');
    await ingest(ds.id, ['/tents', '/boots', '/stoves', '/maps', '/ropes']);
  });

  it('stores each page’s ETag and Last-Modified when it is first fetched', async () => {
    const rows = await queryRows<{ source: string; etag: string | null; last_modified: string | null }>(
      t.deps.db,
      sql`select source, etag, last_modified from data_items where dataset_id = ${ds.id}`,
    );
    const byPath = new Map(rows.map((r) => [new URL(r.source).pathname, r]));
    expect(byPath.get('/tents')).toMatchObject({ etag: expect.stringMatching(/^".+"$/), last_modified: null });
    expect(byPath.get('/boots')).toMatchObject({ etag: null, last_modified: expect.stringMatching(/GMT$/) });
    expect(byPath.get('/stoves')?.etag && byPath.get('/stoves')?.last_modified).toBeTruthy();
    expect(byPath.get('/maps')).toMatchObject({ etag: null, last_modified: null });
  });

  it('re-indexes nothing and embeds nothing when nothing changed', async () => {
    const before = await chunkIdsByPage(ds.id);
    const notModifiedBefore = ['/tents', '/boots', '/stoves', '/ropes'].map((p) => site.hits.get(p)?.notModified ?? 0);
    llm.requests.length = 0;
    const sync = await syncNow(ds.id);
    expect(sync).toMatchObject({ status: 'done', trigger: 'manual', error: null });
    expect(counts(sync)).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 5, failed: 0 });
    expect(new Date(sync.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(sync.startedAt ?? Infinity).getTime());
    // the four pages with validators answered 304; the one without was compared by its text's hash
    expect(['/tents', '/boots', '/stoves', '/ropes'].map((p, i) => (site.hits.get(p)?.notModified ?? 0) - notModifiedBefore[i])).toEqual([1, 1, 1, 1]);
    expect(await chunkIdsByPage(ds.id)).toEqual(before);
    expect(embeddingRequests()).toHaveLength(0);
  });

  it('replaces only the chunks of the pages whose text changed, which become searchable by their new words', async () => {
    const before = await chunkIdsByPage(ds.id);
    site.setPage('/stoves', { text: 'Camping stoves now include a titanium windscreen and a piezo igniter.' });
    site.setPage('/maps', { text: 'Printed trail maps are replaced by waterproof laminated orienteering charts.' });
    llm.requests.length = 0;
    const sync = await syncNow(ds.id);
    expect(counts(sync)).toEqual({ added: 0, updated: 2, removed: 0, unchanged: 3, failed: 0 });

    const after = await chunkIdsByPage(ds.id);
    for (const page of ['/tents', '/boots', '/ropes']) expect(after.get(page), page).toEqual(before.get(page));
    for (const page of ['/stoves', '/maps']) for (const id of after.get(page) ?? []) expect(before.get(page)).not.toContain(id);
    expect(await bestPage(ds.id, 'titanium windscreen igniter')).toBe('/stoves');
    expect(await bestPage(ds.id, 'laminated orienteering charts')).toBe('/maps');
    expect(await bestPage(ds.id, 'butane propane cartridges')).toBeUndefined();
    if (t.deps.vectorSearch) expect(embeddedTexts()).toBe((after.get('/stoves')?.length ?? 0) + (after.get('/maps')?.length ?? 0));
    else expect(embeddingRequests()).toHaveLength(0);
    await expectExactStatistics(ds.id);
  });

  it('removes a page gone (404 or 410) on two syncs in a row, and only then', async () => {
    site.removePage('/ropes', 410);
    site.removePage('/boots', 404);
    const first = await syncNow(ds.id);
    expect(counts(first)).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 3, failed: 2 });
    expect((await listItems(owner, ds.id)).map((i) => new URL(i.source).pathname).sort()).toEqual(['/boots', '/maps', '/ropes', '/stoves', '/tents']);
    expect(await bestPage(ds.id, 'climbing ropes inspected rental')).toBe('/ropes');

    // /boots is back (a bad day), so its count starts again; /ropes is still gone
    site.setPage('/boots', { text: 'Hiking boots are resoled for free within two years.' });
    const second = await syncNow(ds.id);
    expect(counts(second)).toEqual({ added: 0, updated: 0, removed: 1, unchanged: 4, failed: 0 });
    const items = await listItems(owner, ds.id);
    expect(items.map((i) => new URL(i.source).pathname).sort()).toEqual(['/boots', '/maps', '/stoves', '/tents']);
    expect((await chunkIdsByPage(ds.id)).has('/ropes')).toBe(false);
    expect(await bestPage(ds.id, 'climbing ropes inspected rental')).toBeUndefined();
    expect((await owner.get(`/api/datasets/${ds.id}`)).json()).toMatchObject({ itemCount: 4, status: 'ready' });
    await expectExactStatistics(ds.id);

    site.removePage('/boots', 404);
    expect(counts(await syncNow(ds.id))).toMatchObject({ removed: 0, failed: 1 });
    expect((await listItems(owner, ds.id)).some((i) => i.source.endsWith('/boots'))).toBe(true);
  });

  it('resumes a sync retried after a crash without checking or counting a page twice', async () => {
    const [sync] = await queryRows<{ id: string }>(t.deps.db, sql`insert into dataset_syncs (dataset_id, trigger, status, unchanged) values (${ds.id}, 'manual', 'running', 2) returning id`);
    // the crashed attempt had checked /tents and /stoves
    await t.deps.db.execute(sql`update data_items set last_sync_id = ${sync.id} where dataset_id = ${ds.id} and (source like '%/tents' or source like '%/stoves')`);
    const hitsBefore = ['/tents', '/stoves', '/maps'].map((p) => site.hits.get(p)?.total ?? 0);
    await syncDataset(t.deps, sync.id);
    expect(['/tents', '/stoves', '/maps'].map((p, i) => (site.hits.get(p)?.total ?? 0) - hitsBefore[i])).toEqual([0, 0, 1]);
    const [row] = await queryRows<{ status: string; unchanged: number; removed: number; failed: number }>(
      t.deps.db,
      sql`select status, unchanged, removed, failed from dataset_syncs where id = ${sync.id}`,
    );
    // /maps checked now; /boots, gone on the last sync too, is removed
    expect(row).toEqual({ status: 'done', unchanged: 3, removed: 1, failed: 0 });
    await t.deps.db.execute(sql`delete from dataset_syncs where id = ${sync.id}`);
  });

  it('keeps the history of syncs, newest first, with what each changed', async () => {
    const history = await syncs(ds.id);
    expect(history.map(counts)).toEqual([
      { added: 0, updated: 0, removed: 0, unchanged: 3, failed: 1 },
      { added: 0, updated: 0, removed: 1, unchanged: 4, failed: 0 },
      { added: 0, updated: 0, removed: 0, unchanged: 3, failed: 2 },
      { added: 0, updated: 2, removed: 0, unchanged: 3, failed: 0 },
      { added: 0, updated: 0, removed: 0, unchanged: 5, failed: 0 },
    ]);
    expect(history.every((s) => s.trigger === 'manual' && s.status === 'done')).toBe(true);
  });
});

describe('re-sync of a crawled site', () => {
  it('adds the pages that changed pages now link to, within the crawl’s page limit', async () => {
    site.setPage('/shop', { title: 'Shop', text: 'Welcome to the shop: kayaks and paddles.', links: ['/shop/kayaks', '/shop/paddles'] });
    site.setPage('/shop/kayaks', { title: 'Kayaks', text: 'Sea kayaks and river kayaks for rent.' });
    site.setPage('/shop/paddles', { title: 'Paddles', text: 'Carbon paddles weigh under a kilogram.' });
    const ds = await createDataset(owner, projectId, 'Shop');
    expect((await ingest(ds.id, ['/shop'], { pageLimit: 4 })).itemCount).toBe(3);

    site.setPage('/shop/lifejackets', { title: 'Life jackets', text: 'Every rental includes a certified buoyancy aid.' });
    site.setPage('/shop/dry-bags', { title: 'Dry bags', text: 'Dry bags keep phones safe.' });
    site.setPage('/shop', { text: 'Welcome to the shop: kayaks, paddles, life jackets and dry bags.', links: ['/shop/kayaks', '/shop/paddles', '/shop/lifejackets', '/shop/dry-bags'] });
    const sync = await syncNow(ds.id);
    // the page limit (4) leaves room for one more page
    expect(counts(sync)).toEqual({ added: 1, updated: 1, removed: 0, unchanged: 2, failed: 0 });
    const done = await waitForDataset(owner, ds.id);
    expect(done.itemCount).toBe(4);
    expect(await bestPage(ds.id, 'certified buoyancy aid')).toBe('/shop/lifejackets');
  });
});

describe('the re-sync schedule', () => {
  const DAY = 86_400_000;
  let ds: DatasetView;

  beforeAll(async () => {
    site.setPage('/slow', { title: 'Slow', text: 'This page takes its time to answer.', delayMs: 1500, validators: 'none' });
    ds = await createDataset(owner, projectId, 'Scheduled');
    await ingest(ds.id, ['/slow']);
  });

  it('is off by default and is saved as daily or weekly with the next due time', async () => {
    expect(ds).toMatchObject({ syncSchedule: 'off', nextSyncAt: null });
    const daily = (await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'daily' })).json() as DatasetView;
    expect(daily.syncSchedule).toBe('daily');
    expect(new Date(daily.nextSyncAt ?? 0).getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
    expect(new Date(daily.nextSyncAt ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    // saving the same schedule (or other settings) keeps the time already due
    expect((await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'daily', name: 'Scheduled daily' })).json()).toMatchObject({ nextSyncAt: daily.nextSyncAt });
    expect((await owner.get(`/api/datasets/${ds.id}`)).json()).toMatchObject({ syncSchedule: 'daily', nextSyncAt: daily.nextSyncAt });

    const weekly = (await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'weekly' })).json() as DatasetView;
    expect(new Date(weekly.nextSyncAt ?? 0).getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect((await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'off' })).json()).toMatchObject({ syncSchedule: 'off', nextSyncAt: null });
    expect((await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'hourly' })).statusCode).toBe(400);
  });

  it('queues one sync per due dataset, however many workers check at once, and moves the next time on', async () => {
    await owner.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'daily' });
    const later = new Date(Date.now() + DAY + 60_000);
    t.setNow(later);
    try {
      expect((await Promise.all([queueDueSyncs(t.deps), queueDueSyncs(t.deps), queueDueSyncs(t.deps)])).reduce((a, b) => a + b)).toBe(1);
      expect(await queueDueSyncs(t.deps)).toBe(0);
    } finally {
      t.setNow(null);
    }
    const dataset = (await owner.get(`/api/datasets/${ds.id}`)).json() as DatasetView;
    expect(dataset.nextSyncAt).toBe(new Date(later.getTime() + DAY).toISOString());
    const [scheduled] = await syncs(ds.id);
    expect(scheduled).toMatchObject({ trigger: 'schedule' });
    // the page answers slowly, so the sync is still queued or running: "Sync now" is refused meanwhile
    const again = await owner.post(`/api/datasets/${ds.id}/sync`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already queued or running/);
    expect(counts(await waitForSync(ds.id, scheduled.id))).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 1, failed: 0 });
  });

  it('queues nothing for a dataset already syncing when it falls due, but still moves its time on', async () => {
    const manual = (await owner.post(`/api/datasets/${ds.id}/sync`)).json() as DatasetSync;
    const later = new Date(Date.now() + 3 * DAY);
    t.setNow(later);
    try {
      expect(await queueDueSyncs(t.deps)).toBe(0);
    } finally {
      t.setNow(null);
    }
    expect((await owner.get(`/api/datasets/${ds.id}`)).json()).toMatchObject({ nextSyncAt: new Date(later.getTime() + DAY).toISOString() });
    await waitForSync(ds.id, manual.id);
    expect((await syncs(ds.id)).filter((s) => s.trigger === 'schedule')).toHaveLength(1);
  });

  it('does not stay blocked by a sync that ended without recording it (no job left)', async () => {
    const [orphan] = await queryRows<{ id: string }>(t.deps.db, sql`insert into dataset_syncs (dataset_id, trigger, status) values (${ds.id}, 'manual', 'running') returning id`);
    const res = await owner.post(`/api/datasets/${ds.id}/sync`);
    expect(res.statusCode).toBe(202);
    expect((await syncs(ds.id)).find((s) => s.id === orphan.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped without recording its end/) });
    expect(await waitForSync(ds.id, res.json().id)).toMatchObject({ status: 'done' });
  });

  it('is refused to anyone outside the project (404) and to a viewer (403)', async () => {
    for (const res of [
      await stranger.get(`/api/datasets/${ds.id}/syncs`),
      await stranger.post(`/api/datasets/${ds.id}/sync`),
      await stranger.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'weekly' }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await viewer.get(`/api/datasets/${ds.id}/syncs`)).statusCode).toBe(200);
    expect((await viewer.post(`/api/datasets/${ds.id}/sync`)).statusCode).toBe(403);
    expect((await viewer.patch(`/api/datasets/${ds.id}`, { syncSchedule: 'weekly' })).statusCode).toBe(403);
    expect((await owner.get(`/api/datasets/${ds.id}`)).json()).toMatchObject({ syncSchedule: 'daily' });
  });
});

describe('a 500-page dataset with nothing changed', () => {
  it('re-syncs without re-indexing or re-embedding anything', { timeout: 120_000 }, async () => {
    const kinds = ['etag', 'last-modified', 'both', 'none'] as const;
    const paths = Array.from({ length: 500 }, (_, i) => `/bulk/${i}`);
    paths.forEach((p, i) => site.setPage(p, { title: `Guide ${i}`, text: `Guide number ${i} explains trail ${i} in detail.`, validators: kinds[i % kinds.length] }));
    const ds = await createDataset(owner, projectId, 'Five hundred pages');
    for (let i = 0; i < paths.length; i += 100) {
      expect((await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: paths.slice(i, i + 100).map((p) => `${site.origin}${p}`) })).statusCode).toBe(202);
    }
    expect((await waitForDataset(owner, ds.id, 100_000)).itemCount).toBe(500);
    const before = await chunkIdsByPage(ds.id);
    llm.requests.length = 0;

    const started = Date.now();
    const sync = await syncNow(ds.id);
    const seconds = (Date.now() - started) / 1000;
    expect(counts(sync)).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 500, failed: 0 });
    expect(embeddingRequests()).toHaveLength(0);
    expect(await chunkIdsByPage(ds.id)).toEqual(before);
    expect(seconds).toBeLessThan(30);
  });
});
