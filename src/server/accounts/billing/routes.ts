import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUser } from '../../../common/auth';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { toPublicUser } from '../auth/index';
import { startPremiumTrial } from './service';

export function billingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/billing/trial', { schema: { response: { 200: publicUser } } }, async (request) =>
      toPublicUser(await startPremiumTrial(deps, currentUser(request))),
    );
  };
}
