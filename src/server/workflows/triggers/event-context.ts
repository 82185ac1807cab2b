import type { ExecutionContext } from '../engine/start-execution.types';
import type { EventWorkflow } from './trigger-queries';

/**
 * What an event knows of itself; the agent's name and the company come from the workflow's
 * agent when the event is dispatched.
 */
export type EventContext = Omit<ExecutionContext, 'agent' | 'company'> & { agent?: { response?: string } };

const USER_LIMITS = { name: 200, email: 254, phone: 40 } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** name, e-mail and phone from visitor data (a conversation's userData, a lead, a posted body). */
export function userFieldsOf(data: unknown): ExecutionContext['user'] {
  if (!isRecord(data)) return {};
  const user: ExecutionContext['user'] = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = text(data[key], USER_LIMITS[key]);
    if (value) user[key] = value;
  }
  return user;
}

/** a visitor message or an answer, as a template variable: absent when empty */
export function optionalText(value: unknown, max = 20_000): string | undefined {
  return text(value, max);
}

/** The context an execution stores: the event's own, completed with its agent and company. */
export function completeContext(event: EventContext, workflow: Pick<EventWorkflow, 'agentId' | 'agentName' | 'companyName'>): ExecutionContext {
  const { agent, ...rest } = event;
  return {
    ...rest,
    agent: { id: workflow.agentId, name: workflow.agentName, ...(agent?.response ? { response: agent.response } : {}) },
    company: workflow.companyName ? { name: workflow.companyName } : {},
  };
}
