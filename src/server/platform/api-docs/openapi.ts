import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { summaryFor } from './route-summaries';

/**
 * Collects every route's zod schemas into an OpenAPI 3.1 document (built lazily on the first
 * request for it). Registered before the feature routes, which it records as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AgentForge API',
        version: '1',
        description:
          'Every call the web app makes, plus the public API. Cookie-authenticated writes send the `x-csrf-token` header; ' +
          'POST /api/agents/{id}/run authenticates with `Authorization: Bearer <platform API key>`; after too many wrong keys from one ' +
          'address every key from it answers 429 with `Retry-After` until the window passes. Errors answer `{ message, code }`.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A platform API key (af_…)' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set at sign-in' },
        },
      },
    },
    transform: (input) => {
      const hidden = !(input.url.startsWith('/api/') || input.url.startsWith('/v1/')) || input.url === '/api/openapi.json' || input.url === '/api/docs';
      const summary = input.schema?.summary ?? summaryFor(input.route.method, input.url);
      const isPublic = input.route.config?.access === 'public';
      const security = input.schema?.security ?? (isPublic ? [] : [{ cookieAuth: [] }]);
      return jsonSchemaTransform({ ...input, schema: { ...input.schema, security, ...(summary ? { summary } : {}), ...(hidden ? { hide: true } : {}) } });
    },
  });
}
