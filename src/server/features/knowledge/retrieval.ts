import type { RetrievedPassage } from '../runtime/types';
import type { Db } from '../../db/client';
import type { Embedder } from './embeddings';
import { findChunks, searchFullText, type ChunkHit } from './full-text-search';
import { searchEmbeddings } from './vector-store';

/** Reciprocal rank fusion constant (Cormack et al.): damps the weight of the very first ranks. */
const RRF_K = 60;
const CANDIDATES_PER_K = 4;

export interface SearchRequest {
  datasetId: string;
  question: string;
  topK: number;
  embedder: Embedder | null;
}

function toPassage(hit: Omit<ChunkHit, 'score'>, score: number): RetrievedPassage {
  const meta = hit.metadata ?? {};
  const heading = typeof meta.heading === 'string' ? meta.heading : null;
  const title = hit.title || hit.source;
  return {
    source: hit.source,
    title: heading && !title.toLowerCase().includes(heading.toLowerCase()) ? `${title} › ${heading}` : title,
    url: hit.type === 'url' ? hit.source : null,
    score: Math.max(0, Math.min(1, Math.round(score * 1000) / 1000)),
    content: hit.content,
  };
}

/**
 * The best passages of a dataset for a question: full-text always, nearest embeddings when the
 * project has an embedding model, merged by reciprocal rank fusion. A passage's score is its
 * cosine similarity when it has one, else its full-text rank (both 0-1).
 */
export async function searchDataset(db: Db, req: SearchRequest, candidates = req.topK * CANDIDATES_PER_K): Promise<RetrievedPassage[]> {
  const [text, vector] = await Promise.all([
    searchFullText(db, req.datasetId, req.question, candidates),
    req.embedder ? nearest(db, req, candidates) : Promise.resolve([]),
  ]);
  if (vector.length === 0) return text.slice(0, candidates).map((h) => toPassage(h, h.score));

  const fused = new Map<string, { rrf: number; score: number }>();
  text.forEach((h, rank) => fused.set(h.id, { rrf: 1 / (RRF_K + rank + 1), score: h.score }));
  vector.forEach((v, rank) => {
    const prev = fused.get(v.id);
    fused.set(v.id, { rrf: (prev?.rrf ?? 0) + 1 / (RRF_K + rank + 1), score: v.similarity });
  });
  const order = [...fused.entries()].sort((a, b) => b[1].rrf - a[1].rrf).slice(0, candidates);
  const known = new Map<string, Omit<ChunkHit, 'score'>>(text.map((h) => [h.id, h]));
  const missing = order.map(([id]) => id).filter((id) => !known.has(id));
  for (const row of await findChunks(db, missing)) known.set(row.id, row);
  return order.flatMap(([id, f]) => {
    const hit = known.get(id);
    return hit ? [toPassage(hit, f.score)] : [];
  });
}

async function nearest(db: Db, req: SearchRequest, limit: number) {
  const embedder = req.embedder as Embedder;
  try {
    const query = await embedder.embedQuery(req.question);
    return await searchEmbeddings(db, req.datasetId, embedder.id, query, limit);
  } catch {
    // the embedding provider failing must not take retrieval down: full-text still answers
    return [];
  }
}
