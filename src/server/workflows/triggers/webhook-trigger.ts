import { sha256 } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound, tooManyRequests } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit-store';
import { executionIdsOf, startTriggers } from './dispatch-event';
import { optionalText, userFieldsOf, type EventContext } from './event-context';
import { findWorkflowBySecretHash } from './trigger-queries';

/** the largest JSON body an inbound webhook may post */
export const WEBHOOK_TRIGGER_BODY_LIMIT = 64 * 1024;
/** inbound calls per secret and window, shared by every web process */
export const WEBHOOK_TRIGGER_RATE = { max: 60, windowMs: 60_000 } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The posted JSON is `extra` (templates and webhook nodes can use all of it); user.name, email
 * and phone come from its `user` or `userData` object, or its top level; user.question from
 * `message`, `userMessage` or `question`.
 */
export function webhookContext(body: Record<string, unknown>, now: Date): EventContext {
  const userSource = isRecord(body.user) ? body.user : isRecord(body.userData) ? body.userData : body;
  const question = optionalText(body.message ?? body.userMessage ?? body.question, 4000);
  const sessionId = optionalText(body.sessionId, 128);
  return {
    user: { ...userFieldsOf(userSource), ...(question ? { question } : {}) },
    agent: { response: optionalText(body.agentResponse) },
    session: sessionId ? { id: sessionId } : {},
    conversationId: null,
    timestamp: now.toISOString(),
    extra: body,
  };
}

/**
 * POST /api/workflows/hooks/{secret}: the workflow whose webhook secret this is starts its
 * webhook triggers with the posted JSON. The secret is looked up by its sha-256 (it is never
 * stored in clear). An Idempotency-Key header makes a repeated call answer the first one's run.
 */
export async function receiveWorkflowWebhook(
  deps: AppDeps,
  secret: string,
  body: Record<string, unknown>,
  idempotencyKey: string | null,
): Promise<{ executionId: string; executionIds: string[] }> {
  const hash = sha256(secret);
  const workflow = await findWorkflowBySecretHash(deps.db, hash);
  if (!workflow) throw notFound('Workflow webhook');
  const now = deps.clock();
  const limit = await hitRateLimit(deps.db, `workflow-hook:${hash}`, WEBHOOK_TRIGGER_RATE.max, WEBHOOK_TRIGGER_RATE.windowMs, now);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, `Too many calls to this workflow webhook. Try again in ${limit.retryAfterSeconds} seconds.`);
  if (workflow.status !== 'active') throw conflict('This workflow is not active, so its webhook starts nothing.');
  const dispatched = await startTriggers(deps, workflow, {
    agentId: workflow.agentId,
    types: ['webhook'],
    eventKey: idempotencyKey,
    isTest: false,
    occurredAt: now,
    context: webhookContext(body, now),
  });
  if (dispatched.length === 0) throw notFound('Webhook trigger in this workflow');
  const executionIds = await executionIdsOf(deps, workflow, dispatched);
  return { executionId: executionIds[0], executionIds };
}
