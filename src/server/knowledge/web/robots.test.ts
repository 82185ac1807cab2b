import { describe, expect, it } from 'vitest';
import { FetchPageError, type FetchedPage } from './fetch-page';
import { createRobotsChecker } from './robots';

const ROBOTS = `# comment
User-agent: *
Disallow: /private/
Disallow: /*.pdf$
Disallow: /search
Allow: /search/help
Allow: /private/open-*.html

User-agent: AgentForgeBot
User-agent: OtherBot
Disallow: /not-for-us/
Allow: /

User-agent: GreedyBot
Disallow: /

Sitemap: https://example.com/sitemap.xml
Sitemap: /sitemap-extra.xml
`;

function fakeFetcher(files: Record<string, string | Error>) {
  const calls: string[] = [];
  const fetcher = async (url: string): Promise<FetchedPage> => {
    calls.push(url);
    const file = files[url];
    if (file === undefined) throw new FetchPageError('http', 'The page answered 404 Not Found', { status: 404 });
    if (file instanceof Error) throw file;
    return { finalUrl: url, status: 200, contentType: 'text/plain', body: file };
  };
  return { fetcher, calls };
}

describe('createRobotsChecker', () => {
  it('uses the group naming our agent over the * group', async () => {
    const { fetcher } = fakeFetcher({ 'https://example.com/robots.txt': ROBOTS });
    const robots = createRobotsChecker(fetcher);
    expect(await robots.isAllowed('https://example.com/not-for-us/page')).toBe(false);
    expect(await robots.isAllowed('https://example.com/private/x')).toBe(true);
  });

  it('matches the * group with longest match, wildcards and $', async () => {
    const { fetcher } = fakeFetcher({ 'https://example.com/robots.txt': ROBOTS });
    const robots = createRobotsChecker(fetcher, 'SomeoneElse');
    expect(await robots.isAllowed('https://example.com/')).toBe(true);
    expect(await robots.isAllowed('https://example.com/private/secret.html')).toBe(false);
    expect(await robots.isAllowed('https://example.com/private/open-day.html')).toBe(true);
    expect(await robots.isAllowed('https://example.com/files/report.pdf')).toBe(false);
    expect(await robots.isAllowed('https://example.com/files/report.pdf?download=1')).toBe(true);
    expect(await robots.isAllowed('https://example.com/search?q=tents')).toBe(false);
    expect(await robots.isAllowed('https://example.com/search/help')).toBe(true);
    expect(await createRobotsChecker(fetcher, 'GreedyBot').isAllowed('https://example.com/anything')).toBe(false);
  });

  it('reads robots.txt once per origin, even when asked concurrently', async () => {
    const { fetcher, calls } = fakeFetcher({ 'https://example.com/robots.txt': ROBOTS });
    const robots = createRobotsChecker(fetcher);
    await Promise.all([robots.isAllowed('https://example.com/a'), robots.isAllowed('https://example.com/b'), robots.sitemaps('https://example.com')]);
    await robots.isAllowed('https://example.com/c');
    await robots.isAllowed('https://other.example/c');
    expect(calls).toEqual(['https://example.com/robots.txt', 'https://other.example/robots.txt']);
  });

  it('allows everything when robots.txt is missing or unreachable', async () => {
    const { fetcher } = fakeFetcher({ 'https://down.example/robots.txt': new FetchPageError('network', 'The site down.example refused the connection') });
    const robots = createRobotsChecker(fetcher);
    expect(await robots.isAllowed('https://missing.example/private/x')).toBe(true);
    expect(await robots.isAllowed('https://down.example/private/x')).toBe(true);
    expect(await robots.sitemaps('https://missing.example')).toEqual([]);
  });

  it('refuses what cannot be crawled at all', async () => {
    const robots = createRobotsChecker(fakeFetcher({}).fetcher);
    expect(await robots.isAllowed('mailto:help@example.com')).toBe(false);
    expect(await robots.isAllowed('not a url')).toBe(false);
  });

  it('lists Sitemap lines as absolute URLs', async () => {
    const { fetcher } = fakeFetcher({ 'https://example.com/robots.txt': ROBOTS });
    expect(await createRobotsChecker(fetcher).sitemaps('https://example.com/any/page')).toEqual([
      'https://example.com/sitemap.xml',
      'https://example.com/sitemap-extra.xml',
    ]);
  });
});
