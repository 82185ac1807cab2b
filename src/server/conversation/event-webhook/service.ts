import { randomUUID } from 'node:crypto';
import type { EventWebhookBody, EventWebhookView } from '../../../common/event-webhooks';
import type { EventWebhookRow } from '../../db/approval-tables';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { secretBox } from '../../platform/secrets';
import { assertFetchableUrl, BlockedUrlError } from '../../platform/ssrf/ssrf-guard';
import { requireProject } from '../../accounts/projects/index';
import { EVENT_WEBHOOK_SECRET_PURPOSE, postEvent } from './deliver';
import { deleteEventWebhook, findEventWebhook, recordDelivery, upsertEventWebhook } from './queries';
import { newSigningSecret } from './signature';

function toView(row: EventWebhookRow, secret: string | null = null): EventWebhookView {
  return {
    url: row.url,
    events: row.events as EventWebhookView['events'],
    secret,
    lastDelivery:
      row.lastStatus && row.lastAt
        ? { status: row.lastStatus as 'delivered' | 'failed' | 'retrying', statusCode: row.lastStatusCode, error: row.lastError, event: row.lastEvent ?? '', at: row.lastAt.toISOString() }
        : null,
  };
}

function checkUrl(deps: AppDeps, url: string): void {
  if (!URL.canParse(url) || !/^https?:\/\//i.test(url)) throw badRequest('url: must start with http:// or https://');
  try {
    assertFetchableUrl(new URL(url), deps.config.privateUrlAccess);
  } catch (err) {
    throw badRequest(`url: ${err instanceof BlockedUrlError ? err.message : 'Invalid URL'}`);
  }
}

/** Every member who reads the project's settings sees the webhook (never its secret). */
export async function getEventWebhook(deps: AppDeps, user: SessionUser, projectId: string): Promise<EventWebhookView | null> {
  const project = await requireProject(deps, user, projectId, 'view');
  const row = await findEventWebhook(deps.db, project.id);
  return row ? toView(row) : null;
}

/** Editors and above set it; the first save generates the signing secret, answered this once. */
export async function putEventWebhook(deps: AppDeps, user: SessionUser, projectId: string, body: EventWebhookBody): Promise<EventWebhookView> {
  const project = await requireProject(deps, user, projectId, 'build');
  checkUrl(deps, body.url);
  const existing = await findEventWebhook(deps.db, project.id);
  const secret = existing ? null : newSigningSecret();
  const secretEnc = secret ? secretBox(deps.secret, EVENT_WEBHOOK_SECRET_PURPOSE).seal(secret) : undefined;
  await upsertEventWebhook(deps.db, project.id, { url: body.url, events: [...new Set(body.events)], secretEnc }, deps.clock());
  return toView((await findEventWebhook(deps.db, project.id)) as EventWebhookRow, secret);
}

/** A new signing secret (the old one stops working at once), answered this once. */
export async function rotateEventWebhookSecret(deps: AppDeps, user: SessionUser, projectId: string): Promise<EventWebhookView> {
  const project = await requireProject(deps, user, projectId, 'build');
  const existing = await findEventWebhook(deps.db, project.id);
  if (!existing) throw notFound('Event webhook');
  const secret = newSigningSecret();
  await upsertEventWebhook(deps.db, project.id, { url: existing.url, events: existing.events as string[], secretEnc: secretBox(deps.secret, EVENT_WEBHOOK_SECRET_PURPOSE).seal(secret) }, deps.clock());
  return toView((await findEventWebhook(deps.db, project.id)) as EventWebhookRow, secret);
}

export async function removeEventWebhook(deps: AppDeps, user: SessionUser, projectId: string): Promise<void> {
  const project = await requireProject(deps, user, projectId, 'build');
  if (!(await deleteEventWebhook(deps.db, project.id))) throw notFound('Event webhook');
}

/** One signed `webhook.test` event sent now (one attempt), its outcome recorded and answered. */
export async function sendTestEvent(deps: AppDeps, user: SessionUser, projectId: string): Promise<EventWebhookView> {
  const project = await requireProject(deps, user, projectId, 'build');
  const hook = await findEventWebhook(deps.db, project.id);
  if (!hook) throw notFound('Event webhook');
  const now = deps.clock();
  const event = { id: randomUUID(), type: 'webhook.test', createdAt: now.toISOString(), projectId: project.id, data: { message: 'A test event from AgentForge.' } };
  const outcome = await postEvent(deps, hook, event);
  await recordDelivery(deps.db, project.id, { ...outcome, event: event.type }, deps.clock());
  return toView((await findEventWebhook(deps.db, project.id)) as EventWebhookRow);
}
