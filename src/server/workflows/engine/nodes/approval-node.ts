import { approvalNodeConfig } from '../../../../common/workflows';
import { holdWorkflowStep } from '../../../conversation/approval-hold/index';
import { findAgentForRun, findWorkflowName } from '../engine-queries';
import { clip, type NodeExecutor } from '../node-types';
import type { ExecutionContext } from '../start-execution.types';
import { renderText } from '../template';

/** The execution's variables an operator needs to decide, the empty ones left out. */
function dataFor(context: ExecutionContext): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    'user.name': context.user?.name,
    'user.email': context.user?.email,
    'user.phone': context.user?.phone,
    'user.question': context.user?.question,
    'agent.response': context.agent?.response,
    'session.id': context.session?.id,
  };
  return Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (typeof v === 'string' && v.trim() ? [[k, clip(v.trim(), 500)]] : [])));
}

/**
 * "Wait for approval": stores one request (the Inbox's Approvals and the public API show it) with
 * its expiry as a delayed job, and leaves the step open. Nothing runs or polls while it waits; the
 * decision (or the expiry) is a job that moves the execution on along one branch
 * (resume-approval.ts). See docs/decisions/0050.
 */
export const approvalNode: NodeExecutor = {
  claimsBeforeRun: true,
  run: async ({ deps, execution, context, node }) => {
    const config = approvalNodeConfig.parse(node.data.config ?? {});
    const agent = await findAgentForRun(deps.db, execution.agentId);
    if (!agent) return { kind: 'error', error: 'The agent of this workflow no longer exists.' };
    const approvalId = await holdWorkflowStep(
      deps.db,
      {
        projectId: agent.projectId,
        agentId: agent.id,
        executionId: execution.id,
        nodeId: node.id,
        title: renderText(config.title, context),
        timeoutMinutes: config.timeoutMinutes,
        held: { workflowName: await findWorkflowName(deps.db, execution.workflowId), message: clip(renderText(config.message, context)), data: dataFor(context) },
      },
      deps.clock(),
    );
    deps.jobSignal.notify();
    return { kind: 'wait', output: { approvalId, waitingForApproval: true } };
  },
};
