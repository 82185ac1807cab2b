import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatBody, chatReply, endConversationBody, endConversationReply, publicChatBody, publicChatReply } from '../../../common/chat';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { uuidParam } from '../../platform/params';
import { openEventStream, wantsEventStream, type SseChannel } from '../../platform/sse';
import { chatWithVersion, endVersionConversation, quickTestAgent, toChatReply, visitorFailure } from './service';

const versionParams = z.object({ versionId: z.string().max(100) });
const agentParams = z.object({ agentId: uuidParam('agent') });
const tags = ['Chat'];

/** Anonymous chat with public versions (JSON, or Server-Sent Events when asked) and the owner's quick test. */
export function chatRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/agent-versions/:versionId/chat',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Send a message to a public version (send Accept: text/event-stream to stream delta / done / error events)',
          params: versionParams,
          body: chatBody,
          response: { 200: chatReply },
        },
      },
      async (request, reply) => {
        const { versionId } = request.params;
        if (!wantsEventStream(request)) {
          const turn = await chatWithVersion(deps, versionId, request.body, request.ip);
          if (turn.status === 'error') throw visitorFailure(turn);
          return toChatReply(turn);
        }
        let stream: SseChannel | null = null;
        const open = () => (stream ??= openEventStream(reply));
        try {
          const turn = await chatWithVersion(deps, versionId, request.body, request.ip, (text, replace) => open().send(replace ? 'replace' : 'delta', { text }));
          const channel = open();
          if (turn.status === 'error') {
            const failure = visitorFailure(turn);
            channel.send('error', { message: failure.message, code: failure.code });
          } else channel.send('done', toChatReply(turn));
          channel.end();
          return reply;
        } catch (err) {
          // before the first event the error is a normal JSON answer (404, 429 with Retry-After...)
          if (!stream) throw err;
          const known = err instanceof AppError;
          if (!known) request.log.error({ err }, 'chat stream failed');
          (stream as SseChannel).send('error', { message: known ? err.message : 'Something went wrong on our side. Please try again.', code: known ? err.code : 'INTERNAL_ERROR' });
          (stream as SseChannel).end();
          return reply;
        }
      },
    );

    app.post(
      '/api/agent-versions/:versionId/end-conversation',
      { config: { access: 'public' }, schema: { tags, summary: 'End a conversation with a public version', params: versionParams, body: endConversationBody, response: { 200: endConversationReply } } },
      async (request) => {
        await endVersionConversation(deps, request.params.versionId, request.body.sessionId);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/agents/:agentId/public-chat',
      { schema: { tags, summary: "Quick test conversation with the agent's unpublished configuration (owner only)", params: agentParams, body: publicChatBody, response: { 200: publicChatReply } } },
      async (request) => quickTestAgent(deps, currentUser(request), request.params.agentId, request.body),
    );
  };
}
