import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply, readinessReply } from '../../../common/operations';
import { ERROR_CODES } from '../../../common/error-codes';
import { AppError, notFound } from '../errors';
import { safeEqual } from '../crypto';
import type { AppDeps } from '../deps';
import { checkReadiness, refreshJobGauges } from './service';

const BEARER = /^Bearer (.+)$/;

/** Liveness, readiness and the Prometheus scrape (only with METRICS_TOKEN set, and only with it as a bearer token). */
export function operationsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: healthReply } } }, async () => ({ ok: true as const }));

    app.get('/api/ready', { config: { access: 'public' }, schema: { response: { 200: readinessReply, 503: readinessReply } } }, async (_request, reply) => {
      const readiness = await checkReadiness(deps);
      return reply.code(readiness.ok ? 200 : 503).send(readiness);
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const token = deps.config.METRICS_TOKEN;
      if (!token) throw notFound('Route');
      const given = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!safeEqual(given, token)) {
        throw new AppError(401, ERROR_CODES.unauthenticated, 'Send the METRICS_TOKEN setting as a bearer token to read the metrics.', { 'www-authenticate': 'Bearer' });
      }
      await refreshJobGauges(deps);
      return reply.type(deps.metrics.contentType).send(await deps.metrics.registry.metrics());
    });
  };
}
