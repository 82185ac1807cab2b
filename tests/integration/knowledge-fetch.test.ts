import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractHtml } from '../../src/server/knowledge/web/extract-html';
import { fetchPage, FetchPageError, type FetchPageOptions } from '../../src/server/knowledge/web/fetch-page';
import { createRobotsChecker } from '../../src/server/knowledge/web/robots';
import { fetchSitemapUrls } from '../../src/server/knowledge/web/sitemap';
import { BlockedUrlError, type PrivateAccess } from '../../src/server/platform/ssrf/ssrf-guard';
import { BOILERPLATE_MARKS, KNOWLEDGE_SITE_TOPIC_PATHS, startKnowledgeSite, type KnowledgeSite } from '../fixtures/knowledge-site';

let site: KnowledgeSite;
let access: PrivateAccess;

beforeAll(async () => {
  site = await startKnowledgeSite({ fillerPages: 5, slowMs: 2000 });
  access = { all: false, hosts: [site.host] };
});
afterAll(() => site.close());

const options = (overrides: Partial<FetchPageOptions> = {}): FetchPageOptions => ({
  access,
  timeoutMs: 2000,
  maxBytes: 1_000_000,
  userAgent: 'AgentForgeBot/1.0 (test)',
  ...overrides,
});

async function fetchError(url: string, overrides: Partial<FetchPageOptions> = {}): Promise<FetchPageError> {
  const error: unknown = await fetchPage(url, options(overrides)).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof FetchPageError)) throw new Error(`expected a FetchPageError, got ${String(error)}`);
  return error;
}

describe('fetchPage against the fixture site', () => {
  it('fetches and decompresses a page', async () => {
    const page = await fetchPage(`${site.origin}/shipping`, options());
    expect(page).toMatchObject({ finalUrl: `${site.origin}/shipping`, status: 200, contentType: 'text/html' });
    expect(page.body.includes('In-stock items ship within\n3 business days')).toBe(true);
  });

  it('decodes Latin-1 pages declared in the header or in a <meta>, compressed with brotli', async () => {
    const returns = await fetchPage(`${site.origin}/es/devoluciones`, options());
    expect(returns.body.includes('<h1>Política de devoluciones</h1>')).toBe(true);
    const hours = await fetchPage(`${site.origin}/es/horario`, options());
    expect(hours.body.includes('<h1>Horario de atención</h1>')).toBe(true);
  });

  it('extracts every topic page without a trace of the site chrome', async () => {
    for (const path of KNOWLEDGE_SITE_TOPIC_PATHS) {
      const page = await fetchPage(`${site.origin}${path}`, options());
      const { text, title } = extractHtml(page.body, page.finalUrl);
      expect(title, path).toMatch(/ \| Acme Outdoor$/);
      for (const mark of BOILERPLATE_MARKS) expect(text, `${path} leaks ${mark}`).not.toContain(mark);
    }
  });

  it('follows a same-site redirect', async () => {
    const page = await fetchPage(`${site.origin}/moved`, options());
    expect(page.finalUrl).toBe(`${site.origin}/shipping`);
  });

  it('gives up after 5 redirects', async () => {
    const before = site.hits.get('/loop') ?? 0;
    expect(await fetchError(`${site.origin}/loop`)).toMatchObject({ kind: 'http', status: 302, message: 'The page redirected more than 5 times' });
    expect((site.hits.get('/loop') ?? 0) - before).toBe(6);
  });

  it.each(['/redirect-private', '/redirect-loopback'])('refuses %s at the redirect hop', async (path) => {
    const error = await fetchError(`${site.origin}${path}`);
    expect(error.kind).toBe('blocked');
    expect(error.cause).toBeInstanceOf(BlockedUrlError);
    expect(error.message).toMatch(/^Refused: /);
  });

  it('refuses the site itself when no private host is allowed, without connecting', async () => {
    const before = site.hits.get('/contact') ?? 0;
    const error = await fetchError(`${site.origin}/contact`, { access: { all: false, hosts: [] } });
    expect(error).toMatchObject({ kind: 'blocked', message: 'Refused: 127.0.0.1 is a private address' });
    expect(site.hits.get('/contact') ?? 0).toBe(before);
  });

  it('checks names through the guarded lookup', async () => {
    const port = site.host.split(':')[1];
    const url = `http://localhost:${port}/contact`;
    expect((await fetchError(url)).kind).toBe('blocked');
    const page = await fetchPage(url, options({ access: { all: false, hosts: [`localhost:${port}`] } }));
    expect(page.body.includes('<h1>Contact and support</h1>')).toBe(true);
  });

  it('reports a 404 as an http error', async () => {
    expect(await fetchError(`${site.origin}/missing`)).toMatchObject({ kind: 'http', status: 404, message: 'The page answered 404 Not Found' });
  });

  it('gives up on a slow page at the timeout', async () => {
    const error = await fetchError(`${site.origin}/slow`, { timeoutMs: 300 });
    expect(error).toMatchObject({ kind: 'timeout', message: 'The page took longer than 0.3 s' });
  });

  it('stops reading a page larger than maxBytes', async () => {
    expect(await fetchError(`${site.origin}/shipping`, { maxBytes: 5000 })).toMatchObject({ kind: 'too_large', message: 'The page is larger than 4.9 KB' });
    expect((await fetchError(`${site.origin}/`, { maxBytes: 5000 })).kind).toBe('too_large');
  });

  it('applies maxBytes after decompression', async () => {
    // /shipping travels as ~6 KB of gzip and unpacks to ~35 KB.
    expect((await fetchError(`${site.origin}/shipping`, { maxBytes: 10_000 })).kind).toBe('too_large');
  });

  it('refuses types it cannot read as text', async () => {
    expect(await fetchError(`${site.origin}/file.zip`)).toMatchObject({ kind: 'unsupported_type', message: 'The page is application/zip, which cannot be read as text' });
  });

  it('rejects with the caller’s reason when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by the job')), 50);
    await expect(fetchPage(`${site.origin}/slow`, options({ signal: controller.signal }))).rejects.toThrow('cancelled by the job');
  });

  it('reports a closed port as a network error', async () => {
    const error = await fetchError('http://127.0.0.1:1/', { access: { all: true, hosts: [] } });
    expect(error).toMatchObject({ kind: 'network', message: 'The site 127.0.0.1:1 refused the connection' });
  });
});

describe('robots.txt and sitemap of the fixture site', () => {
  const fetcher = (url: string) => fetchPage(url, options());

  it('disallows /private/ and allows the rest', async () => {
    const robots = createRobotsChecker(fetcher);
    expect(await robots.isAllowed(`${site.origin}/private/secret.html`)).toBe(false);
    expect(await robots.isAllowed(`${site.origin}/shipping`)).toBe(true);
    expect(await robots.sitemaps(site.origin)).toEqual([`${site.origin}/sitemap.xml`]);
  });

  it('lists the topic and filler pages in the sitemap', async () => {
    const urls = await fetchSitemapUrls(site.origin, fetcher, 100);
    for (const path of KNOWLEDGE_SITE_TOPIC_PATHS) expect(urls).toContain(`${site.origin}${path}`);
    expect(urls).toContain(`${site.origin}/docs/page-5`);
    expect(await fetchSitemapUrls(site.origin, fetcher, 3)).toHaveLength(3);
  });
});
