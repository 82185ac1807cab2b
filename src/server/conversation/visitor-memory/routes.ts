import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateFactBody, visitorFact, visitorMemory } from '../../../common/visitor-memory';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { deleteVisitorFact, editVisitorFact, getVisitorMemory } from './service';

const visitorParams = z.object({ projectId: uuidParam('project'), visitorId: uuidParam('visitor') });
const factParams = visitorParams.extend({ factId: uuidParam('fact') });
const tags = ['Visitors'];

/** What the project's agents remember of a visitor: read by members who read conversations, changed by editors and up (docs/decisions/0051). */
export function visitorMemoryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/visitors/:visitorId/memory',
      { schema: { tags, summary: "The facts the project's agents remember about the visitor, newest first", params: visitorParams, response: { 200: visitorMemory } } },
      async (request) => getVisitorMemory(deps, currentUser(request), request.params.projectId, request.params.visitorId),
    );

    app.patch(
      '/api/projects/:projectId/visitors/:visitorId/memory/:factId',
      { schema: { tags, summary: 'Correct a remembered fact or its category', params: factParams, body: updateFactBody, response: { 200: visitorFact } } },
      async (request) => editVisitorFact(deps, currentUser(request), request.params.projectId, request.params.visitorId, request.params.factId, request.body),
    );

    app.delete(
      '/api/projects/:projectId/visitors/:visitorId/memory/:factId',
      { schema: { tags, summary: 'Delete a remembered fact', params: factParams } },
      async (request, reply) => {
        await deleteVisitorFact(deps, currentUser(request), request.params.projectId, request.params.visitorId, request.params.factId);
        return reply.code(204).send();
      },
    );
  };
}
