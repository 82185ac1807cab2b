import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  agentDocumentResult,
  createDatasetBody,
  dataItem,
  dataItemDetail,
  dataset,
  datasetSync,
  ingestBody,
  ingestResult,
  retrievalMode,
  updateDatasetBody,
} from '../../common/knowledge';
import { embeddingCheckResult, embeddingSettings, embeddingSettingsBody } from '../../common/embeddings';
import { currentUser } from '../platform/auth-guard';
import type { AppDeps } from '../platform/deps';
import { projectParams, uuidParam } from '../platform/params';
import { readLimitedBody } from '../platform/raw-body';
import {
  addAgentDocument,
  addDocument,
  createDataset,
  deleteDataset,
  deleteDatasetItem,
  getDatasetItem,
  ingestUrls,
  listDatasetItems,
  listDatasets,
  reindexDataset,
  requireDataset,
  updateDataset,
  viewDataset,
} from './service';
import { checkEmbedding, getEmbeddingSettings, retrievalModeFor, saveEmbeddingSettings } from './embedding-service';
import { listDatasetSyncs, requestSync } from './sync-service';
import { MULTIPART_OVERHEAD_BYTES, uploadedFile } from './uploaded-file';

const tags = ['Knowledge base'];
const datasetParams = z.object({ id: uuidParam('dataset') });
const itemParams = z.object({ id: uuidParam('dataset'), itemId: uuidParam('item') });
const agentParams = z.object({ id: uuidParam('agent') });
const fileQuery = z.object({ fileName: z.string().trim().min(1, { error: 'fileName must not be empty' }).max(255).optional() });
const ok = z.object({ ok: z.literal(true) });
// room for the request beyond the file, so the 413 always carries the document message
const UPLOAD_ROUTE_LIMIT = MAX_DOCUMENT_BYTES + 2 * MULTIPART_OVERHEAD_BYTES;

/** Datasets, their items and ingestion (the Knowledge Base screen's API). */
export function knowledgeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // uploaded documents arrive as raw bodies; JSON keeps its own parser
    app.addContentTypeParser('*', async (request: FastifyRequest, payload: IncomingMessage) =>
      readLimitedBody(payload, MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES, request.headers['content-length'], DOCUMENT_TOO_LARGE),
    );

    app.get('/api/projects/:id/datasets', { schema: { tags, params: projectParams, response: { 200: z.array(dataset) } } }, async (request) =>
      listDatasets(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/datasets',
      { schema: { tags, params: projectParams, body: createDatasetBody, response: { 201: dataset } } },
      async (request, reply) => reply.code(201).send(await createDataset(deps, currentUser(request), request.params.id, request.body)),
    );

    app.get('/api/projects/:id/retrieval-mode', { schema: { tags, params: projectParams, response: { 200: retrievalMode } } }, async (request) =>
      retrievalModeFor(deps, currentUser(request), request.params.id),
    );

    app.get(
      '/api/projects/:id/embedding',
      { schema: { tags, summary: "The project's embedding provider and model, the one in use, and the re-embedding progress", params: projectParams, response: { 200: embeddingSettings } } },
      async (request) => getEmbeddingSettings(deps, currentUser(request), request.params.id),
    );

    app.put(
      '/api/projects/:id/embedding',
      {
        schema: {
          tags,
          summary: "Choose the project's embedding provider (none, openai, openai_compatible) and model (owners and admins); a new model re-embeds every dataset in the background, none removes the vectors",
          params: projectParams,
          body: embeddingSettingsBody,
          response: { 200: embeddingSettings },
        },
      },
      async (request) => saveEmbeddingSettings(deps, currentUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/projects/:id/embedding/check',
      { schema: { tags, summary: 'Embed a short text with a provider and model (nothing is saved): the vector size or the provider\'s error', params: projectParams, body: embeddingSettingsBody, response: { 200: embeddingCheckResult } } },
      async (request) => checkEmbedding(deps, currentUser(request), request.params.id, request.body),
    );

    app.get('/api/datasets/:id', { schema: { tags, params: datasetParams, response: { 200: dataset } } }, async (request) =>
      viewDataset(deps, await requireDataset(deps, currentUser(request), request.params.id, 'view')),
    );

    app.patch('/api/datasets/:id', { schema: { tags, params: datasetParams, body: updateDatasetBody, response: { 200: dataset } } }, async (request) =>
      updateDataset(deps, currentUser(request), request.params.id, request.body),
    );

    app.delete('/api/datasets/:id', { schema: { tags, params: datasetParams, response: { 200: ok } } }, async (request) => {
      await deleteDataset(deps, currentUser(request), request.params.id);
      return { ok: true as const };
    });

    app.post(
      '/api/datasets/:id/ingest',
      { schema: { tags, summary: 'Add web pages (optionally crawling each site) and start their ingestion', params: datasetParams, body: ingestBody, response: { 202: ingestResult } } },
      async (request, reply) => reply.code(202).send(await ingestUrls(deps, currentUser(request), request.params.id, request.body)),
    );

    app.post('/api/datasets/:id/reindex', { schema: { tags, params: datasetParams, response: { 202: dataset } } }, async (request, reply) =>
      reply.code(202).send(await reindexDataset(deps, currentUser(request), request.params.id)),
    );

    app.post(
      '/api/datasets/:id/sync',
      { schema: { tags, summary: "Re-sync the dataset's web pages now (409 while a sync is queued or running)", params: datasetParams, response: { 202: datasetSync } } },
      async (request, reply) => reply.code(202).send(await requestSync(deps, currentUser(request), request.params.id)),
    );

    app.get('/api/datasets/:id/syncs', { schema: { tags, summary: 'The last 10 re-syncs, newest first', params: datasetParams, response: { 200: z.array(datasetSync) } } }, async (request) =>
      listDatasetSyncs(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/datasets/:id/documents',
      {
        bodyLimit: UPLOAD_ROUTE_LIMIT,
        schema: {
          tags,
          summary: 'Upload a document (PDF, Word, XLSX, ODS, CSV, HTML, Markdown or TXT, at most 10 MB): the raw body (application/octet-stream) with ?fileName=, or the form field `file` (multipart/form-data)',
          params: datasetParams,
          querystring: fileQuery,
          response: { 202: dataItem },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request.headers['content-type'], request.body, request.query.fileName);
        return reply.code(202).send(await addDocument(deps, currentUser(request), request.params.id, file.fileName, file.bytes));
      },
    );

    app.get('/api/datasets/:id/items', { schema: { tags, params: datasetParams, response: { 200: z.array(dataItem) } } }, async (request) =>
      listDatasetItems(deps, currentUser(request), request.params.id),
    );

    app.get('/api/datasets/:id/items/:itemId', { schema: { tags, params: itemParams, response: { 200: dataItemDetail } } }, async (request) =>
      getDatasetItem(deps, currentUser(request), request.params.id, request.params.itemId),
    );

    app.delete('/api/datasets/:id/items/:itemId', { schema: { tags, params: itemParams, response: { 200: ok } } }, async (request) => {
      await deleteDatasetItem(deps, currentUser(request), request.params.id, request.params.itemId);
      return { ok: true as const };
    });

    app.post(
      '/api/agents/:id/documents',
      {
        bodyLimit: UPLOAD_ROUTE_LIMIT,
        schema: {
          tags,
          summary: "Upload a document into the agent's dataset (created when the agent has none)",
          params: agentParams,
          querystring: fileQuery,
          response: { 202: agentDocumentResult },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request.headers['content-type'], request.body, request.query.fileName);
        return reply.code(202).send(await addAgentDocument(deps, currentUser(request), request.params.id, file.fileName, file.bytes));
      },
    );
  };
}
