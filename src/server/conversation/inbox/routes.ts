import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxList, inboxThread, operatorMessageBody, timelineEntry, type InboxEvent } from '../../../common/inbox';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { uuidParam } from '../../platform/params';
import { openEventStream } from '../../platform/sse';
import { requireProject } from '../../accounts/projects/index';
import { endAllStreams, holdStream, subscribeInbox } from '../handoff/index';
import { getThread, handBack, listInbox, replyAsOperator, takeOver } from './service';
import { streamVisitorEvents } from './visitor-stream';

const projectParams = z.object({ id: uuidParam('project') });
const conversationParams = z.object({ id: uuidParam('conversation') });
const visitorParams = z.object({ versionId: z.string().max(100), sessionId: z.string().min(1).max(128) });
const tags = ['Inbox'];

/** The human handoff Inbox (operators) and the visitor's live events. */
export function inboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // live streams never end by themselves: they are closed before the server stops
    app.addHook('preClose', async () => endAllStreams(deps));

    app.get('/api/projects/:id/inbox', { schema: { tags, summary: "The project's open conversations, those waiting for a person first", params: projectParams, response: { 200: inboxList } } }, async (request) =>
      listInbox(deps, currentUser(request), request.params.id),
    );

    app.get('/api/projects/:id/inbox/events', { schema: { tags, summary: 'Server-Sent Events: a conversation of the project changed', params: projectParams } }, async (request, reply) => {
      const project = await requireProject(deps, currentUser(request), request.params.id, 'readConversations');
      const stream = openEventStream(reply);
      stream.send('ready', {});
      holdStream(deps, reply, stream, subscribeInbox(deps, project.id, (event: InboxEvent) => stream.send(event.type, event)));
      return reply;
    });

    app.get('/api/inbox/conversations/:id', { schema: { tags, summary: 'A conversation with everything said in it', params: conversationParams, response: { 200: inboxThread } } }, async (request) =>
      getThread(deps, currentUser(request), request.params.id),
    );

    app.post('/api/inbox/conversations/:id/take-over', { schema: { tags, summary: 'Answer the conversation yourself: the agent pauses (409 when another operator has it)', params: conversationParams, response: { 200: inboxThread } } }, async (request) =>
      takeOver(deps, currentUser(request), request.params.id),
    );

    app.post('/api/inbox/conversations/:id/hand-back', { schema: { tags, summary: 'Give the conversation back to the agent', params: conversationParams, response: { 200: inboxThread } } }, async (request) =>
      handBack(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/inbox/conversations/:id/messages',
      { schema: { tags, summary: "Reply as a person (live on the visitor's page; through the provider on SMS and WhatsApp)", params: conversationParams, body: operatorMessageBody, response: { 201: timelineEntry } } },
      async (request, reply) => reply.code(201).send(await replyAsOperator(deps, currentUser(request), request.params.id, request.body.text)),
    );

    app.get(
      '/api/agent-versions/:versionId/sessions/:sessionId/events',
      { config: { access: 'public' }, schema: { tags, summary: "Server-Sent Events for a visitor's page: a person's replies and a person joining or leaving", params: visitorParams, querystring: z.object({ since: z.iso.datetime().optional() }) } },
      async (request, reply) => {
        await streamVisitorEvents(deps, reply, request.params.versionId, request.params.sessionId, request.query.since ? new Date(request.query.since) : null);
        return reply;
      },
    );
  };
}
