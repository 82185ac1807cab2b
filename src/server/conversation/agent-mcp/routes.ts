import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentMcpBody, agentMcpEndpoint } from '../../../common/mcp';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { agentMcpPath, getAgentMcp, openAgentMcpServer, setAgentMcp } from './service';
import { publicOrigin } from '../../platform/public-origin';

const agentParams = z.object({ id: uuidParam('agent') });

/** Agents as MCP servers: the Deployments switch, and the Streamable HTTP endpoint other assistants call. */
export function agentMcpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/agents/:id/mcp', { schema: { tags: ['Deployments'], params: agentParams, response: { 200: agentMcpEndpoint } } }, async (request) =>
      getAgentMcp(deps, currentUser(request), request.params.id, publicOrigin(deps, request)),
    );
    app.put(
      '/api/agents/:id/mcp',
      { schema: { tags: ['Deployments'], summary: "Switch the agent's MCP endpoint on or off", params: agentParams, body: agentMcpBody, response: { 200: agentMcpEndpoint } } },
      async (request) => setAgentMcp(deps, currentUser(request), request.params.id, request.body.enabled, publicOrigin(deps, request)),
    );

    app.post(
      agentMcpPath(':id'),
      {
        config: { access: 'public' },
        schema: {
          tags: ['Public API'],
          summary: 'MCP (Streamable HTTP, stateless) endpoint of the agent: one tool, ask_<agent>. Authenticate with `Authorization: Bearer <platform API key>`',
          security: [{ bearerAuth: [] }],
          params: agentParams,
        },
      },
      async (request, reply) => {
        const server = await openAgentMcpServer(deps, { authorization: request.headers.authorization, ip: request.ip }, request.params.id);
        // stateless: one server and transport per request, answered as plain JSON
        const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        reply.hijack();
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    );
    // no server-initiated stream and no sessions to end: the protocol's answer is 405
    for (const method of ['GET', 'DELETE'] as const) {
      app.route({
        method,
        url: agentMcpPath(':id'),
        config: { access: 'public' },
        schema: { hide: true, params: agentParams },
        handler: async (_request, reply) => reply.code(405).header('allow', 'POST').send({ message: 'This MCP endpoint answers POST requests only.', code: 'METHOD_NOT_ALLOWED' }),
      });
    }
  };
}
