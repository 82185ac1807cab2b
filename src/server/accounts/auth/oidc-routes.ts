import type { FastifyPluginAsync } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ERROR_CODES } from '../../../common/error-codes';
import { AppError } from '../../platform/errors';
import { deriveKey, decrypt, encrypt } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import { createSession } from '../../platform/session';
import { findUserByEmail, findUserByOidcSubject, updateUser } from './queries';
import { createAccount } from './service';
import { userChanged } from './user-events';

const FLOW_COOKIE = 'oidc_flow';
const flowState = z.object({ verifier: z.string(), state: z.string(), at: z.number() });

/** /api/login redirects to the OpenID Connect provider; /api/callback signs the user in. */
export function oidcRoutes(deps: AppDeps): FastifyPluginAsync {
  const key = deriveKey(deps.secret, 'oidc-flow');
  let configPromise: Promise<oidc.Configuration> | undefined;
  const readFlow = (sealed: string | undefined) => {
    if (!sealed) return undefined;
    try {
      return flowState.safeParse(JSON.parse(decrypt(key, sealed)));
    } catch {
      return undefined;
    }
  };
  const getConfig = () => {
    configPromise ??= oidc
      .discovery(
        new URL(deps.config.OIDC_ISSUER as string),
        deps.config.OIDC_CLIENT_ID as string,
        deps.config.OIDC_CLIENT_SECRET,
        undefined,
        deps.config.OIDC_ISSUER?.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configPromise = undefined;
        throw new AppError(502, 'OIDC_UNAVAILABLE', `The identity provider at ${deps.config.OIDC_ISSUER} did not answer (${String(err)}). Check OIDC_ISSUER.`);
      });
    return configPromise;
  };
  const baseUrl = (host: string | undefined, protocol: string) => deps.config.PUBLIC_URL ?? `${protocol}://${host}`;

  return async (app) => {
    app.get('/api/login', { config: { access: 'public' } }, async (request, reply) => {
      const config = await getConfig();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${baseUrl(request.headers.host, request.protocol)}/api/callback`,
        scope: deps.config.OIDC_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });
      reply.setCookie(FLOW_COOKIE, encrypt(key, JSON.stringify({ verifier, state, at: Date.now() })), {
        path: '/api/callback',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 600,
      });
      return reply.redirect(url.href);
    });

    app.get('/api/callback', { config: { access: 'public' } }, async (request, reply) => {
      const flow = readFlow(request.cookies[FLOW_COOKIE]);
      if (!flow?.success || Date.now() - flow.data.at > 600_000) {
        throw new AppError(400, ERROR_CODES.validation, 'The sign-in attempt expired. Start again from the sign-in page.');
      }
      const config = await getConfig();
      const current = new URL(request.url, baseUrl(request.headers.host, request.protocol));
      const tokens = await oidc
        .authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.data.verifier, expectedState: flow.data.state })
        .catch((err: unknown) => {
          request.log.warn({ err }, 'OIDC code exchange failed');
          throw new AppError(400, ERROR_CODES.validation, 'Sign-in with the identity provider failed. Start again from the sign-in page.');
        });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (!claims || !email) {
        throw new AppError(400, ERROR_CODES.validation, 'The identity provider did not share an email address.');
      }
      const firstName = typeof claims.given_name === 'string' ? claims.given_name : null;
      const lastName = typeof claims.family_name === 'string' ? claims.family_name : null;
      let user = (await findUserByOidcSubject(deps.db, claims.sub)) ?? (await findUserByEmail(deps.db, email));
      if (user && !user.oidcSubject) {
        user = await updateUser(deps.db, user.id, { oidcSubject: claims.sub });
        await emit(deps, userChanged, { userId: user.id });
      }
      user ??= await createAccount(deps, { email, firstName, lastName, oidcSubject: claims.sub });
      reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
      await createSession(deps, request, reply, user.id);
      return reply.redirect('/');
    });
  };
}
