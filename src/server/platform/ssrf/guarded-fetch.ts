import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { guardedConnection } from './guarded-connection';
import { BlockedUrlError, type PrivateAccess } from './ssrf-guard';

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === 'gzip' || name === 'x-gzip') return zlib.createGunzip();
  if (name === 'deflate') return zlib.createInflate();
  if (name === 'br') return zlib.createBrotliDecompress();
  return null;
}

/** Rejects as the global fetch does, so the AI SDK tells aborts and retryable network errors apart. */
function fetchFailure(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  // not wrapped: a refused address is no network hiccup to retry
  if (error instanceof BlockedUrlError) return error;
  return new TypeError('fetch failed', { cause: error });
}

function toResponse(request: Request, res: http.IncomingMessage): Response {
  const status = res.statusCode ?? 0;
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
  const init = { status, statusText: res.statusMessage ?? '', headers };
  if (NULL_BODY_STATUSES.has(status) || request.method === 'HEAD') {
    res.resume();
    return new Response(null, init);
  }
  let body: Readable = res;
  const decoder = decoderFor(res.headers['content-encoding']);
  if (decoder) {
    body = res.pipe(decoder);
    res.on('error', (err) => decoder.destroy(err));
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  // the same stream class: node:stream/web's types and the DOM's differ only on paper
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, init);
}

/**
 * A WHATWG fetch for the AI SDK providers and the key check, on node:http(s) through the SSRF
 * guard: the URL is checked before connecting and every address a new connection resolves to is
 * checked and pinned (see guarded-connection.ts). Redirects are returned, not followed.
 */
export function createGuardedFetch(access: PrivateAccess): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const { agent, lookup } = guardedConnection(url, access);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = { ...Object.fromEntries(request.headers), 'accept-encoding': 'gzip, deflate, br' };
    if (body) headers['content-length'] = String(body.byteLength);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = client.request(url, { method: request.method, headers, agent, lookup, signal: request.signal });
      outgoing.on('error', (error) => reject(fetchFailure(error, request.signal)));
      outgoing.on('response', (res) => resolve(toResponse(request, res)));
      outgoing.end(body);
    });
  };
}
