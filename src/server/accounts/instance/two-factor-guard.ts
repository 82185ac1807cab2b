import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../common/error-codes';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { userHasTwoFactor } from '../account/index';
import { effectiveConfig } from '../../platform/instance-settings/config-store';

/**
 * Settings > Instance > Require two-factor sign-in: an account without it reaches only its own
 * account routes (signed-in access: status, security settings, sign-out) until it sets it up.
 */
export function registerTwoFactorRequirement(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request) => {
    if (!request.user || !request.url.startsWith('/api/') || !request.routeOptions.url) return;
    const access = request.routeOptions.config?.access ?? 'authorized';
    if (access === 'public' || access === 'signedIn') return;
    if (!(await effectiveConfig(deps)).requireTwoFactor || (await userHasTwoFactor(deps, request.user.id))) return;
    throw new AppError(403, ERROR_CODES.twoFactorSetupRequired, 'This instance requires two-factor sign-in. Set it up in Settings > Security to continue.');
  });
}
