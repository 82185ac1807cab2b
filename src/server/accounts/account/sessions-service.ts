import { z } from 'zod';
import type { SessionView } from '../../../common/account';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { forgetCachedUser, type SessionUser } from '../../platform/session';
import { deleteUserSessionByPrefix, deleteUserSessions, listUserSessions } from './queries';

/** The public handle of a session: the start of its hashed key (which cannot be used as a cookie). */
const HANDLE_LENGTH = 16;
const stored = z.object({ createdAt: z.string().optional(), userAgent: z.string().nullable().optional(), ip: z.string().nullable().optional() }).catch({});

export async function listSessions(deps: AppDeps, user: SessionUser, currentKey: string | null): Promise<SessionView[]> {
  const rows = await listUserSessions(deps.db, user.id, deps.clock());
  return rows
    .map((row) => {
      const sess = stored.parse(row.sess);
      return {
        id: row.sid.slice(0, HANDLE_LENGTH),
        current: row.sid === currentKey,
        createdAt: sess.createdAt ?? null,
        expiresAt: row.expire.toISOString(),
        userAgent: sess.userAgent ?? null,
        ip: sess.ip ?? null,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

export async function revokeSession(deps: AppDeps, user: SessionUser, handle: string): Promise<void> {
  if (!/^[0-9a-f]{16}$/.test(handle) || (await deleteUserSessionByPrefix(deps.db, user.id, handle)).length === 0) throw notFound('Session');
  forgetCachedUser(deps, user.id);
}

/** "Sign out everywhere": every session but this one. */
export async function revokeOtherSessions(deps: AppDeps, user: SessionUser, currentKey: string | null): Promise<number> {
  const gone = await deleteUserSessions(deps.db, user.id, currentKey ?? undefined);
  forgetCachedUser(deps, user.id);
  return gone.length;
}
