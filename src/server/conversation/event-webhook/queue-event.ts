import { randomUUID } from 'node:crypto';
import type { EventWebhookEvent } from '../../../common/event-webhooks';
import type { Db } from '../../db/client';
import { enqueueJobs } from '../../platform/jobs/job-queue';
import { findEventWebhook } from './queries';

export const EVENT_WEBHOOK_JOB = 'event-webhook.deliver';
/** 6 attempts: the job queue waits 2, 4, 8, 16 and 32 s between them */
export const EVENT_WEBHOOK_MAX_ATTEMPTS = 6;

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  projectId: string;
  data: Record<string, unknown>;
}

/**
 * Queues the event for the project's webhook when it subscribes to it; pass the transaction that
 * writes what the event tells, so the event exists exactly when that does.
 */
export async function queueWebhookEvent(db: Db, projectId: string, type: EventWebhookEvent, data: Record<string, unknown>, now: Date): Promise<void> {
  const hook = await findEventWebhook(db, projectId);
  if (!hook || !(hook.events as string[]).includes(type)) return;
  const event: WebhookEvent = { id: randomUUID(), type, createdAt: now.toISOString(), projectId, data };
  await enqueueJobs(db, [{ kind: EVENT_WEBHOOK_JOB, payload: { event }, maxAttempts: EVENT_WEBHOOK_MAX_ATTEMPTS }]);
}
