import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalDecision, approvalRules, approvalView } from '../../../common/approvals';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { authenticateKey } from '../public-api/index';
import { decideAsMember, decideWithKey, getApprovalRules, listPendingForKey, listProjectApprovals, putApprovalRules } from './service';

const projectParams = z.object({ id: uuidParam('project') });
const agentParams = z.object({ id: uuidParam('agent') });
const approvalParams = z.object({ id: uuidParam('approval') });
const tags = ['Approvals'];
const keyed = { config: { access: 'public' as const } };

/** Approval before acting: the agent's rules, the Inbox's requests and decisions, and the same through a platform key. */
export function approvalRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/agents/:id/approval-rules', { schema: { tags, summary: "Which of the agent's tool calls wait for a person, and for how long", params: agentParams, response: { 200: approvalRules } } }, async (request) =>
      getApprovalRules(deps, currentUser(request), request.params.id),
    );

    app.put(
      '/api/agents/:id/approval-rules',
      { schema: { tags, summary: 'Set the tools that ask a person first (editors and above)', params: agentParams, body: approvalRules, response: { 200: approvalRules } } },
      async (request) => putApprovalRules(deps, currentUser(request), request.params.id, request.body),
    );

    app.get(
      '/api/projects/:id/approvals',
      { schema: { tags, summary: "The project's approval requests, newest first", params: projectParams, querystring: z.object({ status: z.string().max(16).optional() }), response: { 200: z.array(approvalView) } } },
      async (request) => listProjectApprovals(deps, currentUser(request), request.params.id, request.query.status),
    );

    app.post(
      '/api/approvals/:id/decision',
      { schema: { tags, summary: 'Approve (optionally with edited arguments) or reject with a reason; 409 when already decided or expired', params: approvalParams, body: approvalDecision, response: { 200: approvalView } } },
      async (request) => decideAsMember(deps, currentUser(request), request.params.id, request.body),
    );

    app.get(
      '/api/platform/approvals',
      { ...keyed, schema: { tags: ['Public API'], summary: "The pending approval requests of the platform key's project: held tool calls, and workflow executions waiting at a Wait for approval node (`workflow` set). Authenticate with `Authorization: Bearer <platform API key>`", security: [{ bearerAuth: [] }], response: { 200: z.array(approvalView) } } },
      async (request) => listPendingForKey(deps, (await authenticateKey(deps, { authorization: request.headers.authorization, ip: request.ip })).projectId),
    );

    app.post(
      '/api/platform/approvals/:id/decision',
      {
        ...keyed,
        schema: { tags: ['Public API'], summary: 'Decide a pending approval request with a platform key: approve (a tool call optionally with edited arguments) or reject with a reason; a workflow goes on along its approved or rejected branch. 409 when decided or expired before; another project\'s id is 404', security: [{ bearerAuth: [] }], params: approvalParams, body: approvalDecision, response: { 200: approvalView } },
      },
      async (request) => {
        const key = await authenticateKey(deps, { authorization: request.headers.authorization, ip: request.ip });
        return decideWithKey(deps, key.projectId, request.params.id, request.body);
      },
    );
  };
}
