import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toolApprovals } from '../../db/approval-tables';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { queueWebhookEvent } from '../event-webhook/index';
import { APPROVAL_EXPIRE_JOB } from './job-kinds';
import { findApproval } from './queries';
import { toApprovalView, type WorkflowHeld } from './view';

export interface WorkflowApprovalRequest {
  projectId: string;
  agentId: string;
  executionId: string;
  nodeId: string;
  title: string;
  timeoutMinutes: number;
  held: WorkflowHeld;
}

/**
 * A workflow execution waits at a "Wait for approval" node: one request per (execution, node),
 * so a node job run twice asks once. The expiry is a delayed job and the event webhook hears of
 * it, in the same transaction; nothing else waits. Answers the request's id.
 */
export async function holdWorkflowStep(db: Db, request: WorkflowApprovalRequest, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + request.timeoutMinutes * 60_000);
    const [inserted] = await tx
      .insert(toolApprovals)
      .values({
        projectId: request.projectId,
        agentId: request.agentId,
        executionId: request.executionId,
        nodeId: request.nodeId,
        channel: 'workflow',
        toolName: request.title.slice(0, 100),
        arguments: {},
        expiresAt,
        turn: request.held,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [toolApprovals.executionId, toolApprovals.nodeId] })
      .returning({ id: toolApprovals.id });
    if (!inserted) {
      const [existing] = await tx.select({ id: toolApprovals.id }).from(toolApprovals).where(and(eq(toolApprovals.executionId, request.executionId), eq(toolApprovals.nodeId, request.nodeId)));
      return existing.id;
    }
    await enqueueJobs(tx, [{ kind: APPROVAL_EXPIRE_JOB, payload: { approvalId: inserted.id }, runAt: expiresAt, maxAttempts: 5 }]);
    const row = await findApproval(tx, inserted.id);
    if (row) await queueWebhookEvent(tx, request.projectId, 'approval.waiting', toApprovalView(row), now);
    return inserted.id;
  });
}
