import { z } from 'zod';
import { datasetRetrieval, fullTextReason } from './embeddings';

/** Dataset defaults. */
export const DATASET_DEFAULTS = { chunkSize: 500, chunkOverlap: 50, topK: 5, rerank: false } as const;
/** Upload 10MB per file. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const CRAWL_DEFAULT_PAGES = 25;
export const CRAWL_MAX_PAGES = 500;
export const MAX_URLS_PER_INGEST = 100;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.txt', '.md', '.markdown', '.docx', '.doc', '.xlsx', '.ods', '.csv', '.tsv', '.html', '.htm'] as const;

/** The file input's accept list. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');

export type DocumentProblem = 'tooLarge' | 'wrongType';

/** Checked in the browser before uploading, so a 40 MB video never leaves it; the server checks again. */
export function checkDocument(file: { name: string; size: number }): DocumentProblem | null {
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrongType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}

export const datasetSettings = z
  .object({
    chunkSize: z.number().int().min(100, { error: 'Chunk size must be at least 100 tokens' }).max(2000, { error: 'Chunk size must be at most 2000 tokens' }),
    chunkOverlap: z.number().int().min(0).max(500),
    topK: z.number().int().min(1).max(20),
    rerank: z.boolean(),
  })
  .refine((s) => s.chunkOverlap < s.chunkSize, { error: 'Overlap must be smaller than the chunk size', path: ['chunkOverlap'] });
export type DatasetSettings = z.infer<typeof datasetSettings>;

export const createDatasetBody = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(255),
  description: z.string().trim().max(2000).optional().nullable(),
  settings: datasetSettings.optional(),
});
export type CreateDatasetBody = z.input<typeof createDatasetBody>;

/** Scheduled re-sync of a dataset's web pages. */
export const SYNC_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export const syncSchedule = z.enum(SYNC_SCHEDULES);
export type SyncSchedule = z.infer<typeof syncSchedule>;

export const updateDatasetBody = createDatasetBody.partial().extend({ syncSchedule: syncSchedule.optional() });
export type UpdateDatasetBody = z.input<typeof updateDatasetBody>;

export const ingestBody = z.object({
  urls: z
    .array(z.string().trim())
    .transform((urls) => urls.filter((u) => u.length > 0))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'Each URL must start with http:// or https://' })).min(1, { error: 'Add at least one URL' }).max(MAX_URLS_PER_INGEST)),
  /** follow same-site links and sitemap.xml from each URL */
  crawl: z.boolean().default(false),
  pageLimit: z.number().int().min(1).max(CRAWL_MAX_PAGES).default(CRAWL_DEFAULT_PAGES),
});
export type IngestBody = z.input<typeof ingestBody>;

export const datasetStatus = z.enum(['ready', 'processing', 'error']);
export type DatasetStatus = z.infer<typeof datasetStatus>;
export const itemStatus = z.enum(['pending', 'processing', 'ready', 'error']);
export type ItemStatus = z.infer<typeof itemStatus>;
export const itemType = z.enum(['url', 'document']);

export const dataset = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: datasetStatus,
  settings: datasetSettings,
  /** progress: items finished (ready or error) out of all items */
  itemCount: z.number(),
  doneCount: z.number(),
  errorCount: z.number(),
  chunkCount: z.number(),
  agents: z.array(z.object({ id: z.string(), name: z.string() })),
  syncSchedule,
  /** when the next scheduled re-sync is due; null when the schedule is off */
  nextSyncAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dataset = z.infer<typeof dataset>;

/** One re-sync of a dataset's web pages and what it changed. */
export const datasetSync = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** pages found by following links from re-fetched pages (their ingestion follows) */
  added: z.number(),
  /** pages whose text changed: only these were indexed again */
  updated: z.number(),
  /** pages gone (404 or 410) on two syncs in a row */
  removed: z.number(),
  unchanged: z.number(),
  /** pages that could not be fetched this time (kept as they were) */
  failed: z.number(),
  error: z.string().nullable(),
});
export type DatasetSync = z.infer<typeof datasetSync>;

/** Why an item failed, for the screens to say in the user's language (the English text stays in `error`). */
export const ITEM_ERROR_CODES = [
  'http_status',
  'redirects',
  'not_text',
  'too_large',
  'unreachable',
  'blocked',
  'timeout',
  'robots',
  'no_text',
  'file_missing',
  'document_unsupported',
  'document_corrupt',
  'document_encrypted',
  'document_empty',
  'document_too_large',
  'document_too_heavy',
  'document_too_slow',
  'abandoned',
] as const;
export const itemErrorCode = z.enum(ITEM_ERROR_CODES);
export type ItemErrorCode = z.infer<typeof itemErrorCode>;
export const itemProblem = z.object({ code: itemErrorCode, params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });
export type ItemProblem = z.infer<typeof itemProblem>;

export const dataItem = z.object({
  id: z.string(),
  datasetId: z.string(),
  type: itemType,
  /** the URL, or the uploaded file name */
  source: z.string(),
  title: z.string().nullable(),
  status: itemStatus,
  chunkCount: z.number(),
  /** readable reason when status is error */
  error: z.string().nullable(),
  /** the same reason as a code the screens translate; null when it has none */
  problem: itemProblem.nullable(),
  attempts: z.number(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DataItem = z.infer<typeof dataItem>;

/** How much of an item's extracted text is kept to show on its page; retrieval searches all of it, in its passages. */
export const ITEM_CONTENT_PREVIEW_CHARS = 100_000;
export const dataItemDetail = dataItem.extend({ content: z.string().nullable() });
export type DataItemDetail = z.infer<typeof dataItemDetail>;

export const ingestResult = z.object({ dataset, items: z.array(dataItem) });
export type IngestResult = z.infer<typeof ingestResult>;

export const agentDocumentResult = z.object({ datasetId: z.string(), item: dataItem });
export type AgentDocumentResult = z.infer<typeof agentDocumentResult>;

/** How retrieval works in this project right now, and in each of its datasets, so the screen can say so. */
export const retrievalMode = z.object({
  mode: z.enum(['hybrid', 'full-text']),
  /** why semantic search is off in the project: the database lacks pgvector, no embedding provider is chosen, or its key is missing */
  reason: fullTextReason.nullable(),
  /** the embedding model in use */
  model: z.string().nullable(),
  datasets: z.array(datasetRetrieval),
});
export type RetrievalMode = z.infer<typeof retrievalMode>;

/** Upload messages (PDF, TXT, DOC up to 10MB each). */
export const DOCUMENT_TOO_LARGE = 'The file is too large. Maximum 10MB';
export const DOCUMENT_WRONG_TYPE = 'Unsupported file type. Upload a PDF, Word (DOCX or DOC), spreadsheet (XLSX, ODS or CSV), HTML, Markdown or TXT file';
