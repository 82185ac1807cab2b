import type { ApprovalRule } from '../../../common/approvals';
import type { AppDeps } from '../../platform/deps';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { HeldCall, type ToolCallToHold } from '../../tools/index';
import { publishInboxEvent } from '../handoff/index';
import { APPROVAL_EXPIRE_JOB } from './job-kinds';
import { findApproval, findRules, insertApproval } from './queries';
import { queueWebhookEvent } from '../event-webhook/index';
import { toApprovalView } from './view';
import { approvalTexts } from './texts';

function numeric(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** An argument by name, or a nested one by a dotted path (data.amount). */
function argumentAt(args: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined), args);
}

/** Whether a rule asks for a person for these arguments: always, or when the argument is above the value (or is not a number: the safe side). */
export function ruleApplies(rule: ApprovalRule, args: Record<string, unknown>): boolean {
  if (!rule.argument || rule.above === null || rule.above === undefined) return true;
  const raw = argumentAt(args, rule.argument);
  const value = numeric(raw);
  return value === null ? raw !== undefined : value > rule.above;
}

/**
 * The owner's rules for this agent say the call waits for a person: the request is stored with
 * its expiry as a delayed job (nothing waits in memory), the Inbox is told, and the turn stops
 * with the visitor told in the agent's language. Null: the call runs now. Conversations only
 * (the Testing Console runs tools directly).
 */
export async function holdForApproval(deps: AppDeps, call: ToolCallToHold): Promise<HeldCall | null> {
  if (!call.origin.conversationId) return null;
  const { rules, timeoutMinutes } = await findRules(deps.db, call.origin.agentId);
  if (!rules.some((rule) => rule.tool === call.toolName && ruleApplies(rule, call.arguments))) return null;
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + timeoutMinutes * 60_000);
  const texts = approvalTexts(call.language);
  const id = await deps.db.transaction(async (tx) => {
    const approvalId = await insertApproval(tx, {
      projectId: call.origin.projectId,
      agentId: call.origin.agentId,
      agentVersionId: call.origin.agentVersionId,
      conversationId: call.origin.conversationId,
      sessionId: call.origin.sessionId,
      channel: call.origin.channel,
      toolName: call.toolName,
      arguments: call.arguments,
      expiresAt,
      turn: { agent: call.agent, visitorInput: call.visitorInput, heldMessage: texts.held, userData: call.userData, isTest: call.origin.isTest },
      language: call.language.slice(0, 8),
      createdAt: now,
      updatedAt: now,
    });
    await enqueueJobs(tx, [{ kind: APPROVAL_EXPIRE_JOB, payload: { approvalId }, runAt: expiresAt, maxAttempts: 5 }]);
    const row = await findApproval(tx, approvalId);
    if (row) await queueWebhookEvent(tx, call.origin.projectId, 'approval.waiting', toApprovalView(row), now);
    return approvalId;
  });
  publishInboxEvent(deps, call.origin.projectId, { type: 'conversation', conversationId: call.origin.conversationId });
  return new HeldCall(id, texts.held);
}
