import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openApiImportBody, openApiImportReply, openApiPreview, openApiSource } from '../../../common/openapi-import';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams } from '../../platform/params';
import { importOpenApi, previewOpenApi } from './openapi-import-service';

const tags = ['Tools'];

/** The Tools Hub's Import OpenAPI dialog: read a document, then turn picked operations into api tools. */
export function openApiRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/projects/:id/tools/openapi/preview',
      { schema: { tags, summary: 'Read an OpenAPI 3.0/3.1 document (text or URL) and list its operations', params: projectParams, body: openApiSource, response: { 200: openApiPreview } } },
      async (request) => previewOpenApi(deps, currentUser(request), request.params.id, request.body),
    );
    app.post(
      '/api/projects/:id/tools/openapi/import',
      { schema: { tags, summary: 'Create one api tool per picked operation (secrets stored encrypted)', params: projectParams, body: openApiImportBody, response: { 201: openApiImportReply } } },
      async (request, reply) => reply.code(201).send(await importOpenApi(deps, currentUser(request), request.params.id, request.body)),
    );
  };
}
