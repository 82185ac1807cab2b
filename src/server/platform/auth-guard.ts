import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../common/error-codes';
import { AppError, unauthenticated } from './errors';
import type { AppDeps } from './deps';
import { CSRF_HEADER, SESSION_COOKIE, findSessionUser, isCsrfValid, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** 'public' routes need no session; the default needs an authorized user */
    access?: 'public' | 'signedIn' | 'authorized' | 'admin';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Loads the session user for every /api request, enforces CSRF on cookie-authenticated writes,
 * and applies each route's access level (routes are authorized-only unless they say otherwise).
 */
export function registerAuthGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    // unmatched paths go straight to the 404 handler
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const sid = request.cookies[SESSION_COOKIE];
    if (sid) request.user = await findSessionUser(deps, sid, deps.clock());
    // a disabled account's sessions count for nothing (they are also deleted when it is disabled)
    if (request.user?.accessStatus === 'disabled') request.user = null;

    if (sid && request.user && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (!isCsrfValid(deps.secret, sid, Array.isArray(header) ? header[0] : header)) {
        throw new AppError(403, ERROR_CODES.csrf, 'Missing or invalid CSRF token. Reload the page and try again.');
      }
    }

    const access = request.routeOptions.config?.access ?? 'authorized';
    if (access === 'public') return;
    requireAccess(request, access);
  });
}

export function requireAccess(request: FastifyRequest, access: 'signedIn' | 'authorized' | 'admin'): SessionUser {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (access === 'signedIn') return user;
  if (user.accessStatus !== 'authorized') {
    throw new AppError(403, ERROR_CODES.notAuthorized, 'Your account is on the waitlist and has not been approved yet.');
  }
  if (access === 'admin' && user.role !== 'admin') {
    throw new AppError(403, ERROR_CODES.forbidden, 'Only an administrator can do this.');
  }
  return user;
}

/** The user of a route whose access level guarantees one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
