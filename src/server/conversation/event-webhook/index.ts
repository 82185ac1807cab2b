/** The project's outgoing event webhook: signed, durable deliveries of approval events. */
export { eventWebhookHandler } from './deliver';
export { EVENT_WEBHOOK_JOB, queueWebhookEvent } from './queue-event';
export { eventWebhookRoutes } from './routes';
