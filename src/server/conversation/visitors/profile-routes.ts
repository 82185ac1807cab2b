import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedVisitor, linkVisitorBody, visitorDetail, visitorsPage, visitorsQuery } from '../../../common/visitors';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { deleteVisitor, exportVisitors, getVisitor, linkVisitors, listVisitors } from './profile-service';

const projectParams = z.object({ projectId: uuidParam('project') });
const visitorParams = projectParams.extend({ visitorId: uuidParam('visitor') });
const tags = ['Visitors'];

/** The Visitors list and a visitor's page: one profile per person across channels (docs/decisions/0054). */
export function visitorProfileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/visitors',
      { schema: { tags, summary: "The project's visitors, most recently seen first: search, filters, keyset pages", params: projectParams, querystring: visitorsQuery, response: { 200: visitorsPage } } },
      async (request) => listVisitors(deps, currentUser(request), request.params.projectId, request.query),
    );

    app.get(
      '/api/projects/:projectId/visitors/export.csv',
      { schema: { tags, summary: "The project's visitors as CSV (the list's filters; formulas neutralised)", params: projectParams, querystring: visitorsQuery } },
      async (request, reply) => {
        const { filename, chunks } = await exportVisitors(deps, currentUser(request), request.params.projectId, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks));
      },
    );

    app.get(
      '/api/projects/:projectId/visitors/:visitorId',
      { schema: { tags, summary: "A visitor's profile: channel ids, conversations on every channel, leads, feedback, budgets used", params: visitorParams, response: { 200: visitorDetail } } },
      async (request) => getVisitor(deps, currentUser(request), request.params.projectId, request.params.visitorId),
    );

    app.post(
      '/api/projects/:projectId/visitors/:visitorId/link',
      { schema: { tags, summary: 'Merge another visitor into this one: its conversations, leads, feedback and channel ids move here', params: visitorParams, body: linkVisitorBody, response: { 200: visitorDetail } } },
      async (request) => linkVisitors(deps, currentUser(request), request.params.projectId, request.params.visitorId, request.body.visitorId),
    );

    app.delete(
      '/api/projects/:projectId/visitors/:visitorId',
      { schema: { tags, summary: 'Delete a visitor and all their data (conversations, runs, leads, feedback); answers the counts', params: visitorParams, response: { 200: deletedVisitor } } },
      async (request) => deleteVisitor(deps, currentUser(request), request.params.projectId, request.params.visitorId),
    );
  };
}
