import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, feedbackReply } from '../../../common/feedback';
import type { AppDeps } from '../../platform/deps';
import { rateReply } from './service';

const versionParams = z.object({ versionId: z.string().max(100) });

/** Visitors' thumbs up / down on the replies of public versions. */
export function feedbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/agent-versions/:versionId/feedback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Chat'],
          summary: 'Rate one reply of your session (thumbs up / down, optional comment); rating again replaces it (rate-limited per address and session)',
          params: versionParams,
          body: feedbackBody,
          response: { 200: feedbackReply },
        },
      },
      async (request) => rateReply(deps, request.params.versionId, request.body, request.ip),
    );
  };
}
