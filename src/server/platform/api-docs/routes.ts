import type { FastifyPluginAsync } from 'fastify';
import { renderDocsPage, type OpenApiDoc } from './docs-page';

/** The OpenAPI document and a readable reference page built from it (no assets from outside the machine). */
export function docsRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    let page: string | null = null;
    app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as unknown as OpenApiDoc);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    });
  };
}
