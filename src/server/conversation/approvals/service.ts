import { APPROVAL_STATUSES, type ApprovalDecision, type ApprovalRules, type ApprovalStatus, type ApprovalView } from '../../../common/approvals';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import type { SessionUser } from '../../platform/session';
import { requireProject } from '../../accounts/projects/index';
import { requireAgent } from '../../authoring/agents/index';
import { APPROVAL_RUN_JOB, approvalTexts, decidePending, findApproval, findRules, listApprovals, saveRules, toApprovalView, WORKFLOW_APPROVAL_JOB, type ApprovalWithAgent } from '../approval-hold/index';
import { queueWebhookEvent } from '../event-webhook/index';
import { tellVisitor } from './deliver';

const LIST_LIMIT = 200;
const EDITED_ARGUMENTS_MAX_CHARS = 20_000;

export async function getApprovalRules(deps: AppDeps, user: SessionUser, agentId: string): Promise<ApprovalRules> {
  await requireAgent(deps, user, agentId, 'view');
  return findRules(deps.db, agentId);
}

/** Only editors and above change which calls wait for a person. */
export async function putApprovalRules(deps: AppDeps, user: SessionUser, agentId: string, body: ApprovalRules): Promise<ApprovalRules> {
  await requireAgent(deps, user, agentId, 'build');
  const rules = body.rules.map((r) => ({ tool: r.tool, argument: r.argument || null, above: r.argument ? (r.above ?? null) : null }));
  await saveRules(deps.db, agentId, rules, body.timeoutMinutes, deps.clock());
  return findRules(deps.db, agentId);
}

function statusFilter(status: string | undefined): ApprovalStatus | null {
  if (!status) return null;
  if (!(APPROVAL_STATUSES as readonly string[]).includes(status)) throw badRequest(`status must be one of ${APPROVAL_STATUSES.join(', ')}`);
  return status as ApprovalStatus;
}

/** The project's approval requests, newest first (members who read conversations; viewers included). */
export async function listProjectApprovals(deps: AppDeps, user: SessionUser, projectId: string, status?: string): Promise<ApprovalView[]> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  return (await listApprovals(deps.db, project.id, statusFilter(status), LIST_LIMIT)).map(toApprovalView);
}

/** The pending requests of the platform key's project. */
export async function listPendingForKey(deps: AppDeps, projectId: string): Promise<ApprovalView[]> {
  return (await listApprovals(deps.db, projectId, 'pending', LIST_LIMIT)).map(toApprovalView);
}

function alreadyDecided(row: ApprovalWithAgent, now: Date): Error {
  if (row.status === 'expired' || (row.status === 'pending' && row.expiresAt <= now)) {
    return conflict(`This approval request expired at ${row.expiresAt.toISOString()}: it can no longer be approved or rejected.`);
  }
  return conflict(`This approval request was already decided (${row.status}): a request is decided once.`);
}

/**
 * One decision, taken once: the pending → approved/rejected change is one conditional UPDATE, and
 * an approval queues the run in the same transaction (docs/decisions/0050). 409 when it was
 * decided or expired before.
 */
async function decide(deps: AppDeps, row: ApprovalWithAgent, by: { userId: string | null; via: 'inbox' | 'api' }, body: ApprovalDecision): Promise<ApprovalView> {
  const now = deps.clock();
  if (body.arguments && JSON.stringify(body.arguments).length > EDITED_ARGUMENTS_MAX_CHARS) throw badRequest(`arguments: at most ${EDITED_ARGUMENTS_MAX_CHARS} characters of JSON`);
  if (body.decision === 'reject' && body.arguments) throw badRequest('arguments: edited arguments only go with approve');
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  if (row.executionId && body.arguments) throw badRequest('arguments: a workflow approval has no arguments to edit');
  const decided = await deps.db.transaction(async (tx) => {
    const changed = await decidePending(tx, row.id, { status, decidedBy: by.userId, decidedVia: by.via, reason: body.reason || null, arguments: body.arguments }, now);
    if (!changed) return null;
    // a workflow goes on along its branch in a job, whichever the decision; a tool call runs only when approved
    if (changed.executionId) await enqueueJobs(tx, [{ kind: WORKFLOW_APPROVAL_JOB, payload: { approvalId: row.id }, maxAttempts: 5 }]);
    else if (status === 'approved') await enqueueJobs(tx, [{ kind: APPROVAL_RUN_JOB, payload: { approvalId: row.id }, maxAttempts: 3 }]);
    await queueWebhookEvent(tx, changed.projectId, 'approval.decided', toApprovalView({ ...changed, agentName: row.agentName }), now);
    return changed;
  });
  if (!decided) throw alreadyDecided((await findApproval(deps.db, row.id)) ?? row, now);
  deps.jobSignal.notify();
  if (status === 'rejected' && !decided.executionId) {
    const texts = approvalTexts(decided.language);
    await tellVisitor(deps, decided, body.reason ? texts.rejectedWithReason(body.reason) : texts.rejected);
  }
  return toApprovalView({ ...decided, agentName: row.agentName });
}

/** From the Inbox: operators and above decide; viewers get 403; anyone outside the project 404. */
export async function decideAsMember(deps: AppDeps, user: SessionUser, approvalId: string, body: ApprovalDecision): Promise<ApprovalView> {
  const row = await findApproval(deps.db, approvalId);
  if (!row) throw notFound('Approval');
  await requireProject(deps, user, row.projectId, 'handleConversations', 'Approval');
  return decide(deps, row, { userId: user.id, via: 'inbox' }, body);
}

/** From the owner's own tools with a platform key: another project's request is unknown (404). */
export async function decideWithKey(deps: AppDeps, projectId: string, approvalId: string, body: ApprovalDecision): Promise<ApprovalView> {
  const row = await findApproval(deps.db, approvalId);
  if (!row || row.projectId !== projectId) throw notFound('Approval');
  return decide(deps, row, { userId: null, via: 'api' }, body);
}

