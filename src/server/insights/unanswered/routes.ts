import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unansweredList, unansweredQuery, unansweredSummary } from '../../../common/unanswered';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { listUnanswered, markHandled, unansweredSummary as readSummary } from './service';

const tags = ['Unanswered questions'];

/** Visitors' questions that got no useful answer, per agent, and the Dashboard's count of them. */
export function unansweredRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/unanswered',
      {
        schema: {
          tags,
          summary: "The agent's unanswered questions asked in the period (7d, 30d, 90d), rephrasings grouped into one row, most asked first",
          params: z.object({ id: uuidParam('agent') }),
          querystring: unansweredQuery,
          response: { 200: unansweredList },
        },
      },
      async (request) => listUnanswered(deps, currentUser(request), request.params.id, request.query.period),
    );

    app.post(
      '/api/unanswered/:groupId/handled',
      { schema: { tags, summary: 'Mark an unanswered question handled: its row goes (editors and above)', params: z.object({ groupId: uuidParam('unanswered question') }) } },
      async (request, reply) => {
        await markHandled(deps, currentUser(request), request.params.groupId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/projects/:id/unanswered-summary',
      {
        schema: {
          tags,
          summary: "How many of the project's questions went unanswered in the last 7 days (still open), and the agent with most",
          params: z.object({ id: uuidParam('project') }),
          response: { 200: unansweredSummary },
        },
      },
      async (request) => readSummary(deps, currentUser(request), request.params.id),
    );
  };
}
