import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isReadableType, parseContentType, sniffType } from './content-type';
import { decodeText } from './decode-text';
import { errorCode } from './error-code';
import { decompressBody, readLimitedBody } from './read-body';
import { assertFetchableUrl, BlockedUrlError, createGuardedLookup, type PrivateAccess } from '../../platform/ssrf/ssrf-guard';

export type FetchPageErrorKind = 'blocked' | 'http' | 'timeout' | 'too_large' | 'network' | 'unsupported_type';

/** A page that could not be fetched; `message` is written for the dataset owner to read. */
export class FetchPageError extends Error {
  override name = 'FetchPageError';
  readonly kind: FetchPageErrorKind;
  readonly status?: number;

  constructor(kind: FetchPageErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

export interface FetchPageOptions {
  access: PrivateAccess;
  /** for the whole fetch: every redirect hop and the body */
  timeoutMs: number;
  /** after decompression */
  maxBytes: number;
  userAgent: string;
  /** aborting it rejects with the signal's reason, not a FetchPageError */
  signal?: AbortSignal;
  /** a conditional GET: the page's validators from an earlier fetch; a 304 then answers `notModified` */
  validators?: PageValidators;
}

/** What a server said identifies a page's version (ETag, Last-Modified), for a later conditional GET. */
export interface PageValidators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchedPage {
  /** after redirects */
  finalUrl: string;
  status: number;
  /** media type without parameters, e.g. `text/html` */
  contentType: string;
  body: string;
  /** absent from fetchers that do not read them (tests' fakes) */
  validators?: PageValidators;
}

/** The answer to a conditional GET: the page is as it was (304), or here it is again. */
export type RevalidatedPage = { notModified: true; finalUrl: string } | (FetchedPage & { notModified: false });

export type PageFetcher = (url: string) => Promise<FetchedPage>;

export const MAX_REDIRECTS = 5;

const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,text/plain;q=0.8,text/markdown;q=0.8,*/*;q=0.1';

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

function conditionalHeaders(validators: PageValidators | undefined): Record<string, string> {
  return {
    ...(validators?.etag ? { 'if-none-match': validators.etag } : {}),
    ...(validators?.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
  };
}

function sendRequest(url: URL, options: FetchPageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      headers: { 'user-agent': options.userAgent, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br', ...conditionalHeaders(options.validators) },
      lookup: createGuardedLookup(url, options.access),
      // No pooled sockets: a socket checked under one caller's PrivateAccess must not serve another's.
      agent: false,
      signal,
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function parseLocation(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new FetchPageError('http', `The page redirected to an invalid address (${location})`);
  }
}

async function readPage(url: URL, response: IncomingMessage, maxBytes: number): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  const { mime, charset } = parseContentType(response.headers['content-type']);
  if (mime && !isReadableType(mime)) {
    response.destroy();
    throw new FetchPageError('unsupported_type', `The page is ${mime}, which cannot be read as text`, { status });
  }
  const tooLarge = () => new FetchPageError('too_large', `The page is larger than ${formatBytes(maxBytes)}`, { status });
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const raw = await readLimitedBody(response, maxBytes);
  const body = raw && (await decompressBody(raw, response.headers['content-encoding'], maxBytes));
  if (!body) throw tooLarge();
  const contentType = mime || sniffType(body);
  if (!contentType) throw new FetchPageError('unsupported_type', 'The page is a binary file, which cannot be read as text', { status });
  const validators = { etag: response.headers.etag ?? null, lastModified: response.headers['last-modified'] ?? null };
  return { finalUrl: url.href, status, contentType, body: decodeText(body, charset), validators };
}

/** `progress.url` tracks the hop being fetched, so an error can name the host that failed. */
async function followRedirects(progress: { url: URL }, options: FetchPageOptions, signal: AbortSignal): Promise<RevalidatedPage> {
  for (let hop = 0; ; hop++) {
    const url = progress.url;
    assertFetchableUrl(url, options.access);
    const response = await sendRequest(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new FetchPageError('http', `The page redirected more than ${MAX_REDIRECTS} times`, { status });
      progress.url = parseLocation(location, url);
      continue;
    }
    if (status === 304 && options.validators) {
      response.destroy();
      return { notModified: true, finalUrl: url.href };
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      const reason = response.statusMessage || http.STATUS_CODES[status] || '';
      throw new FetchPageError('http', `The page answered ${status} ${reason}`.trim(), { status });
    }
    return { ...(await readPage(url, response, options.maxBytes)), notModified: false };
  }
}

function describeNetworkError(error: unknown, host: string): FetchPageError {
  const code = errorCode(error);
  const messages: Record<string, string> = {
    ENOTFOUND: `The site ${host} could not be found`,
    EAI_AGAIN: `The site ${host} could not be found`,
    ECONNREFUSED: `The site ${host} refused the connection`,
    ECONNRESET: `The site ${host} closed the connection`,
    EHOSTUNREACH: `The site ${host} cannot be reached`,
    ENETUNREACH: `The site ${host} cannot be reached`,
  };
  const certificate = code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code);
  const message = certificate
    ? `The site ${host} has an invalid security certificate`
    : code !== undefined && Object.hasOwn(messages, code)
      ? messages[code]
      : `The page could not be fetched: ${error instanceof Error ? error.message : String(error)}`;
  return new FetchPageError('network', message, { cause: error });
}

/**
 * Fetches one page as text over node:http(s), following up to {@link MAX_REDIRECTS} redirects and
 * refusing private destinations at every hop. Rejects with a {@link FetchPageError}.
 */
export async function fetchPage(url: string, options: Omit<FetchPageOptions, 'validators'>): Promise<FetchedPage> {
  const page = await revalidatePage(url, options);
  if (page.notModified) throw new FetchPageError('http', 'The page answered 304 Not Modified', { status: 304 });
  return page;
}

/** {@link fetchPage} as a conditional GET when `options.validators` are given: a 304 answers `notModified`. */
export async function revalidatePage(url: string, options: FetchPageOptions): Promise<RevalidatedPage> {
  options.signal?.throwIfAborted();
  if (!URL.canParse(url)) throw new FetchPageError('blocked', `Refused: ${url} is not a valid web address`);
  const progress = { url: new URL(url) };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await followRedirects(progress, options, controller.signal);
  } catch (error) {
    if (timedOut) throw new FetchPageError('timeout', `The page took longer than ${formatSeconds(options.timeoutMs)}`, { cause: error });
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof FetchPageError) throw error;
    if (error instanceof BlockedUrlError) throw new FetchPageError('blocked', error.message, { cause: error });
    throw describeNetworkError(error, progress.url.host);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
