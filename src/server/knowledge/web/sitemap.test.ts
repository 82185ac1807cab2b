import { describe, expect, it } from 'vitest';
import { FetchPageError, type FetchedPage } from './fetch-page';
import { fetchSitemapUrls, parseSitemap } from './sitemap';

const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${locs.map((l) => `<url><loc>${l}</loc><image:image><image:loc>${l}.jpg</image:loc></image:image></url>`).join('\n')}
</urlset>`;
const index = (locs: string[]) => `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

function fakeFetcher(files: Record<string, string>) {
  const calls: string[] = [];
  const fetcher = async (url: string): Promise<FetchedPage> => {
    calls.push(url);
    if (!(url in files)) throw new FetchPageError('http', 'The page answered 404 Not Found', { status: 404 });
    return { finalUrl: url, status: 200, contentType: 'application/xml', body: files[url] };
  };
  return { fetcher, calls };
}

describe('parseSitemap', () => {
  it('reads page locs, skipping image locs, decoding entities and CDATA', () => {
    const xml = urlset(['https://e.com/a?x=1&amp;y=2', ' https://e.com/b ']).replace('</urlset>', '<url><loc><![CDATA[https://e.com/c]]></loc></url><url><loc>ftp://e.com/d</loc></url></urlset>');
    expect(parseSitemap(xml)).toEqual({ pages: ['https://e.com/a?x=1&y=2', 'https://e.com/b', 'https://e.com/c'], sitemaps: [] });
  });

  it('reads sitemap indexes and text sitemaps', () => {
    expect(parseSitemap(index(['https://e.com/s1.xml']))).toEqual({ pages: [], sitemaps: ['https://e.com/s1.xml'] });
    expect(parseSitemap('https://e.com/a\r\nnot a url\nhttps://e.com/b\n')).toEqual({ pages: ['https://e.com/a', 'https://e.com/b'], sitemaps: [] });
  });
});

describe('fetchSitemapUrls', () => {
  it('reads <origin>/sitemap.xml and follows nested indexes once each', async () => {
    const { fetcher, calls } = fakeFetcher({
      'https://e.com/sitemap.xml': index(['https://e.com/s1.xml', 'https://e.com/nested.xml', 'https://e.com/gone.xml']),
      'https://e.com/s1.xml': urlset(['https://e.com/a', 'https://e.com/b']),
      'https://e.com/nested.xml': index(['https://e.com/s2.xml', 'https://e.com/sitemap.xml']),
      'https://e.com/s2.xml': urlset(['https://e.com/b', 'https://e.com/c']),
    });
    expect(await fetchSitemapUrls('https://e.com/', fetcher, 100)).toEqual(['https://e.com/a', 'https://e.com/b', 'https://e.com/c']);
    expect(calls).toEqual(['https://e.com/sitemap.xml', 'https://e.com/s1.xml', 'https://e.com/nested.xml', 'https://e.com/gone.xml', 'https://e.com/s2.xml']);
  });

  it('stops at the page limit and at the sitemap budget', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => `https://e.com/p${i}`);
    const { fetcher, calls } = fakeFetcher({
      'https://e.com/a.xml': urlset(pages),
      'https://e.com/b.xml': urlset(['https://e.com/never']),
      'https://e.com/loop.xml': index(['https://e.com/loop-1.xml']),
      'https://e.com/loop-1.xml': index(['https://e.com/loop-2.xml']),
      'https://e.com/loop-2.xml': index(['https://e.com/loop-3.xml']),
    });
    expect(await fetchSitemapUrls(['https://e.com/a.xml', 'https://e.com/b.xml'], fetcher, 10)).toEqual(pages.slice(0, 10));
    expect(calls).toEqual(['https://e.com/a.xml']);
    calls.length = 0;
    expect(await fetchSitemapUrls('https://e.com/loop.xml', fetcher, 10, 2)).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});
