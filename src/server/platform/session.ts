import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { deriveKey, hmac, randomToken, safeEqual, sha256 } from './crypto';
import type { AppDeps } from './deps';
import { cachePerApp } from './read-cache';

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export type SessionUser = typeof users.$inferSelect;

export function csrfTokenFor(secret: string, sid: string): string {
  return hmac(deriveKey(secret, 'csrf'), sid);
}

export function isCsrfValid(secret: string, sid: string, header: string | undefined): boolean {
  return typeof header === 'string' && safeEqual(header, csrfTokenFor(secret, sid));
}

function cookieSecure(deps: AppDeps, request: FastifyRequest): boolean {
  if (deps.config.COOKIE_SECURE !== 'auto') return deps.config.COOKIE_SECURE === 'true';
  return request.protocol === 'https';
}

export async function createSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const sid = randomToken(32);
  const expire = new Date(deps.clock().getTime() + SESSION_DAYS * DAY_MS);
  // what the user recognises the session by in their list of sessions
  const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
  await deps.db.insert(sessions).values({ sid: sha256(sid), sess: { userId, createdAt: deps.clock().toISOString(), userAgent, ip: request.ip }, userId, expire });
  const secure = cookieSecure(deps, request);
  reply.setCookie(SESSION_COOKIE, sid, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expire });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(deps.secret, sid), { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expire });
}

/** The hashed id of the request's session (the sessions table's key), or null without one. */
export function currentSessionKey(request: FastifyRequest): string | null {
  const sid = request.cookies[SESSION_COOKIE];
  return sid ? sha256(sid) : null;
}

type CachedSession = { user: SessionUser; expire: Date } | null;
/** hashed sid -> the session's user and expiry */
const sessionCache = cachePerApp<CachedSession>();

export async function destroySession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) {
    await deps.db.delete(sessions).where(eq(sessions.sid, sha256(sid)));
    sessionCache(deps).forget(sha256(sid));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** The signed-in user for a cookie value, or null; extends sessions that are half used up. */
export async function findSessionUser(deps: AppDeps, sid: string, now: Date): Promise<SessionUser | null> {
  const hashed = sha256(sid);
  const found = await sessionCache(deps).get(hashed, () => loadSession(deps.db, hashed, now));
  return found && found.expire > now ? found.user : null;
}

async function loadSession(db: Db, hashed: string, now: Date): Promise<CachedSession> {
  const rows = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, hashed), gt(sessions.expire, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expire.getTime() - now.getTime() < (SESSION_DAYS / 2) * DAY_MS) {
    const expire = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, hashed));
    return { user: row.user, expire };
  }
  return row;
}

/** After a change to a user's row (plan, access, settings...): their sessions read it again. */
export function forgetCachedUser(deps: AppDeps, userId: string): void {
  sessionCache(deps).forgetWhere((_sid, entry) => entry?.user.id === userId);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, now));
}
