import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../common/error-codes';
import { resolveAppRoot } from '../app-root';
import { PRECOMPRESSED_FILE } from '../precompressed';

/**
 * Serves the built web app: hashed assets with a year-long cache, and index.html for every
 * other browser path (the app's router shows the page, or its 404 page).
 */
export async function registerWebApp(app: FastifyInstance, opts: { serveLoginPage: boolean; webDistDir?: string }): Promise<void> {
  const webRoot = path.resolve(opts.webDistDir ?? path.join(resolveAppRoot(), 'dist/web'));
  const indexFile = path.join(webRoot, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (index) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build's .br/.gz copy of a file when the browser accepts it (scripts/compress-assets.mjs);
      // the copies get no route of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      allowedPath: (pathname) => !PRECOMPRESSED_FILE.test(pathname),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        reply.header('vary', 'accept-encoding');
      },
    });
  }

  const sendIndex = (reply: import('fastify').FastifyReply) => {
    if (!index) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then reload this page.');
    }
    return reply.code(200).type('text/html').header('cache-control', 'no-cache').send(index);
  };

  // Built-in sign-in page: the web app renders it at /api/login (OIDC replaces this route).
  if (opts.serveLoginPage) app.get('/api/login', { config: { access: 'public' } }, (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(pathname)) {
      return sendIndex(reply);
    }
    return reply.code(404).send({ message: `No route ${request.method} ${pathname}`, code: ERROR_CODES.notFound });
  });
}
