import type { FastifyRequest } from 'fastify';

// Paths that carry a secret of their own: inbound workflow webhooks (/api/workflows/hooks/{secret}).
const SECRET_IN_PATH = /^(\/api\/workflows\/hooks\/)[^/?#]+/;

/** A request's URL as the log keeps it: secrets in the path replaced. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[secret]');
}

/** Fastify's request log line, with the URL masked (headers are redacted by the logger). */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip };
}
