import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventWebhooks, type EventWebhookRow } from '../../db/approval-tables';

export async function findEventWebhook(db: Db, projectId: string): Promise<EventWebhookRow | null> {
  const [row] = await db.select().from(eventWebhooks).where(eq(eventWebhooks.projectId, projectId));
  return row ?? null;
}

export async function upsertEventWebhook(db: Db, projectId: string, values: { url: string; events: string[]; secretEnc?: string }, now: Date): Promise<void> {
  const set = { url: values.url, events: values.events, updatedAt: now, ...(values.secretEnc ? { secretEnc: values.secretEnc } : {}) };
  await db
    .insert(eventWebhooks)
    .values({ projectId, url: values.url, events: values.events, secretEnc: values.secretEnc ?? '', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: eventWebhooks.projectId, set });
}

export async function deleteEventWebhook(db: Db, projectId: string): Promise<boolean> {
  return (await db.delete(eventWebhooks).where(eq(eventWebhooks.projectId, projectId)).returning({ id: eventWebhooks.projectId })).length > 0;
}

export async function recordDelivery(
  db: Db,
  projectId: string,
  delivery: { status: 'delivered' | 'failed' | 'retrying'; statusCode: number | null; error: string | null; event: string },
  now: Date,
): Promise<void> {
  await db
    .update(eventWebhooks)
    .set({ lastStatus: delivery.status, lastStatusCode: delivery.statusCode, lastError: delivery.error?.slice(0, 500) ?? null, lastEvent: delivery.event, lastAt: now })
    .where(eq(eventWebhooks.projectId, projectId));
}
