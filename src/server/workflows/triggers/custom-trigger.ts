import type { z } from 'zod';
import type { executeWorkflowBody, TriggerType } from '../../../common/workflows';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import { authenticateKey, type KeyCredentials } from '../../conversation/public-api/index';
import { executionIdsOf, startTriggers } from './dispatch-event';
import { optionalText, userFieldsOf, type EventContext } from './event-context';
import { findEventWorkflow, findEventWorkflowById, type EventWorkflow } from './trigger-queries';
import { isUuid } from '../../platform/ids';

type ExecuteWorkflowBody = z.output<typeof executeWorkflowBody>;

/** How the call is authenticated: the owner's session, or a platform API key of the agent's project. */
export type ExecuteCaller = { kind: 'session'; user: SessionUser } | ({ kind: 'key' } & KeyCredentials);

const WORKFLOW_ID = /^workflow-(.+)$/;

/** The workflow an id names: 'workflow-{agentId}' or the workflow's own uuid. */
async function findNamedWorkflow(deps: AppDeps, workflowId: string): Promise<EventWorkflow | null> {
  const agentId = WORKFLOW_ID.exec(workflowId)?.[1];
  if (agentId !== undefined) return isUuid(agentId) ? findEventWorkflow(deps.db, agentId) : null;
  return isUuid(workflowId) ? findEventWorkflowById(deps.db, workflowId) : null;
}

/** The workflow the caller may start; 404 alike for a missing one and another project's. */
async function requireCallableWorkflow(deps: AppDeps, caller: ExecuteCaller, workflowId: string): Promise<EventWorkflow> {
  // a key is checked first: a wrong one answers 401 whatever the id
  const key = caller.kind === 'key' ? await authenticateKey(deps, caller) : null;
  const workflow = await findNamedWorkflow(deps, workflowId);
  if (!workflow) throw notFound('Workflow');
  // another project's workflow answers as an unknown one, not with its agent's "Agent not found"
  if (caller.kind === 'session') await requireAgent(deps, caller.user, workflow.agentId, 'build').catch(asMissingWorkflow);
  else if (workflow.projectId !== key?.projectId) throw notFound('Workflow');
  return workflow;
}

function asMissingWorkflow(err: unknown): never {
  throw err instanceof AppError && err.statusCode === 404 ? notFound('Workflow') : err;
}

function timestampOf(value: string | undefined, now: Date): string {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? now.toISOString() : new Date(parsed).toISOString();
}

function customContext(body: ExecuteWorkflowBody, now: Date): EventContext {
  const question = optionalText(body.userMessage, 4000);
  const sessionId = body.conversationId ?? body.userId;
  return {
    user: { ...userFieldsOf(body.userData), ...(question ? { question } : {}) },
    agent: { response: optionalText(body.agentResponse) },
    session: sessionId ? { id: sessionId } : {},
    conversationId: body.conversationId ?? null,
    timestamp: timestampOf(body.timestamp, now),
    extra: { triggerType: body.triggerType, ...(body.userId ? { userId: body.userId } : {}) },
  };
}

/**
 * POST /api/workflows/workflow-{agentId}/execute: starts the workflow's custom and
 * manual triggers, and those of the type the body names (the builder's quick test reports its
 * conversation this way), with the body's data. An Idempotency-Key header makes a repeated call
 * answer the first one's runs.
 */
export async function executeCustomTrigger(
  deps: AppDeps,
  caller: ExecuteCaller,
  workflowId: string,
  body: ExecuteWorkflowBody,
  idempotencyKey: string | null,
): Promise<{ executionIds: string[] }> {
  const workflow = await requireCallableWorkflow(deps, caller, workflowId);
  const now = deps.clock();
  const types: TriggerType[] = [...new Set<TriggerType>(['custom', 'manual', body.triggerType])];
  const dispatched = await startTriggers(deps, workflow, { agentId: workflow.agentId, types, eventKey: idempotencyKey, isTest: false, occurredAt: now, context: customContext(body, now) });
  return { executionIds: await executionIdsOf(deps, workflow, dispatched) };
}
