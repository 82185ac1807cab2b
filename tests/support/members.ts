import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signUp, type SessionClient } from './session-client';

/** The token an invitation link carries after its '#'. */
export const invitationToken = (link: string) => link.slice(link.indexOf('#') + 1);

/** A new account, invited by `owner` into the project with `role` and accepted: its signed-in client. */
export async function joinProject(app: FastifyInstance, owner: SessionClient, projectId: string, role: string): Promise<SessionClient> {
  const who = await signUp(app);
  const { link } = (await owner.post(`/api/projects/${projectId}/invitations`, { email: who.email, role })).json();
  expect((await who.client.post('/api/invitations/accept', { token: invitationToken(link) })).statusCode).toBe(200);
  return who.client;
}
