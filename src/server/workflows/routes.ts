import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { execution, executionsPage, saveWorkflowBody, testWorkflowBody, workflow } from '../../common/workflows';
import { currentUser } from '../platform/auth-guard';
import type { AppDeps } from '../platform/deps';
import { uuidParam } from '../platform/params';
import { getWorkflow, getWorkflowExecution, listWorkflowExecutions, rerunExecution, saveWorkflow, testWorkflow } from './service';
import { publicOrigin } from '../platform/public-origin';

const agentParams = z.object({ agentId: uuidParam('agent') });
/** the workflow's uuid or 'workflow-{agentId}' (the builder's id for an agent's workflow) */
const workflowParams = z.object({ workflowId: z.string().trim().min(1).max(100) });
const executionParams = z.object({ id: uuidParam('execution') });
const historyQuery = z.object({ cursor: z.string().max(200).optional() });
const tags = ['Workflows'];

/** The workflow builder's API: the graph, test runs, the execution history and re-runs. */
export function workflowRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/agents/:agentId/workflow', { schema: { tags, params: agentParams, response: { 200: workflow } } }, async (request) =>
      getWorkflow(deps, currentUser(request), request.params.agentId, publicOrigin(deps, request)),
    );

    app.put('/api/agents/:agentId/workflow', { schema: { tags, params: agentParams, body: saveWorkflowBody, response: { 200: workflow } } }, async (request) =>
      saveWorkflow(deps, currentUser(request), request.params.agentId, request.body, publicOrigin(deps, request)),
    );

    app.post('/api/workflows/:workflowId/test', { schema: { tags, params: workflowParams, body: testWorkflowBody, response: { 200: execution } } }, async (request) =>
      testWorkflow(deps, currentUser(request), request.params.workflowId, request.body),
    );

    app.get('/api/workflows/:workflowId/executions', { schema: { tags, params: workflowParams, querystring: historyQuery, response: { 200: executionsPage } } }, async (request) =>
      listWorkflowExecutions(deps, currentUser(request), request.params.workflowId, request.query.cursor),
    );

    app.get('/api/workflow-executions/:id', { schema: { tags, params: executionParams, response: { 200: execution } } }, async (request) =>
      getWorkflowExecution(deps, currentUser(request), request.params.id),
    );

    app.post('/api/workflow-executions/:id/rerun', { schema: { tags, params: executionParams, response: { 201: execution } } }, async (request, reply) =>
      reply.code(201).send(await rerunExecution(deps, currentUser(request), request.params.id)),
    );
  };
}
