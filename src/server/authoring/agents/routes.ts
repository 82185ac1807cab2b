import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agent, agentInput, agentListItem, agentStatus, deleteUrlBody, patchAgentBody, updateAgentBody } from '../../../common/agents';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { agentView, createAgent, deleteAgent, listAgents, patchAgent, removeWebsiteUrl, requireAgent, updateAgent } from './service';

const statusOrDraft = agentStatus.catch('draft');

export const agentParams = z.object({ id: uuidParam('agent') });

export function agentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/agents', { schema: { params: projectParams, response: { 200: z.array(agentListItem) } } }, async (request) => {
      const rows = await listAgents(deps, currentUser(request), request.params.id);
      return rows.map((r) => ({
        ...r,
        status: statusOrDraft.parse(r.status),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
    });

    app.post(
      '/api/projects/:id/agents',
      { schema: { params: projectParams, body: agentInput, response: { 201: agent } } },
      async (request, reply) => reply.code(201).send(await createAgent(deps, currentUser(request), request.params.id, request.body)),
    );

    app.get('/api/agents/:id', { schema: { params: agentParams, response: { 200: agent } } }, async (request) => {
      const { row, latestVersion } = await requireAgent(deps, currentUser(request), request.params.id, 'view');
      return agentView(deps, row, latestVersion);
    });

    app.put('/api/agents/:id', { schema: { params: agentParams, body: updateAgentBody, response: { 200: agent } } }, async (request) =>
      updateAgent(deps, currentUser(request), request.params.id, request.body),
    );

    app.patch('/api/agents/:id', { schema: { params: agentParams, body: patchAgentBody, response: { 200: agent } } }, async (request) =>
      patchAgent(deps, currentUser(request), request.params.id, request.body),
    );

    app.delete('/api/agents/:id', { schema: { params: agentParams } }, async (request, reply) => {
      await deleteAgent(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });

    app.delete('/api/agents/:id/urls', { schema: { params: agentParams, body: deleteUrlBody, response: { 200: agent } } }, async (request) =>
      removeWebsiteUrl(deps, currentUser(request), request.params.id, request.body.url),
    );
  };
}
