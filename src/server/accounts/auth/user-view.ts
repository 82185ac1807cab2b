import type { PublicUser } from '../../../common/auth';
import type { SessionUser } from '../../platform/session';

/** A premium tier whose expiry has passed counts as free. */
export function effectiveTier(user: Pick<SessionUser, 'subscriptionTier' | 'subscriptionExpiry'>, now: Date): 'free' | 'premium' {
  if (user.subscriptionTier !== 'premium') return 'free';
  if (user.subscriptionExpiry && user.subscriptionExpiry.getTime() <= now.getTime()) return 'free';
  return 'premium';
}

/** The name people see: first and last name, else the e-mail address. */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** The only shape in which a user leaves the server: no hash, no OIDC subject. */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role === 'admin' ? 'admin' : 'user',
    accessStatus: user.accessStatus === 'authorized' ? 'authorized' : 'waitlist',
    subscriptionTier: user.subscriptionTier === 'premium' ? 'premium' : 'free',
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiry: user.subscriptionExpiry?.toISOString() ?? null,
    trialUsed: user.trialUsed,
    language: user.language === 'es' ? 'es' : 'en',
    createdAt: user.createdAt.toISOString(),
  };
}
