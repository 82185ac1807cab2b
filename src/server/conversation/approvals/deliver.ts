import { randomUUID } from 'node:crypto';
import { isMessagingChannel } from '../../../common/channels/index';
import type { AppDeps } from '../../platform/deps';
import { storeRun } from '../../runtime/index';
import { sendOperatorReply } from '../channels/index';
import { publishInboxEvent, publishVisitorEvent } from '../handoff/index';
import type { ToolApprovalRow } from '../../db/approval-tables';

/**
 * The agent speaks after its turn (a decision on a held call): stored as a run of the
 * conversation, sent live to the visitor's page, or through the provider on a messaging channel.
 * `alreadyStored`: the continuation turn stored its own run.
 */
export async function tellVisitor(deps: AppDeps, approval: ToolApprovalRow, text: string, alreadyStored = false): Promise<void> {
  if (!approval.conversationId) return;
  if (!alreadyStored) {
    await storeRun(deps, approval.projectId, {
      agentId: approval.agentId,
      agentVersionId: approval.agentVersionId,
      conversationId: approval.conversationId,
      sessionId: approval.sessionId,
      channel: approval.channel,
      isTest: false,
      userInput: '',
      agentOutput: text,
      latency: 0,
      status: 'completed',
    });
  }
  publishVisitorEvent(deps, approval.conversationId, { type: 'agent_message', id: randomUUID(), text, at: deps.clock().toISOString() });
  publishInboxEvent(deps, approval.projectId, { type: 'conversation', conversationId: approval.conversationId });
  if (isMessagingChannel(approval.channel) && approval.sessionId) {
    // the decision stands whether or not the provider takes the message: it is stored above
    await sendOperatorReply(deps, approval.agentId, approval.channel, approval.sessionId, text).catch(() => undefined);
  }
}
