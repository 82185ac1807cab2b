import type { ApprovalBranch } from '../../../common/workflows';
import { findApproval, transition } from '../../conversation/approval-hold/index';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { advanceTo } from './advance';
import { endStep, findExecution, finishExecutionIfDone, insertSteps, lockExecution, setExecutionContext } from './engine-queries';
import { findNode, splitBranches, type GraphSnapshot } from './graph-walk';
import type { ExecutionContext } from './start-execution.types';

const BRANCH_OF_STATUS: Record<string, ApprovalBranch> = { approved: 'approved', executed: 'approved', rejected: 'rejected', expired: 'timed_out' };

/**
 * The job a decision (or the expiry) queues: the waiting step ends and the execution goes on along
 * the matching branch, the others skipped, in one transaction. Ending the step is a conditional
 * UPDATE, so a retried job, a second worker or a restart moves the execution on once.
 */
export function resumeAfterApprovalHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const approval = await findApproval(deps.db, String(job.payload.approvalId));
      const branch = approval ? BRANCH_OF_STATUS[approval.status] : undefined;
      if (!approval?.executionId || !approval.nodeId || !branch) return;
      const { executionId, nodeId } = approval;
      const execution = await findExecution(deps.db, executionId);
      if (!execution) return;
      const graph = execution.graph as GraphSnapshot;
      const now = deps.clock();
      const context: ExecutionContext = { ...(execution.context as ExecutionContext), approval: { decision: branch, reason: approval.reason ?? '', decidedVia: approval.decidedVia ?? (branch === 'timed_out' ? 'timeout' : '') } };
      await deps.db.transaction(async (tx) => {
        if ((await lockExecution(tx, executionId))?.status !== 'running') return;
        const output = { approvalId: approval.id, decision: branch, reason: approval.reason };
        if (!(await endStep(tx, executionId, nodeId, { status: 'success', output, error: null }, now))) return;
        if (branch === 'approved') await transition(tx, approval.id, 'approved', 'executed', now);
        await setExecutionContext(tx, executionId, context);
        const { next, skipped } = splitBranches(graph, nodeId, branch);
        await advanceTo(tx, executionId, graph, context, next, now);
        await insertSteps(tx, executionId, skipped.flatMap((id) => findNode(graph, id) ?? []).map((n) => ({ id: n.id, type: n.type })), 'skipped', now);
        await finishExecutionIfDone(tx, executionId, now);
      });
      deps.jobSignal.notify();
    },
  };
}
