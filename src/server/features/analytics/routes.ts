import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSummary } from '../../../common/projects';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams } from '../../platform/params';
import { requireProject } from '../projects/service';
import { summarizeProject } from './service';

export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/analytics',
      { schema: { params: projectParams, response: { 200: analyticsSummary } } },
      async (request) => {
        const project = await requireProject(deps, currentUser(request), request.params.id);
        return summarizeProject(deps, project.id);
      },
    );
  };
}
