import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authProviders, authSession, authStatus, loginBody, publicUser, registerBody, updateUserBody } from '../../../common/auth';
import { badRequest } from '../../platform/errors';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import { effectiveConfig } from '../../platform/instance-settings/config-store';
import { instanceSmtp } from '../../platform/mail/instance-mail';
import { createSession, destroySession } from '../../platform/session';
import { countUsers, updateUser } from './queries';
import { authenticate, registerUser } from './service';
import { toPublicUser } from './user-view';
import { userChanged } from './user-events';

const okReply = z.object({ ok: z.literal(true) });

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/auth/providers', { config: { access: 'public' }, schema: { response: { 200: authProviders } } }, async () => ({
      password: true,
      oidc: deps.config.oidcEnabled,
      signupMode: (await effectiveConfig(deps)).signupMode,
      firstUser: (await countUsers(deps.db)) === 0,
      // reset links go out by e-mail: without a mail server there is no way to receive one
      passwordReset: !deps.config.oidcEnabled && Boolean(await instanceSmtp(deps)),
    }));

    app.post(
      '/api/auth/register',
      { config: { access: 'public' }, schema: { body: registerBody, response: { 201: authStatus } } },
      async (request, reply) => {
        const user = await registerUser(deps, request.body);
        await createSession(deps, request, reply, user.id);
        const view = toPublicUser(user);
        return reply.code(201).send({ status: view.accessStatus, user: view });
      },
    );

    app.post(
      '/api/auth/login',
      { config: { access: 'public' }, schema: { body: loginBody, response: { 200: authStatus } } },
      async (request, reply) => {
        const user = await authenticate(deps, request.body, request.ip);
        await createSession(deps, request, reply, user.id);
        const view = toPublicUser(user);
        return { status: view.accessStatus, user: view };
      },
    );

    app.post('/api/auth/logout', { config: { access: 'public' }, schema: { response: { 200: okReply } } }, async (request, reply) => {
      await destroySession(deps, request, reply);
      return { ok: true as const };
    });

    app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
      await destroySession(deps, request, reply);
      return reply.redirect('/');
    });

    app.get('/api/auth/status', { config: { access: 'public' }, schema: { response: { 200: authSession } } }, async (request) => {
      if (!request.user) return { authenticated: false as const };
      const view = toPublicUser(request.user);
      return { authenticated: true as const, status: view.accessStatus, user: view };
    });

    app.get('/api/auth/user', { config: { access: 'signedIn' }, schema: { response: { 200: publicUser } } }, async (request) =>
      toPublicUser(currentUser(request)),
    );

    app.put(
      '/api/auth/user',
      { config: { access: 'signedIn' }, schema: { body: updateUserBody, response: { 200: publicUser } } },
      async (request) => {
        const user = currentUser(request);
        const { email, firstName, lastName, language } = request.body;
        if (email !== undefined && email.trim().toLowerCase() !== user.email) {
          throw badRequest('email: Email cannot be changed');
        }
        const updated = await updateUser(deps.db, user.id, {
          ...(firstName !== undefined ? { firstName: firstName || null } : {}),
          ...(lastName !== undefined ? { lastName: lastName || null } : {}),
          ...(language !== undefined ? { language } : {}),
        });
        await emit(deps, userChanged, { userId: user.id });
        return toPublicUser(updated);
      },
    );
  };
}
