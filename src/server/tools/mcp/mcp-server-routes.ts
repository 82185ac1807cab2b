import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mcpServerInput, mcpServerView } from '../../../common/mcp';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import { addMcpServer, listMcpServers, refreshMcpServer, removeMcpServer, updateMcpServer } from './mcp-server-service';

const serverParams = z.object({ id: uuidParam('MCP server') });
const tags = ['Tools'];

/** MCP servers of a project (Streamable HTTP): their tools become project tools of type mcp. */
export function mcpServerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/mcp-servers', { schema: { tags, params: projectParams, response: { 200: z.array(mcpServerView) } } }, async (request) =>
      listMcpServers(deps, currentUser(request), request.params.id),
    );
    app.post(
      '/api/projects/:id/mcp-servers',
      { schema: { tags, summary: 'Connect an MCP server (its tools are listed before it is stored)', params: projectParams, body: mcpServerInput, response: { 201: mcpServerView } } },
      async (request, reply) => reply.code(201).send(await addMcpServer(deps, currentUser(request), request.params.id, request.body)),
    );
    app.put('/api/mcp-servers/:id', { schema: { tags, params: serverParams, body: mcpServerInput, response: { 200: mcpServerView } } }, async (request) =>
      updateMcpServer(deps, currentUser(request), request.params.id, request.body),
    );
    app.post('/api/mcp-servers/:id/refresh', { schema: { tags, summary: "List the server's tools again", params: serverParams, response: { 200: mcpServerView } } }, async (request) =>
      refreshMcpServer(deps, currentUser(request), request.params.id),
    );
    app.delete('/api/mcp-servers/:id', { schema: { tags, params: serverParams } }, async (request, reply) => {
      await removeMcpServer(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
