import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { assertFetchableUrl, BlockedUrlError, createGuardedLookup, type PrivateAccess } from './ssrf-guard';

export interface OutboundRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  access: PrivateAccess;
  timeoutMs: number;
  /** the body is cut here (and `truncated` set); the rest is not read */
  maxResponseBytes: number;
  /** GET and HEAD only: follow up to 5 redirects, each hop checked again */
  followRedirects?: boolean;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  truncated: boolean;
  /** after redirects */
  url: string;
}

export type OutboundErrorKind = 'invalid_url' | 'blocked' | 'timeout' | 'network';

/** A request that got no HTTP answer; `message` names the host and says what happened. */
export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly kind: OutboundErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const MAX_REDIRECTS = 5;

function networkMessage(error: unknown, host: string): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${host} could not be found`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection`;
  if (code === 'ECONNRESET') return `${host} closed the connection`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${host} cannot be reached`;
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return `${host} has an invalid security certificate`;
  return `${host} could not be reached: ${error instanceof Error ? error.message : String(error)}`;
}

function sendOnce(url: URL, req: OutboundRequest, signal: AbortSignal): Promise<OutboundResponse & { location?: string }> {
  assertFetchableUrl(url, req.access);
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'user-agent': 'AgentForge-Tools/1.0', ...req.headers };
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: req.method,
      headers,
      lookup: createGuardedLookup(url, req.access),
      // No pooled sockets: a socket checked under one caller's PrivateAccess must not serve another's.
      agent: false,
      signal,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const finish = () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          truncated,
          url: url.href,
          location: response.headers.location,
        });
      response.on('data', (chunk: Buffer) => {
        if (truncated) return;
        const room = req.maxResponseBytes - size;
        if (chunk.byteLength > room) {
          chunks.push(chunk.subarray(0, room));
          size = req.maxResponseBytes;
          truncated = true;
          response.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        size += chunk.byteLength;
      });
      response.on('end', finish);
      response.on('error', (err) => (truncated ? undefined : reject(err)));
    });
    request.end(req.body);
  });
}

/**
 * One HTTP request on a user's behalf (tools, calendars, search providers), through the SSRF
 * guard at every hop. Any HTTP status is an answer; no answer at all rejects with OutboundError.
 */
export async function guardedRequest(req: OutboundRequest): Promise<OutboundResponse> {
  if (!URL.canParse(req.url)) throw new OutboundError('invalid_url', `${req.url} is not a valid web address`);
  let url = new URL(req.url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const forward = () => controller.abort(req.signal?.reason);
  req.signal?.addEventListener('abort', forward, { once: true });
  const canFollow = req.followRedirects && (req.method === 'GET' || req.method === 'HEAD');
  try {
    for (let hop = 0; ; hop++) {
      const answer = await sendOnce(url, req, controller.signal);
      if (canFollow && answer.status >= 300 && answer.status < 400 && answer.location && hop < MAX_REDIRECTS) {
        url = new URL(answer.location, url);
        continue;
      }
      const { location: _location, ...response } = answer;
      return response;
    }
  } catch (error) {
    if (timedOut) throw new OutboundError('timeout', `${url.host} did not answer within ${Math.round(req.timeoutMs / 100) / 10} s`, { cause: error });
    if (req.signal?.aborted) throw req.signal.reason;
    if (error instanceof BlockedUrlError) throw new OutboundError('blocked', error.message, { cause: error });
    if (error instanceof OutboundError) throw error;
    throw new OutboundError('network', networkMessage(error, url.host), { cause: error });
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', forward);
  }
}
