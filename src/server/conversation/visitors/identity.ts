import { IDENTITY_ERROR_CODES, type IdentityOutcome, type VisitorIdentity } from '../../../common/identity';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { openIdentitySecret } from './secret-box';
import { findIdentitySecret } from './queries';
import { normalizePhone } from './phone';

/** Who the visitor of a turn is, once the identity sent with it was checked. */
export interface ResolvedIdentity {
  outcome: IdentityOutcome;
  /** null when refused: the turn goes on anonymously */
  visitor: { externalId: string; name: string | null; email: string | null; phone: string | null; verified: boolean } | null;
}

/** HMAC-SHA256 of the user id with the identity secret, hex: what the site's server computes. */
export function signUserId(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex signatures of the expected length. */
function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const REFUSED_MESSAGE = 'The identity was not accepted: its signature does not match the user id. This conversation goes on anonymously.';

/**
 * A signed identity is verified when its signature is the HMAC of the user id with the agent's
 * secret; a wrong signature (or one sent when the agent has no secret) is refused and the turn
 * is anonymous; an unsigned identity is kept as an unverified hint (docs/decisions/0045).
 */
export async function resolveIdentity(deps: AppDeps, agentId: string, identity: VisitorIdentity | undefined): Promise<ResolvedIdentity | null> {
  if (!identity) return null;
  const hint = { externalId: identity.userId, name: identity.name || null, email: identity.email || null, phone: normalizePhone(identity.phone) };
  if (!identity.signature) return { outcome: { status: 'unverified', code: null, message: null }, visitor: { ...hint, verified: false } };
  const stored = await findIdentitySecret(deps.db, agentId);
  const secret = stored ? openIdentitySecret(deps, stored.sealedSecret) : null;
  if (secret && signaturesMatch(signUserId(secret, identity.userId), identity.signature)) {
    return { outcome: { status: 'verified', code: null, message: null }, visitor: { ...hint, verified: true } };
  }
  return { outcome: { status: 'refused', code: IDENTITY_ERROR_CODES.refused, message: REFUSED_MESSAGE }, visitor: null };
}
