import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  changePasswordBody,
  disableTwoFactorBody,
  enableTwoFactorBody,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  recoveryCodes,
  sessionView,
  twoFactorSetup,
  twoFactorStatus,
} from '../../../common/account';
import { currentUser } from '../../platform/auth-guard';
import type { AppDeps } from '../../platform/deps';
import { currentSessionKey } from '../../platform/session';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password-service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, startTwoFactorSetup, twoFactorStatus as readTwoFactorStatus } from './two-factor-service';
import { publicOrigin } from '../../platform/public-origin';

const tags = ['Account security'];
const signedIn = { access: 'signedIn' as const };
const pub = { access: 'public' as const };

/** Settings > Security for one's own account: password, password reset, sessions, two-factor sign-in. */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/auth/password', { config: signedIn, schema: { tags, summary: 'Change your password (other sessions are signed out)', body: changePasswordBody } }, async (request, reply) => {
      await changePassword(deps, currentUser(request), request.body, currentSessionKey(request));
      return reply.code(204).send();
    });

    app.post(
      '/api/auth/password-reset',
      { config: pub, schema: { tags, summary: 'E-mail a single-use link to choose a new password (same answer for any address)', body: passwordResetRequestBody, response: { 202: z.object({ message: z.string() }) } } },
      async (request, reply) => {
        await requestPasswordReset(deps, request.body.email, request.ip, publicOrigin(deps, request), request.log);
        return reply.code(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
      },
    );

    app.post('/api/auth/password-reset/confirm', { config: pub, schema: { tags, body: passwordResetConfirmBody } }, async (request, reply) => {
      await confirmPasswordReset(deps, request.body);
      return reply.code(204).send();
    });

    app.get('/api/auth/sessions', { config: signedIn, schema: { tags, response: { 200: z.array(sessionView) } } }, async (request) =>
      listSessions(deps, currentUser(request), currentSessionKey(request)),
    );
    app.delete('/api/auth/sessions/:id', { config: signedIn, schema: { tags, params: z.object({ id: z.string().max(64) }) } }, async (request, reply) => {
      await revokeSession(deps, currentUser(request), request.params.id);
      return reply.code(204).send();
    });
    app.post(
      '/api/auth/sessions/revoke-others',
      { config: signedIn, schema: { tags, summary: 'Sign out everywhere else', response: { 200: z.object({ signedOut: z.number() }) } } },
      async (request) => ({ signedOut: await revokeOtherSessions(deps, currentUser(request), currentSessionKey(request)) }),
    );

    app.get('/api/auth/2fa', { config: signedIn, schema: { tags, response: { 200: twoFactorStatus } } }, async (request) => readTwoFactorStatus(deps, currentUser(request)));
    app.post('/api/auth/2fa/setup', { config: signedIn, schema: { tags, response: { 200: twoFactorSetup } } }, async (request) => startTwoFactorSetup(deps, currentUser(request)));
    app.post('/api/auth/2fa/enable', { config: signedIn, schema: { tags, body: enableTwoFactorBody, response: { 200: recoveryCodes } } }, async (request) =>
      enableTwoFactor(deps, currentUser(request), request.body.code),
    );
    app.post('/api/auth/2fa/disable', { config: signedIn, schema: { tags, body: disableTwoFactorBody } }, async (request, reply) => {
      await disableTwoFactor(deps, currentUser(request), request.body.password);
      return reply.code(204).send();
    });
    app.post('/api/auth/2fa/recovery-codes', { config: signedIn, schema: { tags, body: disableTwoFactorBody, response: { 200: recoveryCodes } } }, async (request) =>
      regenerateRecoveryCodes(deps, currentUser(request), request.body.password),
    );
  };
}
