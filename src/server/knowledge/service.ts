import { randomUUID } from 'node:crypto';
import {
  CRAWL_DEFAULT_PAGES,
  DATASET_DEFAULTS,
  DOCUMENT_WRONG_TYPE,
  type CreateDatasetBody,
  type DataItem,
  type DataItemDetail,
  type Dataset,
  type IngestResult,
  type UpdateDatasetBody,
  createDatasetBody,
  ingestBody,
} from '../../common/knowledge';
import { ERROR_CODES } from '../../common/error-codes';
import type { Db } from '../db/client';
import { AppError, notFound } from '../platform/errors';
import type { AppDeps } from '../platform/deps';
import { enqueueJobs } from '../platform/jobs/job-queue';
import type { SessionUser } from '../platform/session';
import type { Capability } from '../../common/members';
import { assertRoleCan, requireProject } from '../accounts/projects/index';
import { toDataItem, toDataset } from './dataset-view';
import { deleteDatasetDocuments, deleteDocument, saveDocument } from '../platform/storage/document-storage';
import { detectDocumentKind } from './documents/extract-document';
import { nextSyncAfter } from './sync-schedule';
import { INGEST_ITEM_JOB } from './job-kinds';
import {
  agentsByDataset,
  attachDatasetIfNone,
  countsByDataset,
  deleteDatasetRow,
  deleteItems,
  existingUrlSources,
  findDataset,
  findItem,
  findMemberAgentRef,
  findMemberDataset,
  findUrlItemTree,
  insertDataset,
  insertItem,
  insertUrlItems,
  listItems,
  listProjectDatasets,
  refreshDatasetStatus,
  updateDatasetRow,
  updateItem,
  type DatasetRow,
  type ItemRow,
} from './queries';
import { canonicalizeUrl } from './web/canonical-url';

type CreateDatasetParsed = ReturnType<typeof createDatasetBody.parse>;
type IngestParsed = ReturnType<typeof ingestBody.parse>;

/** The dataset when the user is a member of its project whose role allows `need`; 404 for anyone else. */
export async function requireDataset(deps: AppDeps, user: SessionUser, datasetId: string, need: Capability): Promise<DatasetRow> {
  const found = await findMemberDataset(deps.db, user.id, datasetId);
  if (!found) throw notFound('Dataset');
  assertRoleCan(found.role, need);
  return found.dataset;
}

async function viewsOf(deps: AppDeps, rows: DatasetRow[]): Promise<Dataset[]> {
  const ids = rows.map((r) => r.id);
  const [counts, agents] = await Promise.all([countsByDataset(deps.db, ids), agentsByDataset(deps.db, ids)]);
  return rows.map((r) => toDataset(r, counts.get(r.id), agents.get(r.id)));
}

export async function viewDataset(deps: AppDeps, row: DatasetRow): Promise<Dataset> {
  return (await viewsOf(deps, [row]))[0];
}

export async function listDatasets(deps: AppDeps, user: SessionUser, projectId: string): Promise<Dataset[]> {
  const project = await requireProject(deps, user, projectId, 'view');
  return viewsOf(deps, await listProjectDatasets(deps.db, project.id));
}

export async function createDataset(deps: AppDeps, user: SessionUser, projectId: string, body: CreateDatasetParsed | CreateDatasetBody): Promise<Dataset> {
  const project = await requireProject(deps, user, projectId, 'build');
  const parsed = createDatasetBody.parse(body);
  const row = await insertDataset(deps.db, {
    projectId: project.id,
    name: parsed.name,
    description: parsed.description || null,
    settings: parsed.settings ?? { ...DATASET_DEFAULTS },
  });
  return viewDataset(deps, row);
}

export async function updateDataset(deps: AppDeps, user: SessionUser, datasetId: string, body: UpdateDatasetBody): Promise<Dataset> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  const updated = await updateDatasetRow(deps.db, row.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
    ...(body.settings !== undefined ? { settings: body.settings } : {}),
    // a new schedule counts from now; saving the same one keeps the time already due
    ...(body.syncSchedule !== undefined && body.syncSchedule !== row.syncSchedule
      ? { syncSchedule: body.syncSchedule, nextSyncAt: nextSyncAfter(body.syncSchedule, deps.clock()) }
      : {}),
  });
  return viewDataset(deps, updated);
}

export async function deleteDataset(deps: AppDeps, user: SessionUser, datasetId: string): Promise<void> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  await deleteDatasetRow(deps.db, row.id);
  await deleteDatasetDocuments(deps.storage, row.id);
}

/** Queues each item's ingestion in the same transaction that makes the dataset 'processing'. */
async function queueItems(deps: AppDeps, db: Db, datasetId: string, items: ItemRow[]): Promise<void> {
  await enqueueJobs(db, items.map((i) => ({ kind: INGEST_ITEM_JOB, payload: { itemId: i.id }, datasetId })));
  await refreshDatasetStatus(db, datasetId);
}

/** Adds pages (new ones, or existing ones to fetch again) and starts their ingestion. */
export async function ingestUrls(deps: AppDeps, user: SessionUser, datasetId: string, body: IngestParsed): Promise<IngestResult> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  const items = await addUrlItems(deps, row.id, body.urls, { crawl: body.crawl, pageLimit: body.pageLimit });
  return { dataset: await viewDataset(deps, (await findDataset(deps.db, row.id)) ?? row), items: items.map(toDataItem) };
}

async function addUrlItems(deps: AppDeps, datasetId: string, urls: string[], crawl: { crawl: boolean; pageLimit: number }): Promise<ItemRow[]> {
  const sources = [...new Set(urls.map((u) => canonicalizeUrl(u)))];
  const metadata = crawl.crawl ? { crawl: true, pageLimit: crawl.pageLimit } : {};
  const items = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await insertUrlItems(tx, sources.map((source) => ({ datasetId, type: 'url', source, metadata })));
    const again = sources.filter((s) => !inserted.some((i) => i.source === s));
    const refreshed: ItemRow[] = [];
    for (const source of again) {
      const [item] = await findUrlItemTree(tx, datasetId, source);
      if (!item) continue;
      await updateItem(tx, item.id, { status: 'pending', error: null, attempts: 0, ...(crawl.crawl ? { metadata } : {}) });
      refreshed.push({ ...item, status: 'pending', error: null, attempts: 0 });
    }
    const all = [...inserted, ...refreshed];
    await queueItems(deps, tx, datasetId, all);
    return all;
  });
  deps.jobSignal.notify();
  return items;
}

export async function listDatasetItems(deps: AppDeps, user: SessionUser, datasetId: string): Promise<DataItem[]> {
  const row = await requireDataset(deps, user, datasetId, 'view');
  return (await listItems(deps.db, row.id)).map(toDataItem);
}

export async function getDatasetItem(deps: AppDeps, user: SessionUser, datasetId: string, itemId: string): Promise<DataItemDetail> {
  const row = await requireDataset(deps, user, datasetId, 'view');
  const item = await findItem(deps.db, row.id, itemId);
  if (!item) throw notFound('Item');
  return { ...toDataItem(item), content: item.content };
}

async function removeItems(deps: AppDeps, datasetId: string, items: ItemRow[]): Promise<void> {
  await deleteItems(deps.db, items.map((i) => i.id));
  for (const item of items) if (item.type === 'document') await deleteDocument(deps.storage, datasetId, item.id);
  await refreshDatasetStatus(deps.db, datasetId);
}

export async function deleteDatasetItem(deps: AppDeps, user: SessionUser, datasetId: string, itemId: string): Promise<void> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  const item = await findItem(deps.db, row.id, itemId);
  if (!item) throw notFound('Item');
  await removeItems(deps, row.id, [item]);
}

/** Fetches and parses every item again; unchanged content keeps its index (compared by hash). */
export async function reindexDataset(deps: AppDeps, user: SessionUser, datasetId: string): Promise<Dataset> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  const items = await listItems(deps.db, row.id);
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const item of items) await updateItem(tx, item.id, { status: 'pending', error: null, attempts: 0 });
    await queueItems(deps, tx, row.id, items);
  });
  deps.jobSignal.notify();
  return viewDataset(deps, (await findDataset(deps.db, row.id)) ?? row);
}

const unsupportedType = () => new AppError(415, ERROR_CODES.unsupportedMediaType, DOCUMENT_WRONG_TYPE);

/** Stores an uploaded document and queues its parsing; the type is read from the bytes. */
export async function addDocument(deps: AppDeps, user: SessionUser, datasetId: string, fileName: string, bytes: Buffer): Promise<DataItem> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  return addDocumentTo(deps, row.id, fileName, bytes);
}

async function addDocumentTo(deps: AppDeps, datasetId: string, fileName: string, bytes: Buffer): Promise<DataItem> {
  const kind = detectDocumentKind(bytes, fileName);
  if (!kind) throw unsupportedType();
  // the file first, then the item and its job together: a crash in between leaves at most an
  // unused file, never an item that no job will ever process
  const id = randomUUID();
  await saveDocument(deps.storage, datasetId, id, bytes);
  const item = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await insertItem(tx, { id, datasetId, type: 'document', source: fileName, metadata: { kind, size: bytes.length } });
    await queueItems(deps, tx, datasetId, [inserted]);
    return inserted;
  });
  deps.jobSignal.notify();
  return toDataItem(item);
}

/** The agent's dataset, created (named after the agent) and attached when it has none. */
async function ensureAgentDataset(deps: AppDeps, agent: { id: string; projectId: string; name: string; datasetId: string | null }): Promise<string> {
  if (agent.datasetId) return agent.datasetId;
  const created = await insertDataset(deps.db, { projectId: agent.projectId, name: `${agent.name} knowledge`.slice(0, 255), description: null, settings: { ...DATASET_DEFAULTS } });
  const attached = await attachDatasetIfNone(deps.db, agent.id, created.id);
  if (attached !== created.id) await deleteDatasetRow(deps.db, created.id);
  return attached;
}

export async function addAgentDocument(deps: AppDeps, user: SessionUser, agentId: string, fileName: string, bytes: Buffer): Promise<{ datasetId: string; item: DataItem }> {
  const agent = await findMemberAgentRef(deps.db, user.id, agentId);
  if (!agent) throw notFound('Agent');
  assertRoleCan(agent.role, 'build');
  if (!detectDocumentKind(bytes, fileName)) throw unsupportedType();
  const datasetId = await ensureAgentDataset(deps, agent);
  return { datasetId, item: await addDocumentTo(deps, datasetId, fileName, bytes) };
}

/** The agent's website URLs that its dataset does not hold yet are crawled into it (wizard step 3). */
export async function syncAgentWebsites(deps: AppDeps, agent: { id: string; projectId: string; name: string; datasetId: string | null }, urls: string[]): Promise<string | null> {
  const sources = [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).flatMap(canonicalOrNone))];
  if (sources.length === 0) return agent.datasetId;
  const datasetId = await ensureAgentDataset(deps, agent);
  const known = await existingUrlSources(deps.db, datasetId, sources);
  const fresh = sources.filter((s) => !known.has(s));
  if (fresh.length) await addUrlItems(deps, datasetId, fresh, { crawl: true, pageLimit: CRAWL_DEFAULT_PAGES });
  return datasetId;
}

function canonicalOrNone(url: string): string[] {
  try {
    return [canonicalizeUrl(url)];
  } catch {
    return [];
  }
}

/** DELETE /api/agents/{id}/urls: the URL's items (and pages crawled from it) leave the agent's dataset. */
export async function removeAgentUrlItems(deps: AppDeps, agent: { datasetId: string | null }, url: string): Promise<void> {
  if (!agent.datasetId) return;
  const [source] = canonicalOrNone(url);
  if (!source) return;
  const items = await findUrlItemTree(deps.db, agent.datasetId, source);
  if (items.length) await removeItems(deps, agent.datasetId, items);
}
