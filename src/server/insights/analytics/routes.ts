import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuery, analyticsReport } from '../../../common/analytics';
import { analyticsSummary } from '../../../common/projects';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams } from '../../platform/params';
import { analyticsExport, analyticsFor, summarizeProject } from './service';

const tags = ['Analytics'];
/** Without a range: the dashboard's summary (every plan); with one: the Analytics page (premium). */
const summaryOrReportQuery = analyticsQuery.partial({ range: true }).refine((q) => q.range !== undefined || q.agentId === undefined, {
  error: 'range is required with agentId',
  path: ['range'],
});

export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/analytics',
      {
        schema: {
          tags,
          summary: "The project's analytics summary; with ?range=24h|7d|30d|90d (and &agentId=) the full Analytics report (premium)",
          params: projectParams,
          querystring: summaryOrReportQuery,
          response: { 200: z.union([analyticsReport, analyticsSummary]) },
        },
      },
      async (request) => {
        const { range, agentId } = request.query;
        if (range === undefined) return summarizeProject(deps, currentUser(request), request.params.id);
        return analyticsFor(deps, currentUser(request), request.params.id, { range, agentId });
      },
    );

    app.get(
      '/api/projects/:id/analytics/export',
      { schema: { tags, summary: 'The production runs of the range as CSV (premium), streamed', params: projectParams, querystring: analyticsQuery } },
      async (request, reply) => {
        const { filename, chunks } = await analyticsExport(deps, currentUser(request), request.params.id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks));
      },
    );
  };
}
