import robotsParser from 'robots-parser';
import type { PageFetcher } from './fetch-page';

/** The product token sites name in robots.txt to address our crawler. */
export const ROBOTS_AGENT_TOKEN = 'AgentForgeBot';

export interface RobotsChecker {
  /** false when robots.txt of the URL's origin disallows it for our agent (or `*`) */
  isAllowed(url: string): Promise<boolean>;
  /** absolute `Sitemap:` URLs of that origin's robots.txt, possibly none */
  sitemaps(origin: string): Promise<string[]>;
}

type Robots = ReturnType<typeof robotsParser>;

/**
 * Reads robots.txt once per origin for the checker's lifetime (one crawl). A missing or
 * unreachable robots.txt allows everything, as does one answering with an error status.
 */
export function createRobotsChecker(fetcher: PageFetcher, agentToken: string = ROBOTS_AGENT_TOKEN): RobotsChecker {
  const cache = new Map<string, Promise<Robots | null>>();

  function robotsFor(origin: string): Promise<Robots | null> {
    let pending = cache.get(origin);
    if (!pending) {
      const robotsUrl = `${origin}/robots.txt`;
      pending = fetcher(robotsUrl).then(
        // Parsed against the requested address: a redirect to another host must not change whose rules apply.
        (page) => robotsParser(robotsUrl, page.body),
        () => null,
      );
      cache.set(origin, pending);
    }
    return pending;
  }

  return {
    async isAllowed(url) {
      if (!URL.canParse(url)) return false;
      const { protocol, origin } = new URL(url);
      if (protocol !== 'http:' && protocol !== 'https:') return false;
      const robots = await robotsFor(origin);
      return robots?.isAllowed(url, agentToken) ?? true;
    },
    async sitemaps(origin) {
      const base = new URL(origin).origin;
      const robots = await robotsFor(base);
      const urls = (robots?.getSitemaps() ?? []).filter((u) => URL.canParse(u, base)).map((u) => new URL(u, base).href);
      return [...new Set(urls)];
    },
  };
}
