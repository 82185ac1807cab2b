import type { RetrievedPassage } from './passages';
import type { Db } from '../db/client';
import type { Embedder } from './embeddings';
import { findChunks, searchFullText, type ChunkHit } from './full-text-search';
import { DEFAULT_EXPANSION, type Expansion } from './related-words';
import type { SearchLanguage } from './text-search';
import { searchEmbeddings } from './vector-store';

/** Reciprocal rank fusion constant (Cormack et al.): damps the weight of the very first ranks. */
const RRF_K = 60;
const CANDIDATES_PER_K = 4;

export interface SearchRequest {
  datasetId: string;
  question: string;
  /** the question's language; undefined: detected from the question */
  language?: SearchLanguage | null;
  /** the question in other languages of the dataset (a model translated it), searched too and fused */
  translations?: { language: SearchLanguage; text: string }[];
  topK: number;
  embedder: Embedder | null;
  /** English related words searched at a lower weight (default: the chosen ones; null: none) */
  expansion?: Expansion | null;
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
 * The best passages of a dataset for a question: full-text always (in the question's language and
 * in each translation), nearest embeddings when the project has an embedding model, merged by
 * reciprocal rank fusion. A passage's score is its cosine similarity when it has one, else its
 * best full-text rank (both 0-1).
 */
export async function searchDataset(db: Db, req: SearchRequest, candidates = req.topK * CANDIDATES_PER_K): Promise<RetrievedPassage[]> {
  const [vector, ...texts] = await Promise.all([
    req.embedder ? nearest(db, req, candidates) : Promise.resolve([]),
    searchFullText(db, req.datasetId, req.question, candidates, req.language, req.expansion === undefined ? DEFAULT_EXPANSION : req.expansion),
    ...(req.translations ?? []).map((t) => searchFullText(db, req.datasetId, t.text, candidates, t.language, null)),
  ]);
  if (vector.length === 0 && texts.length === 1) return texts[0].slice(0, candidates).map((h) => toPassage(h, h.score));

  const fused = new Map<string, { rrf: number; score: number }>();
  const add = (id: string, rank: number, score: number, similarity: boolean) => {
    const prev = fused.get(id);
    fused.set(id, { rrf: (prev?.rrf ?? 0) + 1 / (RRF_K + rank + 1), score: similarity ? score : Math.max(prev?.score ?? 0, score) });
  };
  for (const list of texts) list.forEach((h, rank) => add(h.id, rank, h.score, false));
  vector.forEach((v, rank) => add(v.id, rank, v.similarity, true));
  const order = [...fused.entries()].sort((a, b) => b[1].rrf - a[1].rrf).slice(0, candidates);
  const known = new Map<string, Omit<ChunkHit, 'score'>>(texts.flat().map((h) => [h.id, h]));
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
