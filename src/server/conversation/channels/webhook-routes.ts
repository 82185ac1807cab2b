import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { smsWebhook } from './sms/sms-webhook';
import { whatsappVerification, whatsappWebhook } from './whatsapp/whatsapp-webhook';

/** Provider payloads are small; anything larger is not theirs. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * {host}/webhook/sms (Twilio) and {host}/webhook/whatsapp (the WhatsApp Cloud API): signed by the
 * provider, so outside the session guard. Bodies are kept raw, as the signatures cover the exact bytes.
 */
export function channelWebhookRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post('/webhook/sms', { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { hide: true } }, (request, reply) => smsWebhook(deps, request, reply));
    app.get('/webhook/whatsapp', { schema: { hide: true } }, (request, reply) => whatsappVerification(deps, request, reply));
    app.post('/webhook/whatsapp', { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { hide: true } }, (request, reply) => whatsappWebhook(deps, request, reply));
  };
}
