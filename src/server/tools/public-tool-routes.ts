import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../platform/deps';
import { notFound } from '../platform/errors';
import { uuidParam } from '../platform/params';
import { findToolRow, updateToolRow } from './queries';

const toolParams = z.object({ id: uuidParam('tool') });

/**
 * An instance admin shares a project tool with every project (Public Tools), or stops sharing it.
 * Other projects see its name, type and description and can attach it; never its secrets.
 */
export function publicToolRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/admin/tools/:id/public',
      { config: { access: 'admin' }, schema: { tags: ['Tools'], summary: 'Make a tool public (every project can attach it) or private', params: toolParams, body: z.object({ isPublic: z.boolean() }), response: { 200: z.object({ id: z.string(), isPublic: z.boolean() }) } } },
      async (request) => {
        const tool = await findToolRow(deps.db, request.params.id);
        if (!tool) throw notFound('Tool');
        const updated = await updateToolRow(deps.db, tool.id, { isPublic: request.body.isPublic });
        return { id: updated.id, isPublic: updated.isPublic };
      },
    );
  };
}
