import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelSettings, channelsView, deploymentStats, messagingChannel, saveChannelBody } from '../../../common/chat';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { publicOrigin } from '../public-api/service';
import { getChannels, getDeploymentStats, saveChannel } from './service';

const agentParams = z.object({ id: uuidParam('agent') });
const channelParams = z.object({ id: uuidParam('agent'), channel: messagingChannel });
const tags = ['Deployments'];

/** Deployments > Channels (SMS, WhatsApp settings) and Deployments > Analytics. */
export function channelRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/channels',
      { schema: { tags, summary: 'SMS and WhatsApp settings (the provider key is masked)', params: agentParams, response: { 200: channelsView } } },
      async (request) => getChannels(deps, currentUser(request), request.params.id, publicOrigin(deps, request)),
    );

    app.put(
      '/api/agents/:id/channels/:channel',
      { schema: { tags, summary: "Save a channel's phone number and provider key (Premium; an empty key keeps the stored one)", params: channelParams, body: saveChannelBody, response: { 200: channelSettings } } },
      async (request) => saveChannel(deps, currentUser(request), request.params.id, request.params.channel, request.body, publicOrigin(deps, request)),
    );

    app.get(
      '/api/agents/:id/deployment-stats',
      { schema: { tags, summary: 'Production conversations and turns per channel, and the last seven days', params: agentParams, response: { 200: deploymentStats } } },
      async (request) => getDeploymentStats(deps, currentUser(request), request.params.id),
    );
  };
}
