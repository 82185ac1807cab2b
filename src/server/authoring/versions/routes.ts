import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { versionDiff, versionDiffQuery } from '../../../common/version-diff';
import { agentVersion, PUBLISH_BLOCKED_CODE, publicVersion, publishBlocked, publishBody, versionActiveBody, versionOpener, versionVisibilityBody } from '../../../common/versions';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { getVersionOpener } from './opener';
import { deleteVersion, diffVersions, getAgentVersions, getPublicVersion, publishAgent, setVersionActivation, setVersionVisibility, type PublishGate } from './service';

const agentParams = z.object({ id: uuidParam('agent') });
const versionParams = z.object({ id: uuidParam('version') });
const publicVersionParams = z.object({ versionId: z.string().max(100) });
const tags = ['Versions'];

/** Published versions: publish, list, active and public flags, delete; the public version record. */
export function versionRoutes(deps: AppDeps, gate: PublishGate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/agents/:id/publish',
      {
        schema: {
          tags,
          summary: 'Publish the agent as a new immutable version; failing test cases block it (409) unless publishAnyway',
          params: agentParams,
          body: publishBody,
          response: { 201: agentVersion, 200: publishBlocked, 409: publishBlocked },
        },
      },
      async (request, reply) => {
        const outcome = await publishAgent(deps, gate, currentUser(request), request.params.id, request.body);
        if ('published' in outcome) return reply.code(201).send(outcome.published);
        const count = outcome.blocked.length;
        return reply.code(request.body.blockedStatus).send({
          message: `${count} test case${count === 1 ? '' : 's'} failed against this version. Fix the agent or publish anyway.`,
          code: PUBLISH_BLOCKED_CODE,
          failingCases: outcome.blocked,
        });
      },
    );

    app.get(
      '/api/agents/:id/versions/diff',
      { schema: { tags, summary: 'What changes between two versions, or a version and the draft ("draft")', params: agentParams, querystring: versionDiffQuery, response: { 200: versionDiff } } },
      async (request) => diffVersions(deps, currentUser(request), request.params.id, request.query.from, request.query.to),
    );

    app.get(
      '/api/agents/:id/versions',
      { schema: { tags, summary: "The agent's versions, newest first", params: agentParams, response: { 200: z.array(agentVersion) } } },
      async (request) => getAgentVersions(deps, currentUser(request), request.params.id),
    );

    app.patch(
      '/api/agent-versions/:id/visibility',
      { schema: { tags, summary: 'Show or hide a version on the public pages', params: versionParams, body: versionVisibilityBody, response: { 200: agentVersion } } },
      async (request) => setVersionVisibility(deps, currentUser(request), request.params.id, request.body.isPublic),
    );

    app.patch(
      '/api/agent-versions/:id/active',
      { schema: { tags, summary: 'Make a version the one production channels and the API serve', params: versionParams, body: versionActiveBody, response: { 200: agentVersion } } },
      async (request) => setVersionActivation(deps, currentUser(request), request.params.id, request.body.isActive),
    );

    app.delete('/api/agent-versions/:id', { schema: { tags, summary: 'Delete a version', params: versionParams } }, async (request, reply) => {
      await deleteVersion(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });

    app.get(
      '/api/agent-versions/:versionId',
      { config: { access: 'public' }, schema: { tags, summary: 'A public version (anonymous)', params: publicVersionParams, response: { 200: publicVersion } } },
      async (request) => getPublicVersion(deps, request.params.versionId),
    );

    app.get(
      '/api/agent-versions/:versionId/opener',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The demo page's opening message (anonymous): written once per version; reading it opens no conversation and counts against no limit",
          params: publicVersionParams,
          response: { 200: versionOpener },
        },
      },
      async (request) => getVersionOpener(deps, request.params.versionId),
    );
  };
}
