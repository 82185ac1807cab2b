import { Parser } from 'htmlparser2';
import type { PageFetcher } from './fetch-page';

/** How many sitemap files one call may read, index files included. */
export const DEFAULT_MAX_SITEMAPS = 25;

export interface ParsedSitemap {
  /** `<url><loc>` entries */
  pages: string[];
  /** `<sitemap><loc>` entries of a sitemap index */
  sitemaps: string[];
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) && URL.canParse(url);
}

/** Reads a sitemap or sitemap index (https://www.sitemaps.org/protocol.html), or a text sitemap of one URL per line. */
export function parseSitemap(body: string): ParsedSitemap {
  const result: ParsedSitemap = { pages: [], sitemaps: [] };
  if (!body.trimStart().startsWith('<')) {
    result.pages = body.split(/\r?\n/).map((line) => line.trim()).filter(isWebUrl);
    return result;
  }
  const stack: string[] = [];
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        stack.push(name.toLowerCase());
        text = '';
      },
      ontext(data) {
        text += data;
      },
      onclosetag() {
        const name = stack.pop();
        // Only un-prefixed <loc>: <image:loc> and <video:loc> inside <url> are not pages.
        if (name !== 'loc') return;
        const loc = text.trim();
        const parent = stack[stack.length - 1];
        if (!isWebUrl(loc)) return;
        if (parent === 'url') result.pages.push(loc);
        else if (parent === 'sitemap') result.sitemaps.push(loc);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(body);
  return result;
}

function toSitemapUrl(source: string): string | null {
  if (!isWebUrl(source)) return null;
  const url = new URL(source);
  return url.pathname === '/' && !url.search ? `${url.origin}/sitemap.xml` : url.href;
}

/**
 * Page URLs listed by sitemaps, nested indexes included, in document order and without
 * duplicates. `sources` are sitemap URLs, or origins (read as `<origin>/sitemap.xml`). A sitemap
 * that cannot be fetched is skipped. Stops at `limit` pages or `maxSitemaps` files.
 */
export async function fetchSitemapUrls(
  sources: string | string[],
  fetcher: PageFetcher,
  limit: number,
  maxSitemaps: number = DEFAULT_MAX_SITEMAPS,
): Promise<string[]> {
  const queue = [sources].flat().map(toSitemapUrl).filter((u): u is string => u !== null);
  const seenSitemaps = new Set(queue);
  const pages = new Set<string>();
  for (let read = 0; read < queue.length && read < maxSitemaps && pages.size < limit; read++) {
    const sitemapUrl = queue[read];
    const body = await fetcher(sitemapUrl).then(
      (page) => page.body,
      () => null,
    );
    if (body === null) continue;
    const parsed = parseSitemap(body);
    for (const page of parsed.pages) {
      if (pages.size >= limit) break;
      pages.add(page);
    }
    for (const child of parsed.sitemaps) {
      if (!seenSitemaps.has(child)) {
        seenSitemaps.add(child);
        queue.push(child);
      }
    }
  }
  return [...pages];
}
