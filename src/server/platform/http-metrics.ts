import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Every answered request's duration, labelled by its route pattern (never the raw URL, which
 * carries ids and secrets); requests no route matched share one label.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeHttp(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
