import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventWebhookBody, eventWebhookView } from '../../../common/event-webhooks';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { getEventWebhook, putEventWebhook, removeEventWebhook, rotateEventWebhookSecret, sendTestEvent } from './service';

const params = z.object({ id: uuidParam('project') });
const tags = ['Event webhook'];

/** The project's outgoing event webhook (docs/decisions/0053). */
export function eventWebhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/event-webhook', { schema: { tags, summary: "The project's event webhook (null when none); the secret is never shown again", params, response: { 200: eventWebhookView.nullable() } } }, async (request) =>
      getEventWebhook(deps, currentUser(request), request.params.id),
    );
    app.put(
      '/api/projects/:id/event-webhook',
      { schema: { tags, summary: 'Set the URL and events (editors and above); the first save answers the signing secret, once', params, body: eventWebhookBody, response: { 200: eventWebhookView } } },
      async (request) => putEventWebhook(deps, currentUser(request), request.params.id, request.body),
    );
    app.delete('/api/projects/:id/event-webhook', { schema: { tags, summary: 'Remove the event webhook', params } }, async (request, reply) => {
      await removeEventWebhook(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });
    app.post('/api/projects/:id/event-webhook/secret', { schema: { tags, summary: 'A new signing secret, answered once (the old one stops working)', params, response: { 200: eventWebhookView } } }, async (request) =>
      rotateEventWebhookSecret(deps, currentUser(request), request.params.id),
    );
    app.post('/api/projects/:id/event-webhook/test', { schema: { tags, summary: 'Send a signed webhook.test event now; answers the delivery outcome', params, response: { 200: eventWebhookView } } }, async (request) =>
      sendTestEvent(deps, currentUser(request), request.params.id),
    );
  };
}
