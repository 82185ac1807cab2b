import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customToolInput, projectTool, toolsResponse, toolTestBody, toolTestResult } from '../../common/tools';
import { currentUser } from '../platform/auth-guard';
import type { AppDeps } from '../platform/deps';
import { projectParams, uuidParam } from '../platform/params';
import { createTool, deleteTool, listTools, requireTool, testTool, toProjectTool, updateTool } from './service';

const toolParams = z.object({ id: uuidParam('tool') });
const tags = ['Tools'];

/** The Tools Hub: project tools (custom api and webhook tools), the built-in catalogue, public tools, and tool tests. */
export function toolRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/tools', { schema: { tags, params: projectParams, response: { 200: toolsResponse } } }, async (request) =>
      listTools(deps, currentUser(request), request.params.id),
    );

    app.post('/api/projects/:id/tools', { schema: { tags, params: projectParams, body: customToolInput, response: { 201: projectTool } } }, async (request, reply) =>
      reply.code(201).send(await createTool(deps, currentUser(request), request.params.id, request.body)),
    );

    app.get('/api/tools/:id', { schema: { tags, params: toolParams, response: { 200: projectTool } } }, async (request) => {
      const { tool, agentCount } = await requireTool(deps, currentUser(request), request.params.id, 'view');
      return toProjectTool(tool, agentCount);
    });

    app.put('/api/tools/:id', { schema: { tags, params: toolParams, body: customToolInput, response: { 200: projectTool } } }, async (request) =>
      updateTool(deps, currentUser(request), request.params.id, request.body),
    );

    app.delete('/api/tools/:id', { schema: { tags, params: toolParams } }, async (request, reply) => {
      await deleteTool(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });

    app.post('/api/tools/:id/test', { schema: { tags, params: toolParams, body: toolTestBody, response: { 200: toolTestResult } } }, async (request) =>
      testTool(deps, currentUser(request), request.params.id, request.body.payload),
    );
  };
}
