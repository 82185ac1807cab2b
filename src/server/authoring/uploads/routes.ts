import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WIDGET_LIMITS, WIDGET_MESSAGES, uploadTicket } from '../../../common/widgets';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { readLimitedBody } from '../../platform/raw-body';
import { createUploadTicket, storeUpload } from './service';
import { openObject } from './storage';

const tags = ['Uploads'];
// room for the request beyond the file itself, so the 413 always comes from readLimitedBody
const ROUTE_BODY_LIMIT = WIDGET_LIMITS.logoMaxBytes + 64 * 1024;
// served files never run: no scripts, no external loads, even when opened directly
const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function requestOrigin(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** Logo uploads: a one-time PUT address, the raw PUT (checked, sanitised) and the stored files. */
export function uploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // raw bodies for this plugin's routes only (Fastify encapsulation); JSON keeps its own parser
    app.addContentTypeParser('*', async (request: FastifyRequest, payload: IncomingMessage) =>
      readLimitedBody(payload, WIDGET_LIMITS.logoMaxBytes, request.headers['content-length'], WIDGET_MESSAGES.fileTooLarge),
    );

    app.post(
      '/api/objects/upload',
      { schema: { tags, summary: 'Get a one-time address (10 minutes) to PUT a logo to', response: { 200: uploadTicket } } },
      async (request) => createUploadTicket(deps, currentUser(request), requestOrigin(deps, request)),
    );

    app.put(
      '/api/objects/:token',
      {
        bodyLimit: ROUTE_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Upload the file: PNG, JPG or SVG, at most 2 MB (raw body with its image Content-Type)',
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => {
        const declared = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        return storeUpload(deps, currentUser(request), request.params.token, declared, request.body, requestOrigin(deps, request));
      },
    );

    app.get('/objects/:name', { config: { access: 'public' }, schema: { hide: true, params: z.object({ name: z.string().max(100) }) } }, async (request, reply) => {
      const found = await openObject(deps.storage, request.params.name);
      if (!found) throw notFound('File');
      return reply
        .type(found.meta.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', OBJECT_CSP)
        .header('x-content-type-options', 'nosniff')
        // logos are shown by widgets on customers' sites and in sandboxed previews
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(found.stream);
    });
  };
}
