import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProjectBody, project } from '../../../common/projects';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { createProject, listProjects } from './service';

export function projectRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects', { schema: { response: { 200: z.array(project) } } }, async (request) =>
      listProjects(deps, currentUser(request)),
    );

    app.post('/api/projects', { schema: { body: createProjectBody, response: { 201: project } } }, async (request, reply) =>
      reply.code(201).send(await createProject(deps, currentUser(request), request.body)),
    );
  };
}
