import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps';
import { registerErrorHandling } from '../errors';
import { registerHttpMetrics } from '../http-metrics';
import { operationsRoutes } from './routes';

/**
 * What a worker-only process serves when METRICS_TOKEN is set: /api/health, /api/ready and its own
 * /metrics (the ingestion it does is counted there), nothing else.
 */
export async function buildOperationsApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHttpMetrics(app, deps.metrics);
  await app.register(operationsRoutes(deps));
  return app;
}
