import { CRAWL_MAX_PAGES, ingestBody, MAX_URLS_PER_INGEST, type IngestBody } from '@common/knowledge';
import { parseUrlLines } from './url-lines';

export type IngestFormProblem =
  | { kind: 'noUrls' }
  | { kind: 'invalidUrls'; lines: string[] }
  | { kind: 'tooManyUrls'; max: number }
  | { kind: 'pageLimit'; max: number };

/** The Add URLs form checked with the shared ingest schema: the body to send, or what is wrong with it. */
export function readIngestForm(text: string, crawl: boolean, pageLimit: string): { body: IngestBody } | { problem: IngestFormProblem } {
  const urls = parseUrlLines(text);
  if (urls.length === 0) return { problem: { kind: 'noUrls' } };
  const limit = Number(pageLimit);
  const parsed = ingestBody.safeParse({ urls, crawl, pageLimit: crawl ? limit : undefined });
  if (parsed.success) return { body: { urls: parsed.data.urls, crawl: parsed.data.crawl, pageLimit: parsed.data.pageLimit } };

  const issues = parsed.error.issues;
  const badLines = issues.filter((i) => i.path[0] === 'urls' && typeof i.path[1] === 'number').map((i) => urls[i.path[1] as number]);
  if (badLines.length > 0) return { problem: { kind: 'invalidUrls', lines: badLines } };
  if (issues.some((i) => i.path[0] === 'urls')) return { problem: { kind: 'tooManyUrls', max: MAX_URLS_PER_INGEST } };
  return { problem: { kind: 'pageLimit', max: CRAWL_MAX_PAGES } };
}
