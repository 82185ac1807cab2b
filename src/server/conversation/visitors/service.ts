import type { CreatedIdentitySecret, IdentitySecretStatus } from '../../../common/identity';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import type { ResolvedIdentity } from './identity';
import { findIdentitySecret, recordVisitorSighting, replaceIdentitySecret } from './queries';
import { newIdentitySecret, sealIdentitySecret } from './secret-box';
import type { ChannelPerson } from './channel-person';
import { recordChannelVisitor } from './channel-visitor';
import { mergeSameContactInto } from './merge';

/** Whether the agent has an identity secret and since when; never the secret itself. */
export async function getIdentitySecretStatus(deps: AppDeps, user: SessionUser, agentId: string): Promise<IdentitySecretStatus> {
  const { row } = await requireAgent(deps, user, agentId, 'view');
  const stored = await findIdentitySecret(deps.db, row.id);
  return { configured: stored !== null, createdAt: stored?.createdAt.toISOString() ?? null };
}

/** A new secret, returned in this answer only and stored sealed; the previous one stops verifying at once. */
export async function rotateIdentitySecret(deps: AppDeps, user: SessionUser, agentId: string): Promise<CreatedIdentitySecret> {
  const { row } = await requireAgent(deps, user, agentId, 'build');
  const secret = newIdentitySecret();
  const now = deps.clock();
  await replaceIdentitySecret(deps.db, row.id, sealIdentitySecret(deps, secret), now);
  return { secret, createdAt: now.toISOString() };
}

/**
 * Stores who the visitor of a conversation is (verified or a hint) and links the conversation;
 * nothing for a refused identity. When a verified visitor opens a conversation, the visitors known
 * only by a channel with the same e-mail or phone become its profile (docs/decisions/0054).
 */
export async function recordConversationVisitor(deps: AppDeps, at: { projectId: string; conversationId: string; created: boolean }, identity: ResolvedIdentity | null | undefined): Promise<void> {
  const visitor = identity?.visitor;
  if (!visitor) return;
  const id = await recordVisitorSighting(deps.db, { projectId: at.projectId, conversationId: at.conversationId, now: deps.clock(), ...visitor });
  if (id && at.created && visitor.verified) await mergeSameContactInto(deps.db, at.projectId, id, visitor.email, visitor.phone);
}

/** The visitor a messaging channel's id names, linked to the conversation it opened (once, not per message). */
export async function recordChannelPersonVisitor(deps: AppDeps, projectId: string, conversationId: string, person: ChannelPerson): Promise<void> {
  await recordChannelVisitor(deps.db, { projectId, conversationId, now: deps.clock(), ...person });
}
