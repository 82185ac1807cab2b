import type { CreatedIdentitySecret, IdentitySecretStatus } from '../../../common/identity';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { requireAgent } from '../../authoring/agents/index';
import type { ResolvedIdentity } from './identity';
import { findIdentitySecret, recordVisitorSighting, replaceIdentitySecret } from './queries';
import { newIdentitySecret, sealIdentitySecret } from './secret-box';

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

/** Stores who the visitor of a conversation is (verified or a hint) and links the conversation; nothing for a refused identity. */
export async function recordConversationVisitor(deps: AppDeps, projectId: string, conversationId: string, identity: ResolvedIdentity | null | undefined): Promise<void> {
  if (!identity?.visitor) return;
  await recordVisitorSighting(deps.db, { projectId, conversationId, now: deps.clock(), ...identity.visitor });
}
