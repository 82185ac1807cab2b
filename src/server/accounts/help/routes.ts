import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpInfo } from '../../../common/help';
import type { AppDeps } from '../../platform/deps';
import { effectiveConfig } from '../../platform/instance-settings/config-store';

/** The instance's support address: public, since the landing page's footer offers it too. */
export function helpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/help', { config: { access: 'public' }, schema: { response: { 200: helpInfo } } }, async () => ({
      supportEmail: (await effectiveConfig(deps)).supportEmail,
    }));
  };
}
