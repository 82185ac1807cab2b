import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorErasure, visitorExport, visitorExternalIdParam } from '../../../common/visitor-data';
import type { AppDeps } from '../../platform/deps';
import { authenticateKey } from '../public-api/index';
import { eraseVisitorData, exportVisitorData } from './service';

// a query rather than a path segment: user ids run to 255 characters, past the router's 100 for a segment
const querystring = z.object({ userId: visitorExternalIdParam });
const keyed = { config: { access: 'public' as const } };
const tags = ['Public API'];
const auth = 'Authenticate with `Authorization: Bearer <platform API key>`.';

/** A visitor's own data, for the site that knows them: access and erasure requests (docs/decisions/0052). */
export function visitorDataRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/platform/visitor-data',
      {
        ...keyed,
        schema: {
          tags,
          summary: `Everything stored about one of your signed-in users (userId: your own user id, as signed in the visitor identity): their visitor record, conversations with every turn, leads, feedback and conversation summaries. ${auth}`,
          security: [{ bearerAuth: [] }],
          querystring,
          response: { 200: visitorExport },
        },
      },
      async (request) => {
        const key = await authenticateKey(deps, { authorization: request.headers.authorization, ip: request.ip });
        return exportVisitorData(deps, key.projectId, request.query.userId);
      },
    );

    app.delete(
      '/api/platform/visitor-data',
      {
        ...keyed,
        schema: {
          tags,
          summary: `Erase one of your users: their visitor record (and unverified ones that named the same id) and all their data, in one transaction; answers how much was deleted. ${auth}`,
          security: [{ bearerAuth: [] }],
          querystring,
          response: { 200: visitorErasure },
        },
      },
      async (request) => {
        const key = await authenticateKey(deps, { authorization: request.headers.authorization, ip: request.ip });
        return eraseVisitorData(deps, key.projectId, request.query.userId);
      },
    );
  };
}
