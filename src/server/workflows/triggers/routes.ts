import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { executeWorkflowBody } from '../../../common/workflows';
import { requireAccess } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { executeCustomTrigger, type ExecuteCaller } from './custom-trigger';
import { receiveWorkflowWebhook, WEBHOOK_TRIGGER_BODY_LIMIT } from './webhook-trigger';

const tags = ['Workflows'];
const IDEMPOTENCY_KEY_MAX = 64;

// Answers of outside callers only (the builder does not read them), so they live with their routes.
const webhookAccepted = z.object({ executionId: z.string(), executionIds: z.array(z.string()) });
const executeAccepted = z.object({ executionIds: z.array(z.string()) });

/** The optional Idempotency-Key header: a repeated call with it starts nothing twice. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (value.length > IDEMPOTENCY_KEY_MAX) throw badRequest(`Idempotency-Key: use at most ${IDEMPOTENCY_KEY_MAX} characters`);
  return value;
}

/** A platform API key when the call carries one, else the signed-in owner. */
function callerOf(request: FastifyRequest): ExecuteCaller {
  const authorization = request.headers.authorization;
  if (authorization && /^Bearer\s/i.test(authorization)) return { kind: 'key', authorization, ip: request.ip };
  return { kind: 'session', user: requireAccess(request, 'authorized') };
}

/** The workflow triggers called from outside: the inbound webhook URL and the custom execute call. */
export function workflowTriggerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/workflows/hooks/:secret',
      {
        config: { access: 'public' },
        bodyLimit: WEBHOOK_TRIGGER_BODY_LIMIT,
        schema: {
          tags,
          params: z.object({ secret: z.string().min(1).max(200) }),
          body: z.record(z.string(), z.unknown()).optional(),
          response: { 202: webhookAccepted },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await receiveWorkflowWebhook(deps, request.params.secret, request.body ?? {}, idempotencyKeyOf(request))),
    );

    app.post(
      '/api/workflows/:workflowId/execute',
      {
        // a platform API key or the session (whose cookie writes still need the CSRF header)
        config: { access: 'public' },
        schema: {
          tags,
          security: [{ bearerAuth: [] }, { cookieAuth: [] }],
          params: z.object({ workflowId: z.string().min(1).max(200) }),
          body: executeWorkflowBody,
          response: { 202: executeAccepted },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await executeCustomTrigger(deps, callerOf(request), request.params.workflowId, request.body, idempotencyKeyOf(request))),
    );
  };
}
