import { z } from 'zod';

/** The events a project's event webhook can receive. */
export const EVENT_WEBHOOK_EVENTS = ['approval.waiting', 'approval.decided'] as const;
export type EventWebhookEvent = (typeof EVENT_WEBHOOK_EVENTS)[number];
/** the header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` */
export const SIGNATURE_HEADER = 'x-agentforge-signature';
export const EVENT_WEBHOOK_URL_MAX = 2000;

/** PUT /api/projects/{id}/event-webhook */
export const eventWebhookBody = z.object({
  url: z.string().trim().min(1, 'Enter the URL that receives the events').max(EVENT_WEBHOOK_URL_MAX, `At most ${EVENT_WEBHOOK_URL_MAX} characters`),
  events: z.array(z.enum(EVENT_WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(EVENT_WEBHOOK_EVENTS.length),
});
export type EventWebhookBody = z.infer<typeof eventWebhookBody>;

export const eventWebhookView = z.object({
  url: z.string(),
  events: z.array(z.enum(EVENT_WEBHOOK_EVENTS)),
  /** only in the answer that created it or rotated it: never again */
  secret: z.string().nullable(),
  lastDelivery: z
    .object({ status: z.enum(['delivered', 'failed', 'retrying']), statusCode: z.number().nullable(), error: z.string().nullable(), event: z.string(), at: z.string() })
    .nullable(),
});
export type EventWebhookView = z.infer<typeof eventWebhookView>;
