import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deploymentStats } from '../../../common/chat';
import { channelsView, messagingChannel, saveSmsBody, saveWhatsappBody, smsChannelView, whatsappChannelView } from '../../../common/channels';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { getDeploymentStats } from './deployment-stats';
import { disconnectChannel, getChannels, saveSms, saveWhatsapp } from './service';
import { publicOrigin } from '../../platform/public-origin';

const agentParams = z.object({ id: uuidParam('agent') });
const channelParams = z.object({ id: uuidParam('agent'), channel: messagingChannel });
const tags = ['Deployments'];

/** Deployments > Channels (SMS, WhatsApp settings and state) and Deployments > Analytics. */
export function channelRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/agents/:id/channels',
      { schema: { tags, summary: 'SMS and WhatsApp settings and state (secrets are never returned)', params: agentParams, response: { 200: channelsView } } },
      async (request) => getChannels(deps, currentUser(request), request.params.id, publicOrigin(deps, request)),
    );

    app.put(
      '/api/agents/:id/channels/sms',
      { schema: { tags, summary: 'Connect SMS through Twilio (Premium; an empty auth token keeps the stored one)', params: agentParams, body: saveSmsBody, response: { 200: smsChannelView } } },
      async (request) => saveSms(deps, currentUser(request), request.params.id, request.body, publicOrigin(deps, request)),
    );

    app.put(
      '/api/agents/:id/channels/whatsapp',
      { schema: { tags, summary: 'Connect the WhatsApp Cloud API (Premium; empty secrets keep the stored ones)', params: agentParams, body: saveWhatsappBody, response: { 200: whatsappChannelView } } },
      async (request) => saveWhatsapp(deps, currentUser(request), request.params.id, request.body, publicOrigin(deps, request)),
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
