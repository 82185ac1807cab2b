import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import { maskPii, maskPiiDeep } from './privacy/pii-mask';

// Paths that carry a secret of their own: inbound workflow webhooks (/api/workflows/hooks/{secret}).
const SECRET_IN_PATH = /^(\/api\/workflows\/hooks\/)[^/?#]+/;

/** A request's URL as the log keeps it: secrets in the path and personal data in the query (a search for an e-mail) replaced. */
export function loggedUrl(url: string): string {
  const masked = url.replace(SECRET_IN_PATH, '$1[secret]');
  const query = masked.indexOf('?');
  if (query < 0) return masked;
  let decoded: string;
  try {
    decoded = decodeURIComponent(masked.slice(query + 1).replace(/\+/g, ' '));
  } catch {
    return masked.slice(0, query) + '?[unreadable]';
  }
  const cleaned = maskPii(decoded);
  return cleaned === decoded ? masked : `${masked.slice(0, query)}?${cleaned}`;
}

/** Fastify's request log line, with the URL masked (headers are redacted by the logger). */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip };
}

/** Errors as logged: messages and details from drivers and providers may quote what a visitor wrote. */
export function errorSerializer(err: Error) {
  return maskPiiDeep({ ...stdSerializers.err(err) });
}

/** Request headers that carry a credential or a signature. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-csrf-token', 'x-twilio-signature', 'x-hub-signature-256', 'x-api-key'];

/** Every logger of the server and the worker: credentials redacted, personal data masked. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Request lines carry no headers or bodies (requestSerializer); these paths catch any log call that passes them itself.
    redact: [...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]), 'req.body', 'body'],
    serializers: { req: requestSerializer, err: errorSerializer },
  };
}
