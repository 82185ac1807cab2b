import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { dispatchWorkflowEvent, type DispatchedTrigger } from './dispatch-event';
import { userFieldsOf } from './event-context';
import { WORKFLOW_EVENT_JOB, WORKFLOW_EVENT_MAX_ATTEMPTS } from './job-kinds';
import { findDomainEvent } from './trigger-queries';

/**
 * Queues the dispatch of a domain event (lead_converted). Pass the transaction that writes the
 * event: the job exists exactly when the event does, so a captured lead always reaches its
 * workflow, after a crash too.
 */
export async function enqueueWorkflowEvent(tx: Db, eventId: string): Promise<void> {
  await enqueueJobs(tx, [{ kind: WORKFLOW_EVENT_JOB, payload: { eventId }, maxAttempts: WORKFLOW_EVENT_MAX_ATTEMPTS }]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A lead_converted event (written by capture_lead with the lead) fires the lead_converted
 * triggers once per lead: user.name/email/phone are the lead's, its owner-defined fields are in
 * `extra.fields`.
 */
export async function dispatchLeadConverted(deps: AppDeps, eventId: string): Promise<DispatchedTrigger[]> {
  const event = await findDomainEvent(deps.db, eventId);
  if (!event || event.type !== 'lead_converted' || !event.agentId || !isRecord(event.payload)) return [];
  const lead = event.payload;
  const leadId = stringOrNull(lead.leadId) ?? event.id;
  const sessionId = stringOrNull(lead.sessionId);
  return dispatchWorkflowEvent(deps, {
    agentId: event.agentId,
    types: ['lead_converted'],
    eventKey: leadId,
    isTest: lead.isTest === true,
    occurredAt: event.createdAt,
    context: {
      user: userFieldsOf(lead),
      session: sessionId ? { id: sessionId } : {},
      conversationId: stringOrNull(lead.conversationId),
      timestamp: event.createdAt.toISOString(),
      extra: { leadId, channel: stringOrNull(lead.channel), fields: isRecord(lead.fields) ? lead.fields : {} },
    },
  });
}
