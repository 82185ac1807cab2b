import { SIGNATURE_HEADER } from '../../../common/event-webhooks';
import type { AppDeps } from '../../platform/deps';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { secretBox } from '../../platform/secrets';
import { guardedRequest, OutboundError } from '../../platform/ssrf/guarded-request';
import { findEventWebhook, recordDelivery } from './queries';
import type { WebhookEvent } from './queue-event';
import { signatureHeader } from './signature';

export const EVENT_WEBHOOK_SECRET_PURPOSE = 'event-webhook-secret';
const TIMEOUT_MS = 10_000;

export type DeliveryOutcome = { status: 'delivered' | 'failed'; statusCode: number | null; error: string | null; retryable: boolean };

/** One signed POST of the event to the project's URL (checked by the SSRF guard on every attempt). */
export async function postEvent(deps: AppDeps, hook: { url: string; secretEnc: string }, event: WebhookEvent): Promise<DeliveryOutcome> {
  const body = JSON.stringify(event);
  const secret = secretBox(deps.secret, EVENT_WEBHOOK_SECRET_PURPOSE).open(hook.secretEnc);
  try {
    const res = await guardedRequest({
      method: 'POST',
      url: hook.url,
      headers: { 'content-type': 'application/json', 'user-agent': 'AgentForge-Webhook', [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(deps.clock().getTime() / 1000)), 'x-agentforge-event': event.type, 'x-agentforge-event-id': event.id },
      body,
      access: deps.config.privateUrlAccess,
      timeoutMs: TIMEOUT_MS,
      maxResponseBytes: 4096,
    });
    if (res.status >= 200 && res.status < 300) return { status: 'delivered', statusCode: res.status, error: null, retryable: false };
    return { status: 'failed', statusCode: res.status, error: `The receiver answered ${res.status}`, retryable: res.status === 429 || res.status >= 500 };
  } catch (err) {
    const retryable = err instanceof OutboundError && (err.kind === 'timeout' || err.kind === 'network');
    return { status: 'failed', statusCode: null, error: err instanceof Error ? err.message : String(err), retryable };
  }
}

/**
 * Delivers a queued event at least once: timeouts, network errors, 429 and 5xx are retried by the
 * job queue with backoff (receivers dedupe by the event id); other answers are final. The last
 * attempt's outcome is what the settings card shows.
 */
export function eventWebhookHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const event = job.payload.event as WebhookEvent;
      const hook = await findEventWebhook(deps.db, event.projectId);
      if (!hook) return; // removed since: nothing to deliver to
      const outcome = await postEvent(deps, hook, event);
      const retrying = outcome.retryable && job.attempts < job.maxAttempts;
      await recordDelivery(deps.db, event.projectId, { ...outcome, status: retrying ? 'retrying' : outcome.status, event: event.type }, deps.clock());
      if (retrying) throw new Error(outcome.error ?? 'delivery failed');
    },
  };
}
