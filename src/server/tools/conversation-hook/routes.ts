import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hookDelivery } from '../../../common/hook-deliveries';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { listHookDeliveries } from './service';

const agentParams = z.object({ id: uuidParam('agent') });

/** What the post-conversation hook sent, for the agent's owner. */
export function hookDeliveryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/agents/:id/hook-deliveries', { schema: { tags: ['Tools'], params: agentParams, response: { 200: z.array(hookDelivery) } } }, async (request) =>
      listHookDeliveries(deps, currentUser(request), request.params.id),
    );
  };
}
