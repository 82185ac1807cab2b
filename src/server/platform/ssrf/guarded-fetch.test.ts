import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guarded-fetch';
import { BlockedUrlError, NO_PRIVATE_ACCESS } from './ssrf-guard';

let server: Server;
let origin: string;
const received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return res.end(gzipSync(JSON.stringify({ packed: true })));
      }
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        return setTimeout(() => res.end('data: two\n\n'), 20);
      }
      if (req.url === '/empty') return res.writeHead(204).end();
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const listed = () => ({ all: false, hosts: [new URL(origin).host] });

describe('createGuardedFetch', () => {
  it('refuses cloud metadata addresses even when every private address is allowed, before connecting', async () => {
    const guarded = createGuardedFetch({ all: true, hosts: [] });
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'http://metadata.google.internal/']) {
      const refused = guarded(url).catch((err: unknown) => err);
      await expect(refused).resolves.toBeInstanceOf(BlockedUrlError);
      await expect(refused).resolves.toMatchObject({ reason: 'metadata' });
    }
  });

  it('refuses loopback unless ALLOW_PRIVATE_URLS allows it, without wrapping the refusal as a network error', async () => {
    const before = received.length;
    await expect(createGuardedFetch(NO_PRIVATE_ACCESS)(`${origin}/`)).rejects.toMatchObject({ name: 'BlockedUrlError', reason: 'private' });
    await expect(createGuardedFetch({ all: false, hosts: ['127.0.0.1:1'] })(`${origin}/`)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(received.length).toBe(before);
  });

  it('sends the method, headers and body, and answers like fetch', async () => {
    const res = await createGuardedFetch(listed())(`${origin}/echo`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body: '{"q":1}' });
    expect(res.status).toBe(201);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({ echo: '{"q":1}' });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/echo', body: '{"q":1}', headers: { authorization: 'Bearer k', 'content-type': 'application/json' } });
  });

  it('streams the body as it comes, decodes gzip, and gives no body for 204', async () => {
    const guarded = createGuardedFetch(listed());
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    const reader = (await guarded(`${origin}/stream`)).body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) chunks.push(decoder.decode(read.value));
    expect(chunks.join('')).toBe('data: one\n\ndata: two\n\n');
    expect(chunks.length).toBeGreaterThan(1);
    const packed = await guarded(`${origin}/gzip`);
    expect(packed.headers.get('content-encoding')).toBeNull();
    expect(await packed.json()).toEqual({ packed: true });
    const empty = await guarded(`${origin}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it('rejects with the abort reason, and wraps network failures as fetch does', async () => {
    const guarded = createGuardedFetch({ all: true, hosts: [] });
    await expect(guarded(`${origin}/stream`, { signal: AbortSignal.abort(new Error('stop')) })).rejects.toThrow('stop');
    await expect(guarded('http://127.0.0.1:1/')).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });
});
