import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdIdentitySecret, identitySecretStatus } from '../../../common/identity';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { getIdentitySecretStatus, rotateIdentitySecret } from './service';

const agentParams = z.object({ agentId: uuidParam('agent') });
const tags = ['Deployments'];

/** The agent's identity secret: whether one is set, and a new one shown once (docs/decisions/0045). */
export function visitorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:agentId/identity-secret',
      { schema: { tags, summary: 'Whether the agent has an identity secret (the secret itself is never returned)', params: agentParams, response: { 200: identitySecretStatus } } },
      async (request) => getIdentitySecretStatus(deps, currentUser(request), request.params.agentId),
    );

    app.post(
      '/api/agents/:agentId/identity-secret',
      {
        schema: {
          tags,
          summary: 'Create or rotate the identity secret: shown only in this answer; the previous secret stops verifying at once',
          params: agentParams,
          response: { 201: createdIdentitySecret },
        },
      },
      async (request, reply) => reply.code(201).send(await rotateIdentitySecret(deps, currentUser(request), request.params.agentId)),
    );
  };
}
