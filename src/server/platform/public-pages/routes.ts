import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AppDeps } from '../deps';
import { chooseEncoding, PRECOMPRESSED_FILE, type PrecompressedEncoding } from '../precompressed';
import { BASE_CSP_DIRECTIVES } from '../security-headers';
import { readWidgetBundle, resolveDistDir } from './dist-paths';

const PAGE_PATHS = ['/demo/:id', '/chat/:id'] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/*
 * The global policy without frame-ancestors, so any site may frame
 * the page. Even `frame-ancestors *` would block an opaque-origin ancestor (a sandboxed widget
 * preview that embeds /widget.js): CSP matches ancestors by origin, and an opaque one matches nothing.
 */
const embeddableDirectives = BASE_CSP_DIRECTIVES;

/*
 * A widget's own HTML runs in a srcdoc frame, which inherits this page's policy; the sandbox
 * (no allow-same-origin) is what keeps it away from this origin, so its scripts, styles and
 * calls to https services are allowed here.
 */
const widgetDemoDirectives = {
  ...embeddableDirectives,
  scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ['*', 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https:'],
  frameSrc: ["'self'", 'https:'],
  mediaSrc: ['*', 'data:', 'blob:'],
};

function embeddable(directives: Record<string, string[]>): RouteShorthandOptions {
  return {
    config: {
      access: 'public',
      securityHeaders: {
        contentSecurityPolicy: { useDefaults: false, directives },
        frameguard: false,
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      },
    },
  };
}

/**
 * Serves the public demo/chat/widget pages (a second, light Vite build in dist/public, assets
 * under /p/) and the embed script at /widget.js (dist/widget). Registered before the web app,
 * whose catch-all would otherwise answer these paths.
 */
export function publicPageRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const publicDir = resolveDistDir('public', deps.config.WEB_DIST_DIR);
    const indexFile = path.join(publicDir, 'index.html');
    const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

    const sendIndex = (reply: FastifyReply) => {
      if (!index) return reply.code(503).type('text/plain').send('The public pages are not built yet. Run `npm run build`, then reload this page.');
      return reply.code(200).type('text/html').header('cache-control', 'no-cache').send(index);
    };

    for (const url of PAGE_PATHS) app.get(url, { config: { access: 'public' } }, (_req, reply) => sendIndex(reply));
    app.get('/widget/:id', embeddable(embeddableDirectives), (_req, reply) => sendIndex(reply));
    app.get('/widget-demo/:id', embeddable(widgetDemoDirectives), (_req, reply) => sendIndex(reply));

    if (index) {
      await app.register(fastifyStatic, {
        root: publicDir,
        prefix: '/p/',
        decorateReply: false,
        index: false,
        // the build's .br/.gz copy when the browser accepts it (see scripts/compress-assets.mjs)
        preCompressed: true,
        allowedPath: (pathname) => !PRECOMPRESSED_FILE.test(pathname),
        setHeaders(res, filePath) {
          res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
          res.header('vary', 'accept-encoding');
          // The widget page may run inside a sandboxed (opaque-origin) preview frame, which
          // loads these module scripts cross-origin.
          res.header('access-control-allow-origin', '*');
          res.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    const widget = readWidgetBundle(resolveDistDir('widget', deps.config.WEB_DIST_DIR));
    const widgetEncodings = widget ? (Object.keys(widget.encoded) as PrecompressedEncoding[]) : [];
    const sendWidget = (request: FastifyRequest, reply: FastifyReply, cache: string) => {
      if (!widget) return reply.code(404).type('text/plain').send('The embed script is not built yet. Run `npm run build`.');
      const encoding = chooseEncoding(request.headers['accept-encoding'], widgetEncodings);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', cache)
        .header('vary', 'accept-encoding')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*')
        .send(encoding ? widget.encoded[encoding] : widget.code);
    };
    // The stable name customers paste (short cache, so updates reach them), and the hashed name (cached for good).
    app.get('/widget.js', { config: { access: 'public' } }, (request, reply) => sendWidget(request, reply, 'public, max-age=300'));
    if (widget) app.get(`/${widget.file}`, { config: { access: 'public' } }, (request, reply) => sendWidget(request, reply, IMMUTABLE));
  };
}
