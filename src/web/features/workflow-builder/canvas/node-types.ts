import type { NodeTypes } from '@xyflow/react';
import { AgentNode } from './nodes/agent-node';
import { ApprovalNode } from './nodes/approval-node';
import { EmailNode } from './nodes/email-node';
import { TriggerNode } from './nodes/trigger-node';
import { WebhookNode } from './nodes/webhook-node';

/** Defined once, outside any component, so React Flow does not remount nodes on each render. */
export const NODE_COMPONENTS: NodeTypes = { agent: AgentNode, trigger: TriggerNode, email: EmailNode, webhook: WebhookNode, approval: ApprovalNode };
