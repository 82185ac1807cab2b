import type { TriggerType } from '../../../common/workflows';

/**
 * The variables of the event that starts an execution: the builder's template variables
 * ({{user.name}}, {{agent.response}}, {{session.id}}...) are read from here.
 */
export interface ExecutionContext {
  user: { name?: string; email?: string; phone?: string; question?: string };
  agent: { id: string; name: string; response?: string };
  company: { name?: string };
  session: { id?: string };
  conversationId?: string | null;
  /** ISO time of the event */
  timestamp: string;
  /** set once a "Wait for approval" node is decided: {{approval.decision}}, {{approval.reason}} */
  approval?: { decision: string; reason: string; decidedVia: string };
  /** anything else the trigger carries (lead fields, webhook body...) */
  extra?: Record<string, unknown>;
}

export interface StartExecutionInput {
  workflowId: string;
  agentId: string;
  triggerType: TriggerType;
  /** the trigger node the run starts from; its outgoing edges lead to the first nodes */
  triggerNodeId: string | null;
  context: ExecutionContext;
  /** at most one execution per workflow and key (e.g. `conversation_end:{conversationId}`); null: no limit */
  dedupeKey: string | null;
  isTest: boolean;
  /** run the first nodes this much later (time_delay); 0 or undefined: at once */
  delayMs?: number;
  /** the saved graph when the caller has just read it (saves a query); read afresh otherwise */
  graph?: { nodes: unknown; edges: unknown };
}
