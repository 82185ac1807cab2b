import type { PublicUser } from '@common/auth';

export function WaitlistedView({ user }: { user: PublicUser }) {
  return <div>{user.email}</div>;
}
