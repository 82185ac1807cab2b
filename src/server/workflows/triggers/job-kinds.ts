/**
 * A workflow event to dispatch in the background. The payload names where the event lives:
 * `{ eventId }` a domain_events row (lead_converted, written with the lead), `{ runId }` a served
 * turn whose visitor message mentions a user_mentions keyword.
 */
export const WORKFLOW_EVENT_JOB = 'workflow.event';

/** starting executions only touches the database: a few quick retries cover a failover */
export const WORKFLOW_EVENT_MAX_ATTEMPTS = 5;
