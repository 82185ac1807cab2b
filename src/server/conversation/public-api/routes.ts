import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPlatformKeyBody, createdPlatformKey, generateCodeBody, generatedCode, platformKey, runBody, runReply } from '../../../common/chat';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { createPlatformKey, deletePlatformKey, generateCode, getPlatformKeys, runAgentByKey } from './service';
import { publicOrigin } from '../../platform/public-origin';

const projectParams = z.object({ projectId: uuidParam('project') });
const keyParams = z.object({ projectId: uuidParam('project'), keyId: uuidParam('API key') });
const agentParams = z.object({ id: uuidParam('agent') });
const tags = ['Public API'];

/** Platform API keys, POST /api/agents/{id}/run for outside callers, and the generated embed/API code. */
export function publicApiRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/projects/:projectId/platform-keys',
      { schema: { tags, summary: "The project's platform API keys (masked)", params: projectParams, response: { 200: z.array(platformKey) } } },
      async (request) => getPlatformKeys(deps, currentUser(request), request.params.projectId),
    );

    app.post(
      '/api/projects/:projectId/platform-keys',
      { schema: { tags, summary: 'Create a platform API key (the key is shown only in this answer)', params: projectParams, body: createPlatformKeyBody, response: { 201: createdPlatformKey } } },
      async (request, reply) => reply.code(201).send(await createPlatformKey(deps, currentUser(request), request.params.projectId, request.body.name)),
    );

    app.delete('/api/projects/:projectId/platform-keys/:keyId', { schema: { tags, summary: 'Revoke a platform API key', params: keyParams } }, async (request, reply) => {
      await deletePlatformKey(deps, currentUser(request), request.params.projectId, request.params.keyId);
      return reply.code(204).send();
    });

    app.post(
      '/api/agents/:id/run',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Run the agent's active version. Authenticate with `Authorization: Bearer <platform API key>`; send the same sessionId to continue a conversation",
          security: [{ bearerAuth: [] }],
          params: agentParams,
          body: runBody,
          response: { 200: runReply },
        },
      },
      async (request) => runAgentByKey(deps, { authorization: request.headers.authorization, ip: request.ip }, request.params.id, request.body),
    );

    app.post(
      '/api/agents/:id/generate-code',
      { schema: { tags: ['Deployments'], summary: 'Embed code (widget), API examples or webhook URLs for the agent', params: agentParams, body: generateCodeBody, response: { 200: generatedCode } } },
      async (request) => generateCode(deps, currentUser(request), request.params.id, request.body, publicOrigin(deps, request)),
    );
  };
}
