import type { TriggerNodeConfig, TriggerType } from '../../../common/workflows';
import type { AppDeps } from '../../platform/deps';
import { startExecution } from '../engine/start-execution';
import { completeContext, type EventContext } from './event-context';
import { startDelayMs } from './time-delay';
import { firedNodes } from './trigger-nodes';
import { findEventWorkflow, findExecutionIdsByDedupeKeys, type EventWorkflow } from './trigger-queries';

export type TriggerDeps = Pick<AppDeps, 'db' | 'clock' | 'jobSignal'>;

export interface WorkflowEvent {
  agentId: string;
  /** the trigger types this event fires (a conversation's end fires conversation_end and time_delay) */
  types: readonly TriggerType[];
  /**
   * The event's own key (conversation id, lead id, run id...): each trigger node starts at most
   * one execution per key, with the dedupe key `{type}:{key}:{triggerNodeId}`, so a retried job
   * or a second delivery of the event starts nothing more. null: every call starts new executions.
   */
  eventKey: string | null;
  isTest: boolean;
  /** when the event happened (time_delay counts from here); default: now */
  occurredAt?: Date;
  /** the event's variables; a function is only called when a trigger node fires */
  context: EventContext | (() => Promise<EventContext>);
  /** keeps only some of the nodes (user_mentions: those whose keywords the message mentions) */
  accepts?: (config: TriggerNodeConfig) => boolean;
}

export interface DispatchedTrigger {
  triggerNodeId: string;
  dedupeKey: string | null;
  /** null when the dedupe key had already started one */
  executionId: string | null;
}

export function dedupeKeyOf(type: TriggerType, eventKey: string | null, triggerNodeId: string): string | null {
  return eventKey === null ? null : `${type}:${eventKey}:${triggerNodeId}`;
}

/**
 * Starts one execution per trigger node of `workflow` the event fires, from that node.
 * Conditions are not checked here: the engine's trigger node checks them as the run's first step.
 */
export async function startTriggers(deps: TriggerDeps, workflow: EventWorkflow, event: WorkflowEvent): Promise<DispatchedTrigger[]> {
  const nodes = firedNodes(workflow, event);
  if (nodes.length === 0) return [];
  const context = completeContext(typeof event.context === 'function' ? await event.context() : event.context, workflow);
  const now = deps.clock();
  const dispatched: DispatchedTrigger[] = [];
  for (const node of nodes) {
    const dedupeKey = dedupeKeyOf(node.config.type, event.eventKey, node.id);
    const started = await startExecution(deps, {
      workflowId: workflow.id,
      agentId: workflow.agentId,
      triggerType: node.config.type,
      triggerNodeId: node.id,
      context,
      dedupeKey,
      isTest: event.isTest,
      delayMs: startDelayMs(node.config, event.occurredAt ?? now, now),
      graph: { nodes: workflow.nodes, edges: workflow.edges },
    });
    dispatched.push({ triggerNodeId: node.id, dedupeKey, executionId: started?.executionId ?? null });
  }
  return dispatched;
}

/**
 * An event of the agent's: loads its saved workflow (one indexed query, and nothing more when
 * there is none or no trigger node fires) and starts the executions.
 */
export async function dispatchWorkflowEvent(deps: TriggerDeps, event: WorkflowEvent): Promise<DispatchedTrigger[]> {
  const workflow = await findEventWorkflow(deps.db, event.agentId);
  if (!workflow) return [];
  return startTriggers(deps, workflow, event);
}

/** The executions of a call: those it started and, for a repeated Idempotency-Key, those the first call started. */
export async function executionIdsOf(deps: Pick<TriggerDeps, 'db'>, workflow: EventWorkflow, dispatched: DispatchedTrigger[]): Promise<string[]> {
  const started = dispatched.flatMap((d) => (d.executionId ? [d.executionId] : []));
  const repeated = dispatched.flatMap((d) => (!d.executionId && d.dedupeKey ? [d.dedupeKey] : []));
  return [...started, ...(await findExecutionIdsByDedupeKeys(deps.db, workflow.id, repeated))];
}
