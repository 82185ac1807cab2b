import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { memberOf, memberRole } from '../db/membership';
import { projectMembers } from '../db/team-tables';
import { agents, datasets } from '../db/schema';
import { dataItems, vectorChunks } from '../db/knowledge-tables';
import type { DatasetSettings } from '../../common/knowledge';

export type DatasetRow = typeof datasets.$inferSelect;
export type ItemRow = typeof dataItems.$inferSelect;
export type NewItem = typeof dataItems.$inferInsert;

export interface DatasetCounts {
  itemCount: number;
  doneCount: number;
  errorCount: number;
  chunkCount: number;
}

export async function insertDataset(db: Db, values: { projectId: string; name: string; description: string | null; settings: DatasetSettings }): Promise<DatasetRow> {
  const [row] = await db.insert(datasets).values(values).returning();
  return row;
}

/** The dataset and the user's role when the user is a member of its project; null otherwise. */
export async function findMemberDataset(db: Db, userId: string, datasetId: string): Promise<{ dataset: DatasetRow; role: string } | null> {
  const [row] = await db
    .select({ dataset: datasets, role: memberRole })
    .from(datasets)
    .innerJoin(projectMembers, memberOf(datasets.projectId, userId))
    .where(eq(datasets.id, datasetId))
    .limit(1);
  return row ?? null;
}

export async function findDataset(db: Db, datasetId: string): Promise<DatasetRow | null> {
  const [row] = await db.select().from(datasets).where(eq(datasets.id, datasetId)).limit(1);
  return row ?? null;
}

export async function listProjectDatasets(db: Db, projectId: string): Promise<DatasetRow[]> {
  return db.select().from(datasets).where(eq(datasets.projectId, projectId)).orderBy(desc(datasets.createdAt));
}

export async function updateDatasetRow(db: Db, id: string, values: Partial<Pick<DatasetRow, 'name' | 'description' | 'settings' | 'status' | 'syncSchedule' | 'nextSyncAt'>>): Promise<DatasetRow> {
  const [row] = await db.update(datasets).set({ ...values, updatedAt: new Date() }).where(eq(datasets.id, id)).returning();
  return row;
}

/** Agents using the dataset are detached by the foreign key (on delete set null); chunks cascade. */
export async function deleteDatasetRow(db: Db, id: string): Promise<void> {
  await db.delete(datasets).where(eq(datasets.id, id));
}

export async function countsByDataset(db: Db, ids: string[]): Promise<Map<string, DatasetCounts>> {
  const out = new Map<string, DatasetCounts>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{ id: string; items: number; done: number; errors: number; chunks: number }>(
    db,
    sql`select dataset_id as id, count(*)::int as items,
          count(*) filter (where status in ('ready', 'error'))::int as done,
          count(*) filter (where status = 'error')::int as errors,
          coalesce(sum(chunk_count), 0)::int as chunks
        from data_items where dataset_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        group by dataset_id`,
  );
  for (const r of rows) out.set(r.id, { itemCount: r.items, doneCount: r.done, errorCount: r.errors, chunkCount: r.chunks });
  return out;
}

export async function agentsByDataset(db: Db, ids: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await db.select({ id: agents.id, name: agents.name, datasetId: agents.datasetId }).from(agents).where(inArray(agents.datasetId, ids));
  for (const r of rows) {
    if (!r.datasetId) continue;
    out.set(r.datasetId, [...(out.get(r.datasetId) ?? []), { id: r.id, name: r.name }]);
  }
  return out;
}

/**
 * Processing while any item waits or runs; error when every item failed; ready otherwise.
 * The row lock comes first and the counts in a second statement: under READ COMMITTED an update
 * that waited for another job's lock would otherwise write counts from its older snapshot.
 */
export async function refreshDatasetStatus(db: Db, datasetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from datasets where id = ${datasetId} for update`);
    await tx.execute(sql`update datasets set updated_at = now(), status = (
        select case
          when count(*) filter (where status in ('pending', 'processing')) > 0 then 'processing'
          when count(*) > 0 and count(*) = count(*) filter (where status = 'error') then 'error'
          else 'ready' end
        from data_items where dataset_id = ${datasetId})
      where id = ${datasetId}`);
  });
}

/** New URL items; a page already in the dataset is left as it is. Returns the inserted rows. */
export async function insertUrlItems(db: Db, rows: NewItem[]): Promise<ItemRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(dataItems)
    .values(rows)
    .onConflictDoNothing({ target: [dataItems.datasetId, dataItems.source], where: sql`${dataItems.type} = 'url'` })
    .returning();
}

export async function insertItem(db: Db, row: NewItem): Promise<ItemRow> {
  const [item] = await db.insert(dataItems).values(row).returning();
  return item;
}

export async function listItems(db: Db, datasetId: string): Promise<ItemRow[]> {
  return db.select().from(dataItems).where(eq(dataItems.datasetId, datasetId)).orderBy(desc(dataItems.createdAt), dataItems.source);
}

export async function findItem(db: Db, datasetId: string, itemId: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(dataItems).where(and(eq(dataItems.id, itemId), eq(dataItems.datasetId, datasetId))).limit(1);
  return row ?? null;
}

export async function findItemById(db: Db, itemId: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(dataItems).where(eq(dataItems.id, itemId)).limit(1);
  return row ?? null;
}

// a page's item keeps the address it was asked for when the page turned out to live elsewhere
const requestedUrl = sql<string | null>`${dataItems.metadata} ->> 'requestedUrl'`;

/** The web page item of the dataset at `source`, or asked for at `source` (see requestedUrl). */
export async function findUrlItem(db: Db, datasetId: string, source: string, opts: { asked?: boolean } = { asked: true }): Promise<ItemRow | null> {
  const rows = await db
    .select()
    .from(dataItems)
    .where(and(eq(dataItems.datasetId, datasetId), eq(dataItems.type, 'url'), opts.asked ? or(eq(dataItems.source, source), eq(requestedUrl, source)) : eq(dataItems.source, source)))
    .orderBy(sql`${dataItems.source} = ${source} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export async function updateItem(db: Db, id: string, values: Partial<Omit<ItemRow, 'id' | 'datasetId' | 'createdAt'>>): Promise<void> {
  await db.update(dataItems).set(values).where(eq(dataItems.id, id));
}

export async function deleteItems(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(dataItems).where(inArray(dataItems.id, ids));
}

/** Items found by a crawl (the root included), counted under a lock on the root row. */
export async function lockCrawlCount(db: Db, rootId: string): Promise<number> {
  await db.execute(sql`select id from data_items where id = ${rootId} for update`);
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from data_items where crawl_root_id = ${rootId}`);
  return row.n + 1;
}

export async function deleteItemChunks(db: Db, itemId: string): Promise<void> {
  await db.delete(vectorChunks).where(eq(vectorChunks.dataItemId, itemId));
}

/** Where an item's next generation of chunks starts numbering (see indexItem). */
export async function nextChunkIndex(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${vectorChunks.chunkIndex}) + 1, 0)::int` }).from(vectorChunks).where(eq(vectorChunks.dataItemId, itemId));
  return row?.next ?? 0;
}

/** The item's earlier generations of chunks. */
export async function deleteChunksBelow(db: Db, itemId: string, first: number): Promise<void> {
  await db.delete(vectorChunks).where(and(eq(vectorChunks.dataItemId, itemId), lt(vectorChunks.chunkIndex, first)));
}

export interface ChunkToStore {
  chunkIndex: number;
  content: string;
  tokenCount: number;
  /** accent-folded title and heading (weighted A) and body */
  searchHead: string;
  searchBody: string;
  metadata: Record<string, unknown>;
}

export async function insertChunks(db: Db, item: { id: string; datasetId: string }, language: 'english' | 'spanish', chunks: ChunkToStore[]): Promise<{ id: string; content: string }[]> {
  if (chunks.length === 0) return [];
  return db
    .insert(vectorChunks)
    .values(
      chunks.map((c) => ({
        dataItemId: item.id,
        datasetId: item.datasetId,
        chunkIndex: c.chunkIndex,
        content: c.content,
        tokenCount: c.tokenCount,
        searchVector: sql`setweight(to_tsvector(${language}::regconfig, ${c.searchHead}), 'A') || to_tsvector(${language}::regconfig, ${c.searchBody})` as unknown as string,
        // the language also counts the chunk in its dataset's statistics (dataset_text_stats)
        metadata: { ...c.metadata, language },
      })),
    )
    .returning({ id: vectorChunks.id, content: vectorChunks.content });
}

export async function countItemChunks(db: Db, itemId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from vector_chunks where data_item_id = ${itemId}`);
  return row.n;
}

export async function findProjectOfDataset(db: Db, datasetId: string): Promise<string | null> {
  const [row] = await db.select({ projectId: datasets.projectId }).from(datasets).where(eq(datasets.id, datasetId)).limit(1);
  return row?.projectId ?? null;
}

export interface AgentKnowledgeRef {
  id: string;
  projectId: string;
  name: string;
  datasetId: string | null;
}

export async function findMemberAgentRef(db: Db, userId: string, agentId: string): Promise<(AgentKnowledgeRef & { role: string }) | null> {
  const [row] = await db
    .select({ id: agents.id, projectId: agents.projectId, name: agents.name, datasetId: agents.datasetId, role: memberRole })
    .from(agents)
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return row ?? null;
}

/** Attaches a dataset unless another request attached one first; answers the agent's dataset. */
export async function attachDatasetIfNone(db: Db, agentId: string, datasetId: string): Promise<string> {
  await db.execute(sql`update agents set dataset_id = ${datasetId}, updated_at = now() where id = ${agentId} and dataset_id is null`);
  const [row] = await db.select({ datasetId: agents.datasetId }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.datasetId ?? datasetId;
}

/** The URL's item and the pages crawled from it. */
export async function findUrlItemTree(db: Db, datasetId: string, source: string): Promise<ItemRow[]> {
  const root = await findUrlItem(db, datasetId, source);
  if (!root) return [];
  const children = await db.select().from(dataItems).where(eq(dataItems.crawlRootId, root.id));
  return [root, ...children];
}

export async function existingUrlSources(db: Db, datasetId: string, sources: string[]): Promise<Set<string>> {
  if (sources.length === 0) return new Set();
  const rows = await db
    .select({ source: dataItems.source, requested: requestedUrl })
    .from(dataItems)
    .where(and(eq(dataItems.datasetId, datasetId), eq(dataItems.type, 'url'), or(inArray(dataItems.source, sources), inArray(requestedUrl, sources))));
  return new Set(rows.flatMap((r) => (r.requested ? [r.source, r.requested] : [r.source])));
}
