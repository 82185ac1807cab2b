import type { ApprovalStatus, ApprovalView } from '../../../common/approvals';
import { maskArguments } from '../../runtime/index';
import type { ApprovalWithAgent } from './queries';

/** What a workflow's approval row keeps in `turn`: the node's message and the execution's data. */
export interface WorkflowHeld {
  workflowName: string;
  message: string;
  data: Record<string, string>;
}

/** An approval as every view shows it (Inbox, public API, event webhook): secret-looking arguments and result fields masked. */
export function toApprovalView(row: ApprovalWithAgent): ApprovalView {
  const held = row.executionId ? (row.turn as WorkflowHeld) : null;
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: row.agentName,
    conversationId: row.conversationId,
    channel: row.channel,
    tool: row.toolName,
    arguments: maskArguments(row.arguments),
    status: row.status as ApprovalStatus,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy ?? (row.decidedVia === 'api' ? 'api' : null),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    result: maskArguments(row.result ?? null),
    workflow: held && row.nodeId ? { executionId: row.executionId as string, nodeId: row.nodeId, workflowName: held.workflowName, message: held.message, data: held.data } : null,
  };
}
