import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinWaitlistBody, joinWaitlistReply } from '../../../common/waitlist';
import type { AppDeps } from '../../platform/deps';
import { joinWaitlist } from './service';

export function waitlistRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/waitlist',
      {
        config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: { body: joinWaitlistBody, response: { 200: joinWaitlistReply, 201: joinWaitlistReply } },
      },
      async (request, reply) => {
        const outcome = await joinWaitlist(deps, request.body);
        return reply.code(outcome === 'joined' ? 201 : 200).send({ outcome });
      },
    );
  };
}
