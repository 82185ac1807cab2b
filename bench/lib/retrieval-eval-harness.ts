// In-process retrieval evaluation for bench/retrieval-eval.bench.mjs (bundled with esbuild): third-
// party manuals from Debian's packages, served on loopback and indexed by the real pipeline (web
// pages through the crawler's extraction, PDFs through the document extraction), then searched
// full-text with the frozen questions of bench/retrieval-eval/questions.json. The table questions
// search the repository's table fixtures (spreadsheets uploaded as documents, an HTML page crawled).
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { datasets, projects, users } from '../../src/server/db/schema';
import { dataItems } from '../../src/server/db/knowledge-tables';
import { DocumentParseError, extractDocument } from '../../src/server/knowledge/documents/extract-document';
import { indexItem } from '../../src/server/knowledge/index-item';
import { loadUrlContent } from '../../src/server/knowledge/load-url-content';
import { refreshPlannerStatistics } from '../../src/server/knowledge/planner-statistics';
import type { Expansion } from '../../src/server/knowledge/related-words';
import { searchDataset } from '../../src/server/knowledge/retrieval';

const SETTINGS = { chunkSize: 500, chunkOverlap: 50, topK: 5, rerank: false };

/** The manuals, by the folder they are served under; each needs its Debian package. */
// The harness runs bundled from the repository's .tmp folder.
const TABLES_DIR = path.join(import.meta.dirname, '../tests/fixtures/knowledge-docs/tables');
const HTML_SOURCES = [
  { prefix: 'git', dir: '/usr/share/doc/git-doc', dataset: 'english', pkg: 'git-doc' },
  { prefix: 'handbook', dir: '/usr/share/doc/debian-handbook/html/es-ES', dataset: 'spanish', pkg: 'debian-handbook' },
  { prefix: 'tables', dir: TABLES_DIR, dataset: 'tables', pkg: '' },
];
/** Table fixtures uploaded as documents (the HTML one is crawled above). */
const TABLE_DOCUMENTS = ['price-list.csv', 'opening-hours.xlsx', 'bike-specs.ods', 'warranty.docx', 'room-rates.pdf'];
const PDF_SOURCES = [
  { name: 'gnuplot.pdf', file: '/usr/share/doc/gnuplot/gnuplot.pdf', dataset: 'english', pkg: 'gnuplot-doc' },
  { name: 'fontconfig-user.pdf', file: '/usr/share/doc/fontconfig/fontconfig-user.pdf.gz', dataset: 'english', pkg: 'fontconfig' },
  { name: 'nettle.pdf', file: '/usr/share/doc/nettle-dev/nettle.pdf.gz', dataset: 'english', pkg: 'nettle-dev' },
];

export interface Question {
  id: string;
  language: 'en' | 'es';
  dataset: 'english' | 'spanish' | 'tables';
  question: string;
  expected: string[];
  /** table questions: strings one passage of an expected page must hold together (the row) */
  answer?: string[];
}

export function missingPackages(): string[] {
  const missing = new Set<string>();
  for (const s of HTML_SOURCES) if (!existsSync(s.dir)) missing.add(s.pkg);
  for (const s of PDF_SOURCES) if (!existsSync(s.file)) missing.add(s.pkg);
  return [...missing];
}

function readPdf(file: string): Buffer {
  const bytes = readFileSync(file);
  return file.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

/** Serves /<prefix>/<file>.html from the manuals' folders. */
async function startDocsSite(): Promise<{ origin: string; host: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const [, prefix, file] = /^\/([^/]+)\/([^/?]+)$/.exec(req.url ?? '') ?? [];
    const source = HTML_SOURCES.find((s) => s.prefix === prefix);
    const full = source && file && !file.includes('..') ? path.join(source.dir, decodeURIComponent(file)) : null;
    if (!full || !existsSync(full)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(full));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, host: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface Corpus {
  database: Database;
  datasetIds: Record<string, string>;
  pages: number;
  chunks: number;
  /** the page id (git/git-reset.html, pdf/gnuplot.pdf) of each item source */
  pageIdOf: (sourceOrUrl: string) => string;
}

export async function openCorpus(databaseUrl?: string, log: (line: string) => void = () => {}): Promise<Corpus> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-eval-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `eval-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Eval', ownerId: user.id }).returning();
  const datasetIds: Record<string, string> = {};
  for (const name of ['english', 'spanish', 'tables']) {
    const [dataset] = await db.insert(datasets).values({ projectId: project.id, name, settings: SETTINGS }).returning();
    datasetIds[name] = dataset.id;
  }
  const site = await startDocsSite();
  const config = loadConfig({ ALLOW_PRIVATE_URLS: site.host, APP_SECRET: 'bench'.padEnd(40, 'x') });
  let pages = 0;
  let chunks = 0;
  try {
    for (const s of HTML_SOURCES) {
      const files = readdirSync(s.dir).filter((f) => f.endsWith('.html')).sort();
      for (const file of files) {
        const url = `${site.origin}/${s.prefix}/${file}`;
        const content = await loadUrlContent(config, url);
        const [item] = await db.insert(dataItems).values({ datasetId: datasetIds[s.dataset], type: 'url', source: url, title: content.title, status: 'ready' }).returning();
        chunks += await indexItem(db, item, content, SETTINGS, null);
        pages += 1;
      }
      log(`${s.prefix}: ${files.length} pages`);
    }
    for (const s of PDF_SOURCES) {
      const doc = await extractDocument(readPdf(s.file), s.name);
      const [item] = await db.insert(dataItems).values({ datasetId: datasetIds[s.dataset], type: 'document', source: s.name, title: doc.title, status: 'ready' }).returning();
      chunks += await indexItem(db, item, { title: doc.title, text: doc.text }, SETTINGS, null);
      pages += 1;
    }
    log(`pdf: ${PDF_SOURCES.length} documents`);
    for (const name of TABLE_DOCUMENTS) {
      try {
        const doc = await extractDocument(readFileSync(path.join(TABLES_DIR, name)), name);
        const [item] = await db.insert(dataItems).values({ datasetId: datasetIds.tables, type: 'document', source: name, title: doc.title, status: 'ready' }).returning();
        chunks += await indexItem(db, item, { title: doc.title, text: doc.text }, SETTINGS, null);
        pages += 1;
      } catch (error) {
        if (!(error instanceof DocumentParseError)) throw error;
        log(`tables: ${name} not indexed (${error.message})`);
      }
    }
  } finally {
    await site.close();
  }
  await refreshPlannerStatistics(db, databaseUrl ? 'postgres' : 'pglite');
  const pageIdOf = (source: string) =>
    source.startsWith(site.origin) ? source.slice(site.origin.length + 1) : TABLE_DOCUMENTS.includes(source) ? `tables/${source}` : `pdf/${source}`;
  return { database, datasetIds, pages, chunks, pageIdOf };
}

export interface QuestionResult {
  id: string;
  group: string;
  /** 1-based rank of the first expected page among the distinct pages found (table questions: of the first passage holding the row), 0 when not in the top 10 */
  rank: number;
  found: string[];
}

/** Every question searched full-text (no model: no rewrite, no rerank, no embeddings). */
export async function evaluate(corpus: Corpus, questions: Question[], expansion?: Expansion | null): Promise<QuestionResult[]> {
  const results: QuestionResult[] = [];
  for (const q of questions) {
    const passages = await searchDataset(corpus.database.db, { datasetId: corpus.datasetIds[q.dataset], question: q.question, topK: 10, embedder: null, expansion }, 40);
    if (q.answer) {
      const { answer } = q;
      const holdsRow = (p: { source: string; content: string }) => q.expected.includes(corpus.pageIdOf(p.source)) && answer.every((a) => squash(p.content).includes(squash(a)));
      const top = passages.slice(0, 10);
      results.push({ id: q.id, group: 'Tables', rank: top.findIndex(holdsRow) + 1, found: top.slice(0, 5).map((p) => corpus.pageIdOf(p.source)) });
      continue;
    }
    const found: string[] = [];
    for (const p of passages) {
      const id = corpus.pageIdOf(p.source);
      if (!found.includes(id)) found.push(id);
    }
    const top = found.slice(0, 10);
    const index = top.findIndex((id) => q.expected.includes(id));
    const group = q.language === 'en' ? 'English' : q.dataset === 'spanish' ? 'Spanish' : 'Spanish on English pages';
    results.push({ id: q.id, group, rank: index + 1, found: top.slice(0, 5) });
  }
  return results;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
