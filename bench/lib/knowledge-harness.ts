// In-process retrieval measurements for bench/knowledge.bench.mjs, which bundles this file with
// esbuild: the real indexing and search code on the embedded database or a PostgreSQL server.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { datasets, projects, users } from '../../src/server/db/schema';
import { dataItems } from '../../src/server/db/knowledge-tables';
import { indexItem } from '../../src/server/knowledge/index-item';
import { loadUrlContent } from '../../src/server/knowledge/load-url-content';
import { refreshPlannerStatistics } from '../../src/server/knowledge/planner-statistics';
import { insertChunks } from '../../src/server/knowledge/queries';
import { searchDataset } from '../../src/server/knowledge/retrieval';
import { foldAccents } from '../../src/server/knowledge/text-search';
import { KNOWLEDGE_SITE_QUESTIONS, KNOWLEDGE_SITE_TOPIC_PATHS, startKnowledgeSite } from '../../tests/fixtures/knowledge-site';

const SETTINGS = { chunkSize: 500, chunkOverlap: 50, topK: 5, rerank: false };

export interface Corpus {
  database: Database;
  datasetId: string;
  chunks: number;
}

/** A dataset holding the fixture site's topic pages, indexed by the real pipeline. */
export async function openCorpus(databaseUrl?: string): Promise<Corpus> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-kb-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Bench', ownerId: user.id }).returning();
  const [dataset] = await db.insert(datasets).values({ projectId: project.id, name: 'Bench corpus', settings: SETTINGS }).returning();
  const site = await startKnowledgeSite({ fillerPages: 0 });
  const config = loadConfig({ ALLOW_PRIVATE_URLS: site.host, APP_SECRET: 'bench'.padEnd(40, 'x') });
  let chunks = 0;
  try {
    for (const p of KNOWLEDGE_SITE_TOPIC_PATHS) {
      const content = await loadUrlContent(config, `${site.origin}${p}`);
      const [item] = await db.insert(dataItems).values({ datasetId: dataset.id, type: 'url', source: `${site.origin}${p}`, title: content.title, status: 'ready' }).returning();
      chunks += await indexItem(db, item, content, SETTINGS, null);
    }
  } finally {
    await site.close();
  }
  return { database, datasetId: dataset.id, chunks };
}

/** Hit rate at 5: the share of fixture questions whose expected page is among the top 5 passages. */
export async function hitRateAt5(corpus: Corpus): Promise<{ hits: number; total: number; misses: string[] }> {
  let hits = 0;
  const misses: string[] = [];
  for (const q of KNOWLEDGE_SITE_QUESTIONS) {
    const passages = await searchDataset(corpus.database.db, { datasetId: corpus.datasetId, question: q.question, topK: 5, embedder: null }, 5);
    if (passages.some((p) => p.url?.endsWith(q.expectedPath))) hits++;
    else misses.push(`${q.question} -> ${passages.map((p) => p.url?.replace(/^https?:\/\/[^/]+/, '')).join(', ') || 'nothing'}`);
  }
  return { hits, total: KNOWLEDGE_SITE_QUESTIONS.length, misses };
}

// A Zipf-like vocabulary so synthetic chunks share common words and differ in rare ones, as real
// text does. As in real English, the most frequent words are function words (about half of all
// words), which the text search drops as stop words; invented words make up the rest.
const FUNCTION_WORDS = (
  'the of and to a in is it you that he was for on are with as his they be at one have this from or had by but not what all ' +
  'were we when your can there an which their if do will each about how up out them then she many some so these would other ' +
  'into has her him could no than been who its now my over down did only way may should very through just where most after ' +
  'our me before any same too does while because both between own why few more such again once here those off above below ' +
  'under until during against further am being having doing itself themselves ourselves yourself'
).split(' ');
const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'san', 'vel', 'dor', 'pi', 'nu', 'ros', 'tel', 'ma', 'ri', 'gon', 'be', 'fa'];
function makeVocabulary(size: number): string[] {
  const words = [...FUNCTION_WORDS];
  for (let i = 0; words.length < size; i++) {
    let n = i;
    let w = '';
    do {
      w += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    } while (n > 0);
    if (w.length >= 4) words.push(w);
  }
  return words;
}
const VOCABULARY = makeVocabulary(20_000);
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const zipfWord = () => VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(random() * Math.log(VOCABULARY.length))))];

function syntheticChunk(words: number): string {
  return Array.from({ length: words }, zipfWord).join(' ');
}

/** Grows the corpus to `target` chunks with synthetic items of 100 chunks of ~300 words each. */
export async function growCorpus(corpus: Corpus, target: number): Promise<void> {
  const { db } = corpus.database;
  while (corpus.chunks < target) {
    const [item] = await db.insert(dataItems).values({ datasetId: corpus.datasetId, type: 'url', source: `https://synthetic.example/${corpus.chunks}`, title: `Synthetic ${corpus.chunks}`, status: 'ready' }).returning();
    const count = Math.min(100, target - corpus.chunks);
    const rows = Array.from({ length: count }, (_, i) => {
      const content = syntheticChunk(300);
      return { chunkIndex: i, content, tokenCount: 400, searchHead: `Synthetic ${corpus.chunks}`, searchBody: foldAccents(content), metadata: {} };
    });
    await insertChunks(db, item, 'english', rows);
    corpus.chunks += count;
  }
  // as the worker's housekeeping does: statistics analyzed, and read afresh by the next search
  await refreshPlannerStatistics(db, 'pglite');
}

/** Latency of the runtime's retrieval (top 5 of 20 candidates) over the fixture questions and synthetic ones. */
export async function measureRetrieval(corpus: Corpus, queries: number): Promise<number[]> {
  const questions = [...KNOWLEDGE_SITE_QUESTIONS.map((q) => q.question), ...Array.from({ length: 16 }, () => `${zipfWord()} ${zipfWord()} ${zipfWord()} ${zipfWord()}`)];
  for (const q of questions.slice(0, 8)) await searchDataset(corpus.database.db, { datasetId: corpus.datasetId, question: q, topK: 5, embedder: null });
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    await searchDataset(corpus.database.db, { datasetId: corpus.datasetId, question: questions[i % questions.length], topK: 5, embedder: null });
    times.push(performance.now() - started);
  }
  return times;
}
export { startKnowledgeSite } from '../../tests/fixtures/knowledge-site';
