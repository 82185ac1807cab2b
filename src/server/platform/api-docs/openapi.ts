import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDENTITY_SIGNING_SNIPPETS } from '../../../common/identity-snippets';
import { summaryFor } from './route-summaries';

/** How to sign a visitor's identity (docs/decisions/0045), in the document's description. */
const IDENTITY_DOCS = [
  '',
  '',
  '## Verified visitors',
  '',
  'The chat (`POST /api/agent-versions/{versionId}/chat`) and `POST /api/agents/{id}/run` accept `identity: { userId, name, email, signature }`. ' +
    'The signature is HMAC-SHA256 of `userId` with the agent\'s identity secret (Deployments > Verified visitors, shown once), in hex, computed on your server. ' +
    'A signed identity is verified; without a signature it is kept as an unverified hint; a wrong signature is refused: the turn is answered anonymously and `identity.status` is `refused` with the code `IDENTITY_REFUSED`. ' +
    'Fields over their limits (userId 255, name 200, email 254 characters; signature exactly 64 hex characters) answer 400.',
  '',
  '```js',
  IDENTITY_SIGNING_SNIPPETS.node,
  '```',
  '',
  '```python',
  IDENTITY_SIGNING_SNIPPETS.python,
  '```',
  '',
  '```php',
  IDENTITY_SIGNING_SNIPPETS.php,
  '```',
].join('\n');

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
          'address every key from it answers 429 with `Retry-After` until the window passes. Errors answer `{ message, code }`.' +
          IDENTITY_DOCS,
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
