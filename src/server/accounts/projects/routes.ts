import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProjectBody, project, updateProjectBody } from '../../../common/projects';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams } from '../../platform/params';
import { createProject, getProject, listProjects, selectProject, updateProject } from './service';

export function projectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects', { schema: { response: { 200: z.array(project) } } }, async (request) =>
      listProjects(deps, currentUser(request)),
    );

    app.post('/api/projects', { schema: { body: createProjectBody, response: { 201: project } } }, async (request, reply) =>
      reply.code(201).send(await createProject(deps, currentUser(request), request.body)),
    );

    app.get(
      '/api/projects/:id',
      { schema: { summary: 'A project you belong to, with its monthly budget and your role', params: projectParams, response: { 200: project } } },
      async (request) => getProject(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/select',
      { schema: { summary: 'Make a project you belong to your current one (listed first by GET /api/projects)', params: projectParams } },
      async (request, reply) => {
        await selectProject(deps, currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.patch(
      '/api/projects/:id',
      {
        schema: {
          summary: "Change a project's monthly budget (US dollars, more than 0, at most 1,000,000, whole cents)",
          params: projectParams,
          body: updateProjectBody,
          response: { 200: project },
        },
      },
      async (request) => updateProject(deps, currentUser(request), request.params.id, request.body),
    );
  };
}
