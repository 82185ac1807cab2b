import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aiAnalysis,
  aiAnalyzeBody,
  aiTuneUpBody,
  aiTuneUpResult,
  createTestCaseBody,
  runAllTestCasesBody,
  testAgentBody,
  testCase,
  testResult,
  testStats,
  updateTestCaseBody,
} from '../../../common/testing';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import type { TurnActions } from '../../tools/index';
import { AppError } from '../../platform/errors';
import { uuidParam } from '../../platform/params';
import { openEventStream, wantsEventStream } from '../../platform/sse';
import { analyzeAgentPrompt, tuneUpAgentPrompt } from './analysis';
import {
  assertTurnSucceeded,
  createTestCase,
  deleteTestCase,
  getTestCases,
  getTestStats,
  runAgentTest,
  runAllTestCases,
  runTestCase,
  toTestResult,
  updateTestCase,
} from './service';

const agentParams = z.object({ id: uuidParam('agent') });
const caseParams = z.object({ id: uuidParam('test case') });

/** Testing Console: test runs (JSON or Server-Sent Events), test cases, stats, AI analysis and tune-up. */
export function testingRoutes(deps: AppDeps, actions: TurnActions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/agents/:id/test', { schema: { params: agentParams, body: testAgentBody, response: { 200: testResult } } }, async (request, reply) => {
      const user = currentUser(request);
      if (!wantsEventStream(request)) {
        const turn = await runAgentTest(deps, actions, user, request.params.id, request.body);
        assertTurnSucceeded(turn);
        return toTestResult(turn);
      }
      let stream: ReturnType<typeof openEventStream> | null = null;
      try {
        const turn = await runAgentTest(deps, actions, user, request.params.id, request.body, (text, replace) => {
          stream ??= openEventStream(reply);
          stream.send(replace ? 'replace' : 'delta', { text });
        });
        stream ??= openEventStream(reply);
        if (turn.status === 'error') stream.send('error', { message: turn.error, code: turn.errorCode });
        else stream.send('done', toTestResult(turn));
        stream.end();
        return reply;
      } catch (err) {
        // before the first event, a normal JSON error; after it, an error event
        if (!stream) throw err;
        const message = err instanceof AppError ? err.message : 'The test failed. Try again.';
        (stream as ReturnType<typeof openEventStream>).send('error', { message, code: err instanceof AppError ? err.code : 'INTERNAL_ERROR' });
        (stream as ReturnType<typeof openEventStream>).end();
        return reply;
      }
    });

    app.get('/api/agents/:id/test-cases', { schema: { params: agentParams, response: { 200: z.array(testCase) } } }, async (request) =>
      getTestCases(deps, currentUser(request), request.params.id),
    );
    app.post(
      '/api/agents/:id/test-cases',
      { schema: { params: agentParams, body: createTestCaseBody, response: { 201: testCase } } },
      async (request, reply) => reply.code(201).send(await createTestCase(deps, currentUser(request), request.params.id, request.body)),
    );
    app.post('/api/agents/:id/test-cases/run-all', { schema: { params: agentParams, body: runAllTestCasesBody, response: { 200: z.array(testCase) } } }, async (request) =>
      runAllTestCases(deps, actions, currentUser(request), request.params.id, request.body.versionId),
    );
    app.get('/api/agents/:id/test-stats', { schema: { params: agentParams, response: { 200: testStats } } }, async (request) =>
      getTestStats(deps, currentUser(request), request.params.id),
    );
    app.put('/api/test-cases/:id', { schema: { params: caseParams, body: updateTestCaseBody, response: { 200: testCase } } }, async (request) =>
      updateTestCase(deps, currentUser(request), request.params.id, request.body),
    );
    app.delete('/api/test-cases/:id', { schema: { params: caseParams } }, async (request, reply) => {
      await deleteTestCase(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });
    app.post('/api/test-cases/:id/run', { schema: { params: caseParams, response: { 200: testCase } } }, async (request) =>
      runTestCase(deps, actions, currentUser(request), request.params.id),
    );

    app.post('/api/agents/:id/ai-analyze', { schema: { params: agentParams, body: aiAnalyzeBody, response: { 200: aiAnalysis } } }, async (request) =>
      analyzeAgentPrompt(deps, currentUser(request), request.params.id, request.body.customPrompt),
    );
    app.post('/api/agents/:id/ai-tune-up', { schema: { params: agentParams, body: aiTuneUpBody, response: { 200: aiTuneUpResult } } }, async (request) =>
      tuneUpAgentPrompt(deps, currentUser(request), request.params.id, request.body),
    );
  };
}
