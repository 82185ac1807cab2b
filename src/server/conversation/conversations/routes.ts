import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationDetail, conversationsExportQuery, conversationsPage, conversationsQuery, runsPage, runsQuery } from '../../../common/conversations';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { deleteConversation, exportConversations, getConversation, listConversations, listRuns } from './service';

const conversationParams = z.object({ id: uuidParam('conversation') });
const tags = ['Conversations'];
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** Every conversation of a project with its transcript, filtered, searched, exported, deleted; and the project's runs. */
export function conversationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/conversations',
      { schema: { tags, params: projectParams, querystring: conversationsQuery, response: { 200: conversationsPage } } },
      async (request) => listConversations(deps, currentUser(request), request.params.id, request.query),
    );

    app.get('/api/projects/:id/conversations/export', { schema: { tags, params: projectParams, querystring: conversationsExportQuery } }, async (request, reply) => {
      const { format, filename, chunks } = await exportConversations(deps, currentUser(request), request.params.id, request.query);
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    });

    app.get('/api/conversations/:id', { schema: { tags, params: conversationParams, response: { 200: conversationDetail } } }, async (request) =>
      getConversation(deps, currentUser(request), request.params.id),
    );

    app.delete('/api/conversations/:id', { schema: { tags, params: conversationParams } }, async (request, reply) => {
      await deleteConversation(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });

    app.get('/api/projects/:id/runs', { schema: { tags, params: projectParams, querystring: runsQuery, response: { 200: runsPage } } }, async (request) =>
      listRuns(deps, currentUser(request), request.params.id, request.query),
    );
  };
}
