import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { ipAllowed } from '../../platform/ip-allow-list';
import { effectiveConfig } from '../../platform/instance-settings/config-store';

/**
 * Settings > Instance > IP allow list: when on, every route of the builder app and its API
 * answers only the listed addresses. Public routes (sign-in, public chat pages, the widget, the
 * public API with its key) always answer, so visitors are never shut out.
 */
export function registerIpAllowList(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    if ((request.routeOptions.config?.access ?? 'authorized') === 'public') return;
    const { ipAllowList } = await effectiveConfig(deps);
    if (!ipAllowList.enabled || ipAllowed(request.ip, ipAllowList.cidrs)) return;
    throw new AppError(403, 'IP_NOT_ALLOWED', `This instance does not accept requests from your address (${request.ip}). Ask an administrator to add it to the IP allow list.`);
  });
}
