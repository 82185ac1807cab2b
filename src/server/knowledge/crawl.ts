import type { Db } from '../db/client';
import type { AppDeps } from '../platform/deps';
import { enqueueJobs } from '../platform/jobs/job-queue';
import { INGEST_ITEM_JOB } from './job-kinds';
import { pageFetcher, robotsChecker } from './load-url-content';
import { existingUrlSources, findItemById, insertUrlItems, lockCrawlCount, type ItemRow } from './queries';
import { canonicalizeUrl, isSameSite } from './web/canonical-url';
import { fetchSitemapUrls } from './web/sitemap';

export interface CrawlSettings {
  crawl: boolean;
  pageLimit: number;
}

const NOT_A_PAGE = /\.(?:jpe?g|png|gif|webp|svg|ico|css|js|mjs|json|zip|gz|tar|rar|7z|exe|dmg|mp[34]|mov|avi|webm|woff2?|ttf|eot|pdf|docx?|xlsx?|pptx?)$/i;

export function crawlSettingsOf(item: ItemRow): CrawlSettings | null {
  const meta = (item.metadata ?? {}) as Partial<CrawlSettings>;
  return meta.crawl ? { crawl: true, pageLimit: meta.pageLimit ?? 25 } : null;
}

function candidatesFrom(rootUrl: string, links: string[]): string[] {
  const out = new Set<string>();
  for (const link of links) {
    let canonical: string;
    try {
      canonical = canonicalizeUrl(link);
    } catch {
      continue;
    }
    if (!/^https?:/.test(canonical) || !isSameSite(canonical, rootUrl) || NOT_A_PAGE.test(new URL(canonical).pathname)) continue;
    out.add(canonical);
  }
  return [...out];
}

/**
 * Adds the same-site pages a crawled page links to (and, from the root, its sitemap's pages) as
 * new items with their jobs, up to the crawl's page limit. The root row is locked while counting,
 * so concurrent jobs cannot overshoot the limit; a page already in the dataset is not added twice.
 */
export async function discoverPages(deps: AppDeps, item: ItemRow, links: string[]): Promise<number> {
  const root = item.crawlRootId ? await findItemById(deps.db, item.crawlRootId) : item;
  const settings = root ? crawlSettingsOf(root) : null;
  if (!root || !settings) return 0;
  let found = candidatesFrom(root.source, links);
  if (root.id === item.id) {
    const origin = new URL(root.source).origin;
    const robotsSitemaps = await robotsChecker(deps.config).sitemaps(origin);
    const sitemapPages = await fetchSitemapUrls(robotsSitemaps.length ? robotsSitemaps : origin, pageFetcher(deps.config), settings.pageLimit);
    found = [...new Set([...found, ...candidatesFrom(root.source, sitemapPages)])];
  }
  found = found.filter((u) => u !== root.source && u !== item.source);
  if (found.length === 0) return 0;
  const robots = robotsChecker(deps.config);
  const allowed: string[] = [];
  for (const url of found) if (await robots.isAllowed(url)) allowed.push(url);

  const added = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const room = settings.pageLimit - (await lockCrawlCount(tx, root.id));
    if (room <= 0 || allowed.length === 0) return [];
    const taken = await existingUrlSources(tx, root.datasetId, allowed);
    const fresh = allowed.filter((u) => !taken.has(u)).slice(0, room);
    const inserted = await insertUrlItems(
      tx,
      fresh.map((source) => ({ datasetId: root.datasetId, type: 'url', source, crawlRootId: root.id })),
    );
    await enqueueJobs(tx, inserted.map((i) => ({ kind: INGEST_ITEM_JOB, payload: { itemId: i.id }, datasetId: root.datasetId })));
    return inserted;
  });
  if (added.length) deps.jobSignal.notify();
  return added.length;
}
