import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInvitationBody,
  createdInvitation,
  invitationPreview,
  invitationTokenBody,
  membersView,
  transferOwnershipBody,
  updateMemberBody,
} from '../../../common/members';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { projectParams, uuidParam } from '../../platform/params';
import {
  acceptInvitation,
  changeMemberRole,
  declineInvitation,
  getMembers,
  inviteMember,
  previewInvitation,
  removeMember,
  revokeInvitation,
  transferOwnership,
} from './service';
import { publicOrigin } from '../../platform/public-origin';

const tags = ['Members'];
const memberParams = z.object({ id: uuidParam('project'), userId: uuidParam('member') });
const invitationParams = z.object({ id: uuidParam('project'), invitationId: uuidParam('invitation') });

/**
 * Project members and invitations. The invitation token travels in request bodies only (the
 * link carries it after '#'), so it never lands in a URL that a log keeps.
 */
export function memberRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/projects/:id/members', { schema: { tags, params: projectParams, response: { 200: membersView } } }, async (request) =>
      getMembers(deps, currentUser(request), request.params.id),
    );

    app.post(
      '/api/projects/:id/invitations',
      { schema: { tags, summary: 'Invite someone by e-mail (owner and admins)', params: projectParams, body: createInvitationBody, response: { 201: createdInvitation } } },
      async (request, reply) => reply.code(201).send(await inviteMember(deps, currentUser(request), request.params.id, request.body, publicOrigin(deps, request))),
    );

    app.delete('/api/projects/:id/invitations/:invitationId', { schema: { tags, params: invitationParams } }, async (request, reply) => {
      await revokeInvitation(deps, currentUser(request), request.params.id, request.params.invitationId);
      return reply.code(204).send();
    });

    app.patch('/api/projects/:id/members/:userId', { schema: { tags, params: memberParams, body: updateMemberBody } }, async (request, reply) => {
      await changeMemberRole(deps, currentUser(request), request.params.id, request.params.userId, request.body.role);
      return reply.code(204).send();
    });

    app.delete(
      '/api/projects/:id/members/:userId',
      { schema: { tags, summary: 'Remove a member (owner and admins), or leave (your own id)', params: memberParams } },
      async (request, reply) => {
        await removeMember(deps, currentUser(request), request.params.id, request.params.userId);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/projects/:id/transfer',
      { schema: { tags, summary: 'Give the project to another member (owner only); you stay as an admin', params: projectParams, body: transferOwnershipBody } },
      async (request, reply) => {
        await transferOwnership(deps, currentUser(request), request.params.id, request.body.userId);
        return reply.code(204).send();
      },
    );

    const signedIn = { access: 'signedIn' as const };
    app.post('/api/invitations/preview', { config: signedIn, schema: { tags, body: invitationTokenBody, response: { 200: invitationPreview } } }, async (request) =>
      previewInvitation(deps, currentUser(request), request.body.token),
    );
    app.post(
      '/api/invitations/accept',
      { config: signedIn, schema: { tags, body: invitationTokenBody, response: { 200: z.object({ projectId: z.string() }) } } },
      async (request) => acceptInvitation(deps, currentUser(request), request.body.token),
    );
    app.post('/api/invitations/decline', { config: signedIn, schema: { tags, body: invitationTokenBody } }, async (request, reply) => {
      await declineInvitation(deps, currentUser(request), request.body.token);
      return reply.code(204).send();
    });
  };
}
