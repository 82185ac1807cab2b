import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { embeddingProvider, OPENAI_EMBEDDING_MODEL, type EmbeddingProvider } from '../../common/embeddings';
import { queryRows, type Db } from '../db/client';
import { datasets, projects } from '../db/schema';
import { enqueueJobs } from '../platform/jobs/job-queue';
import { EMBED_DATASET_JOB } from './job-kinds';

export interface EmbeddingChoice {
  provider: EmbeddingProvider;
  /** null only for `none` */
  model: string | null;
}

const storedChoice = z
  .object({ embedding: z.object({ provider: embeddingProvider, model: z.string().nullable().catch(null) }) })
  .transform((s) => s.embedding)
  .nullable()
  .catch(null);

/** The project's chosen provider and model (kept in projects.settings); null when it has not chosen. */
export async function findEmbeddingChoice(db: Db, projectId: string): Promise<EmbeddingChoice | null> {
  const [row] = await db.select({ settings: projects.settings }).from(projects).where(eq(projects.id, projectId)).limit(1);
  const choice = storedChoice.parse(row?.settings ?? null);
  if (!choice) return null;
  if (choice.provider === 'none') return { provider: 'none', model: null };
  return { provider: choice.provider, model: choice.model || (choice.provider === 'openai' ? OPENAI_EMBEDDING_MODEL : null) };
}

/** Merges the choice into the project's settings (its other keys are kept). */
export async function saveEmbeddingChoice(db: Db, projectId: string, choice: EmbeddingChoice, now: Date): Promise<void> {
  await db
    .update(projects)
    .set({ settings: sql`${projects.settings} || ${JSON.stringify({ embedding: choice })}::jsonb`, updatedAt: now })
    .where(eq(projects.id, projectId));
}

const ids = (list: string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);

/**
 * Marks every dataset of the project that has a passage without a vector of `target` (or whose
 * last re-embedding failed) for re-embedding, and queues one job each, unless one for the same
 * target is already queued or running. Datasets already complete are marked done. Returns how many were queued.
 */
export async function queueReembedding(db: Db, projectId: string, target: string): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const marked = await queryRows<{ id: string }>(
      tx,
      sql`update datasets d set embedding_target = ${target}, embedding_error = null
          where d.project_id = ${projectId} and exists (
            select 1 from vector_chunks c left join chunk_embeddings e on e.chunk_id = c.id and e.model = ${target}
            where c.dataset_id = d.id and e.chunk_id is null)
          returning d.id`,
    );
    await tx.execute(sql`update datasets set embedding_target = null, embedding_error = null
      where project_id = ${projectId} and embedding_target is not null ${marked.length ? sql`and id not in (${ids(marked.map((m) => m.id))})` : sql``}`);
    if (marked.length === 0) return 0;
    const running = await queryRows<{ id: string }>(
      tx,
      sql`select dataset_id as id from jobs where kind = ${EMBED_DATASET_JOB} and status in ('queued', 'running')
          and payload ->> 'target' = ${target} and dataset_id in (${ids(marked.map((m) => m.id))})`,
    );
    const busy = new Set(running.map((r) => r.id));
    const toQueue = marked.filter((m) => !busy.has(m.id));
    await enqueueJobs(tx, toQueue.map((m) => ({ kind: EMBED_DATASET_JOB, payload: { datasetId: m.id, target }, datasetId: m.id })));
    return toQueue.length;
  });
}

/** `none`, or no vector support: nothing is pending, and (with pgvector) the project's vectors go. Chunks stay. */
export async function dropProjectEmbeddings(db: Db, projectId: string, vectorTable: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(datasets).set({ embeddingTarget: null, embeddingError: null }).where(eq(datasets.projectId, projectId));
    if (vectorTable) await tx.execute(sql`delete from chunk_embeddings where dataset_id in (select id from datasets where project_id = ${projectId})`);
  });
}

/** The next passages of the dataset without a vector of `model`, with the text they are embedded from. */
export async function chunksToEmbed(db: Db, datasetId: string, model: string, limit: number): Promise<{ id: string; text: string }[]> {
  return queryRows(
    db,
    sql`select c.id, coalesce(c.metadata ->> 'title', '') || E'\n' || c.content as text
        from vector_chunks c left join chunk_embeddings e on e.chunk_id = c.id and e.model = ${model}
        where c.dataset_id = ${datasetId} and e.chunk_id is null
        order by c.id limit ${limit}`,
  );
}

export async function findEmbeddingTarget(db: Db, datasetId: string): Promise<string | null> {
  const [row] = await db.select({ target: datasets.embeddingTarget }).from(datasets).where(eq(datasets.id, datasetId)).limit(1);
  return row?.target ?? null;
}

/** Every passage has a vector of `target`: vectors of other models go, and the dataset is searched with the new ones. */
export async function finishReembedding(db: Db, datasetId: string, target: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from chunk_embeddings where dataset_id = ${datasetId} and model <> ${target}`);
    await tx.update(datasets).set({ embeddingTarget: null, embeddingError: null }).where(and(eq(datasets.id, datasetId), eq(datasets.embeddingTarget, target)));
  });
}

export async function failReembedding(db: Db, datasetId: string, target: string, error: string): Promise<void> {
  await db
    .update(datasets)
    .set({ embeddingError: error.slice(0, 2000) })
    .where(and(eq(datasets.id, datasetId), eq(datasets.embeddingTarget, target)));
}

/** Passages per dataset, and how many have a vector of each dataset's model (`models`: dataset id to embedder id). */
export async function embeddingCounts(db: Db, models: Map<string, string | null>, vectorTable: boolean): Promise<Map<string, { embedded: number; total: number }>> {
  const out = new Map<string, { embedded: number; total: number }>();
  const list = [...models.keys()];
  if (list.length === 0) return out;
  for (const id of list) out.set(id, { embedded: 0, total: 0 });
  const totals = await queryRows<{ id: string; n: number }>(db, sql`select dataset_id as id, count(*)::int as n from vector_chunks where dataset_id in (${ids(list)}) group by dataset_id`);
  for (const r of totals) out.set(r.id, { embedded: 0, total: r.n });
  const pairs = [...models.entries()].filter((e): e is [string, string] => e[1] !== null);
  if (!vectorTable || pairs.length === 0) return out;
  const embedded = await queryRows<{ id: string; n: number }>(
    db,
    sql`select e.dataset_id as id, count(*)::int as n from chunk_embeddings e
        join (values ${sql.join(pairs.map(([id, model]) => sql`(${id}::uuid, ${model})`), sql`, `)}) as m(dataset_id, model)
          on m.dataset_id = e.dataset_id and m.model = e.model
        group by e.dataset_id`,
  );
  for (const r of embedded) out.set(r.id, { embedded: r.n, total: out.get(r.id)?.total ?? 0 });
  return out;
}
