import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deploymentStats } from '../../../common/chat';
import { channelCheckBody, channelCheckResult, channelsView, messagingChannel } from '../../../common/channels';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { publicOrigin } from '../../platform/public-origin';
import { getDeploymentStats } from './deployment-stats';
import { channelDefinitions } from './registry';
import { checkChannel, disconnectChannel, getChannels, saveChannel } from './service';

const agentParams = z.object({ id: uuidParam('agent') });
const channelParams = z.object({ id: uuidParam('agent'), channel: messagingChannel });
const tags = ['Deployments'];

/** Deployments > Channels (each messaging channel's settings and state) and Deployments > Analytics. */
export function channelRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/channels',
      { schema: { tags, summary: 'Every messaging channel: settings and state (secrets are never returned)', params: agentParams, response: { 200: channelsView } } },
      async (request) => getChannels(deps, currentUser(request), request.params.id, publicOrigin(deps, request)),
    );

    for (const definition of channelDefinitions()) {
      app.put(
        `/api/agents/:id/channels/${definition.kind}`,
        {
          schema: {
            tags,
            summary: `Connect ${definition.label} (Premium; empty secrets keep the stored ones)`,
            params: agentParams,
            body: definition.saveBody,
            response: { 200: definition.view },
          },
        },
        async (request) => saveChannel(deps, currentUser(request), request.params.id, definition.kind, request.body, publicOrigin(deps, request)),
      );
    }

    app.post(
      '/api/agents/:id/channels/:channel/check',
      { schema: { tags, summary: 'Send a test message: asks the provider with the stored settings', params: channelParams, body: channelCheckBody, response: { 200: channelCheckResult } } },
      async (request) => checkChannel(deps, currentUser(request), request.params.id, request.params.channel, request.body.to || undefined),
    );

    app.delete('/api/agents/:id/channels/:channel', { schema: { tags, summary: 'Disconnect a channel (its settings and secrets are deleted)', params: channelParams } }, async (request, reply) => {
      await disconnectChannel(deps, currentUser(request), request.params.id, request.params.channel);
      return reply.code(204).send();
    });

    app.get(
      '/api/agents/:id/deployment-stats',
      { schema: { tags, summary: 'Production conversations and turns per channel, and the last seven days', params: agentParams, response: { 200: deploymentStats } } },
      async (request) => getDeploymentStats(deps, currentUser(request), request.params.id),
    );
  };
}
