import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { createPacer } from '../platform/event-loop-pacer';

/*
 * Embeddings live in chunk_embeddings, created at start-up only when pgvector exists
 * (src/server/db/client.ts). The column has no fixed size, so each dimension gets its own
 * partial HNSW index over a typed cast, created the first time vectors of that size arrive.
 */

const indexedDims = new Set<number>();

function vectorLiteral(v: number[]): string {
  return `[${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;
}

async function ensureIndex(db: Db, dims: number): Promise<void> {
  if (indexedDims.has(dims)) return;
  if (!Number.isInteger(dims) || dims < 1 || dims > 4000) throw new Error(`Unsupported embedding size ${dims}`);
  await db.execute(
    sql.raw(`create index if not exists chunk_embeddings_hnsw_${dims} on chunk_embeddings using hnsw ((embedding::vector(${dims})) vector_cosine_ops) where dims = ${dims}`),
  );
  indexedDims.add(dims);
}

/** Vectors per insert: each statement stays short (the embedded database runs on the event loop) and under PostgreSQL's parameter limit. */
const INSERT_BATCH = 100;

export async function storeEmbeddings(db: Db, datasetId: string, model: string, chunks: { id: string }[], vectors: number[][]): Promise<void> {
  if (chunks.length === 0) return;
  const dims = vectors[0].length;
  await ensureIndex(db, dims);
  const pace = createPacer();
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    const values = chunks
      .slice(start, start + INSERT_BATCH)
      .map((c, i) => sql`(${c.id}::uuid, ${datasetId}::uuid, ${model}, ${dims}, ${vectorLiteral(vectors[start + i])}::vector)`);
    await db.execute(sql`insert into chunk_embeddings (chunk_id, dataset_id, model, dims, embedding) values ${sql.join(values, sql`, `)}
      on conflict (chunk_id) do update set model = excluded.model, dims = excluded.dims, embedding = excluded.embedding`);
    await pace();
  }
}

export async function countEmbeddings(db: Db, itemId: string, model: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chunk_embeddings e join vector_chunks c on c.id = e.chunk_id where c.data_item_id = ${itemId} and e.model = ${model}`,
  );
  return row.n;
}

/** The nearest chunks of one dataset by cosine similarity (0-1). */
export async function searchEmbeddings(db: Db, datasetId: string, model: string, query: number[], limit: number): Promise<{ id: string; similarity: number }[]> {
  const dims = query.length;
  if (!Number.isInteger(dims) || dims < 1 || dims > 4000) return [];
  const cast = sql.raw(`::vector(${dims})`);
  const q = sql`${vectorLiteral(query)}${cast}`;
  return queryRows(
    db,
    sql`select chunk_id as id, 1 - (embedding${cast} <=> ${q}) as similarity
        from chunk_embeddings where dataset_id = ${datasetId} and model = ${model} and dims = ${dims}
        order by embedding${cast} <=> ${q} limit ${limit}`,
  );
}
