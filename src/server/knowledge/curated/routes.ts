import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { curatedAnswer, curatedAnswerBody, curatedAnswerList, curatedImportReply, curatedSettings } from '../../../common/curated-answers';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { readLimitedBody } from '../../platform/raw-body';
import {
  createCuratedAnswer,
  deleteCuratedAnswer,
  exportCuratedAnswers,
  importCuratedAnswers,
  listCuratedAnswers,
  saveCuratedSettings,
  updateCuratedAnswer,
} from './service';

const tags = ['Curated answers'];
const agentParams = z.object({ id: uuidParam('agent') });
const pairParams = z.object({ pairId: uuidParam('curated answer') });
const listQuery = z.object({
  search: z.string().max(200, { error: 'search can be at most 200 characters' }).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200, { error: 'limit can be at most 200' }).default(50),
});
export const CURATED_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const csvBody = z.string({ error: 'Send the CSV file as the body (Content-Type: text/csv)' });

/** An agent's curated answers: the pairs, their settings, CSV import and export. */
export function curatedAnswerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: IncomingMessage) =>
      (await readLimitedBody(payload, CURATED_IMPORT_MAX_BYTES, request.headers['content-length'], 'A CSV import can be at most 2 MB')).toString('utf8'),
    );

    app.get(
      '/api/agents/:id/curated-answers',
      { schema: { tags, summary: "The agent's curated answers, newest first (search in questions, alternatives and answers), its settings and what the caller may do", params: agentParams, querystring: listQuery, response: { 200: curatedAnswerList } } },
      async (request) => listCuratedAnswers(deps, currentUser(request), request.params.id, request.query),
    );

    app.post(
      '/api/agents/:id/curated-answers',
      { schema: { tags, summary: 'Add a curated answer (editors; operators when the owner allows it)', params: agentParams, body: curatedAnswerBody, response: { 201: curatedAnswer } } },
      async (request, reply) => reply.code(201).send(await createCuratedAnswer(deps, currentUser(request), request.params.id, request.body)),
    );

    app.put(
      '/api/agents/:id/curated-answers/settings',
      { schema: { tags, summary: 'Reply directly or guide the model, the match threshold, and whether operators may add pairs', params: agentParams, body: curatedSettings, response: { 200: curatedSettings } } },
      async (request) => saveCuratedSettings(deps, currentUser(request), request.params.id, request.body),
    );

    app.get(
      '/api/agents/:id/curated-answers/export',
      { schema: { tags, summary: 'The curated answers as CSV (question, alternatives one per line, answer, language; formulas neutralised)', params: agentParams } },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="curated-answers.csv"')
          .header('cache-control', 'no-store')
          .send(await exportCuratedAnswers(deps, currentUser(request), request.params.id)),
    );

    app.post(
      '/api/agents/:id/curated-answers/import',
      {
        bodyLimit: CURATED_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import curated answers from CSV (text/csv, at most 2 MB; the export\'s columns, language optional): all or nothing, a question the agent has replaces its pair',
          params: agentParams,
          body: csvBody,
          response: { 200: curatedImportReply },
        },
      },
      async (request) => importCuratedAnswers(deps, currentUser(request), request.params.id, request.body),
    );

    app.put(
      '/api/curated-answers/:pairId',
      { schema: { tags, summary: 'Change a curated answer', params: pairParams, body: curatedAnswerBody, response: { 200: curatedAnswer } } },
      async (request) => updateCuratedAnswer(deps, currentUser(request), request.params.pairId, request.body),
    );

    app.delete('/api/curated-answers/:pairId', { schema: { tags, summary: 'Delete a curated answer', params: pairParams } }, async (request, reply) => {
      await deleteCuratedAnswer(deps, currentUser(request), request.params.pairId);
      return reply.code(204).send();
    });
  };
}
