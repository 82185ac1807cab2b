import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadsPage, leadsQuery } from '../../../common/leads';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { deleteLead, exportLeads, listLeads } from './service';

const leadParams = z.object({ id: uuidParam('lead') });
const tags = ['Leads'];

/** The Leads list of a project: what capture_lead stored, filtered, paged, exported as CSV, deleted. */
export function leadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/leads', { schema: { tags, params: projectParams, querystring: leadsQuery, response: { 200: leadsPage } } }, async (request) =>
      listLeads(deps, currentUser(request), request.params.id, request.query),
    );

    app.get('/api/projects/:id/leads/export', { schema: { tags, params: projectParams, querystring: leadsQuery } }, async (request, reply) => {
      const { filename, chunks } = await exportLeads(deps, currentUser(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    });

    app.delete('/api/leads/:id', { schema: { tags, params: leadParams } }, async (request, reply) => {
      await deleteLead(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
