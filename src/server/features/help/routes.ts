import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpInfo } from '../../../common/help';
import type { AppDeps } from '../../platform/deps';
import { effectiveConfig } from '../instance/config-store';

/** The Help page's instance details; signed-in users only (the auth guard's default). */
export function helpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/help', { schema: { response: { 200: helpInfo } } }, async () => ({ supportEmail: (await effectiveConfig(deps)).supportEmail }));
  };
}
