import type { PublicUser } from '@common/auth';

type NameFields = Pick<PublicUser, 'firstName' | 'lastName' | 'email'>;

/** First plus last name, else the e-mail. */
export function displayName(user: NameFields): string {
  const full = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return full || user.email;
}

/** First letter of the first name, else of the e-mail; null means show a generic icon. */
export function avatarInitial(user: NameFields): string | null {
  const source = user.firstName?.trim() || user.email.trim();
  return source ? source.charAt(0).toUpperCase() : null;
}
