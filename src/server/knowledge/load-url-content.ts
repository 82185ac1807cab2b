import type { Config } from '../config';
import { PermanentIngestError } from './ingest-errors';
import type { ExtractedContent } from './index-item';
import { canonicalizeUrl, isSameSite } from './web/canonical-url';
import { extractHtml } from './web/extract-html';
import { fetchPage, FetchPageError, revalidatePage, type FetchedPage, type PageValidators } from './web/fetch-page';
import { createRobotsChecker, ROBOTS_AGENT_TOKEN, type RobotsChecker } from './web/robots';

const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const ROBOTS_TTL_MS = 10 * 60_000;
export const CRAWLER_USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_AGENT_TOKEN}/1.0; knowledge base crawler)`;

export interface LoadedPage extends ExtractedContent {
  finalUrl: string;
  links: string[];
  /** the address that names this page: its same-site rel=canonical, else where redirects ended */
  pageUrl: string;
  /** ETag and Last-Modified, sent back by the next re-sync */
  validators: PageValidators | null;
}

function pageUrlOf(finalUrl: string, canonicalHref: string | null): string {
  const named = canonicalHref && isSameSite(canonicalHref, finalUrl) ? canonicalHref : finalUrl;
  try {
    return canonicalizeUrl(named);
  } catch {
    return canonicalizeUrl(finalUrl);
  }
}

const fetchOptions = (config: Config) => ({ access: config.privateUrlAccess, timeoutMs: config.CRAWL_TIMEOUT_MS, maxBytes: MAX_PAGE_BYTES, userAgent: CRAWLER_USER_AGENT });

export function pageFetcher(config: Config) {
  return (url: string): Promise<FetchedPage> => fetchPage(url, fetchOptions(config));
}

let robots: { checker: RobotsChecker; until: number; config: Config } | null = null;

/** robots.txt rules, read once per site and kept ten minutes in this process. */
export function robotsChecker(config: Config): RobotsChecker {
  const now = Date.now();
  if (!robots || robots.until < now || robots.config !== config) {
    robots = { checker: createRobotsChecker(pageFetcher(config)), until: now + ROBOTS_TTL_MS, config };
  }
  return robots.checker;
}

const PERMANENT_KINDS = new Set(['blocked', 'unsupported_type', 'too_large']);

/** Fetches a page through the SSRF guard and robots.txt and extracts its main text. */
export async function loadUrlContent(config: Config, url: string): Promise<LoadedPage> {
  const page = await revalidateUrlContent(config, url, null);
  if (page.notModified) throw new PermanentIngestError('The page answered 304 Not Modified', { code: 'http_status', params: { status: 304 } });
  return page;
}

/**
 * {@link loadUrlContent} as a conditional GET with the page's stored validators (re-sync): the
 * page unchanged since (304), or its text extracted again. Errors as loadUrlContent's; a
 * PermanentIngestError from a refused fetch carries the FetchPageError (404, 410...) as its cause.
 */
export async function revalidateUrlContent(config: Config, url: string, validators: PageValidators | null): Promise<{ notModified: true } | (LoadedPage & { notModified: false })> {
  if (!(await robotsChecker(config).isAllowed(url))) {
    throw new PermanentIngestError("The site's robots.txt does not allow crawling this page.", { code: 'robots' });
  }
  let answer: Awaited<ReturnType<typeof revalidatePage>>;
  try {
    answer = await revalidatePage(url, { ...fetchOptions(config), ...(validators ? { validators } : {}) });
  } catch (err) {
    if (err instanceof FetchPageError) {
      // client errors (404, 410, 403) will not change by retrying; 429 and 5xx may
      const permanent = PERMANENT_KINDS.has(err.kind) || (err.kind === 'http' && err.status !== undefined && err.status < 500 && err.status !== 429);
      if (permanent) throw new PermanentIngestError(err.message, null, err);
    }
    throw err;
  }
  if (answer.notModified) return { notModified: true };
  return { ...extractPage(answer), notModified: false };
}

function extractPage(page: FetchedPage): LoadedPage {
  const validators = page.validators?.etag || page.validators?.lastModified ? page.validators : null;
  if (page.contentType === 'text/html' || page.contentType === 'application/xhtml+xml') {
    const extracted = extractHtml(page.body, page.finalUrl);
    if (!extracted.text.trim()) throw new PermanentIngestError('The page has no readable text.', { code: 'no_text' });
    return {
      title: extracted.title || page.finalUrl,
      text: extracted.text,
      lang: extracted.lang,
      finalUrl: page.finalUrl,
      pageUrl: pageUrlOf(page.finalUrl, extracted.canonicalUrl),
      links: extracted.links,
      validators,
    };
  }
  const text = page.body.trim();
  if (!text) throw new PermanentIngestError('The page has no readable text.', { code: 'no_text' });
  const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
  return { title: heading || page.finalUrl, text, lang: null, finalUrl: page.finalUrl, pageUrl: pageUrlOf(page.finalUrl, null), links: [], validators };
}
