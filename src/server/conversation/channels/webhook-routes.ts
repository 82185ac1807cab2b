import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { channelDefinitions } from './registry';

/** Provider payloads are small; anything larger is not theirs. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * {host}/webhook/{channel}: signed by the provider, so outside the session guard. Bodies are kept
 * raw, as the signatures cover the exact bytes; each channel registers its own routes.
 */
export function channelWebhookRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    for (const definition of channelDefinitions()) if (definition.hasWebhook) definition.webhooks(app, deps);
  };
}
