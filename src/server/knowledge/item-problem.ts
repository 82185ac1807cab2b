import type { ItemProblem } from '../../common/knowledge';
import { DocumentParseError } from './documents/document-parse-error';
import { PermanentIngestError } from './ingest-errors';
import { FetchPageError } from './web/fetch-page';

/** The code of an ingestion failure, for the screens to translate; null for one without a code. */
export function itemProblemOf(error: unknown, crawlTimeoutMs: number): ItemProblem | null {
  if (error instanceof PermanentIngestError && error.problem) return error.problem;
  const cause = error instanceof PermanentIngestError ? error.cause : error;
  if (cause instanceof DocumentParseError) return { code: `document_${cause.reason}`, ...(cause.params ? { params: cause.params } : {}) };
  if (!(cause instanceof FetchPageError)) return null;
  switch (cause.kind) {
    case 'http':
      return cause.status !== undefined && (cause.status < 300 || cause.status >= 400) ? { code: 'http_status', params: { status: cause.status } } : { code: 'redirects' };
    case 'timeout':
      return { code: 'timeout', params: { seconds: Math.round(crawlTimeoutMs / 1000) } };
    case 'blocked':
      return { code: 'blocked' };
    case 'too_large':
      return { code: 'too_large' };
    case 'unsupported_type':
      return { code: 'not_text' };
    case 'network':
      return { code: 'unreachable' };
    default:
      return null;
  }
}
