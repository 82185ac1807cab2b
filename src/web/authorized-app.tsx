import type { PublicUser } from '@common/auth';

export const APP_PATHS = ['/'];

export function AuthorizedApp({ user }: { user: PublicUser }) {
  return <div>{user.email}</div>;
}
