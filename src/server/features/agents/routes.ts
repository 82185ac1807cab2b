import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentListItem, agentStatus } from '../../../common/agents';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams } from '../../platform/params';
import { requireProject } from '../projects/service';
import { listProjectAgents } from './queries';

export function agentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:id/agents',
      { schema: { params: projectParams, response: { 200: z.array(agentListItem) } } },
      async (request) => {
        const project = await requireProject(deps, currentUser(request), request.params.id);
        const rows = await listProjectAgents(deps.db, project.id);
        return rows.map((r) => ({
          ...r,
          status: agentStatus.catch('draft').parse(r.status),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        }));
      },
    );
  };
}
