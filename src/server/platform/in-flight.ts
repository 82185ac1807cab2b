import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: { drained: (timeoutMs: number) => Promise<boolean> };
  }
}

/**
 * Counts route handlers still running, so a shutdown can let them finish (a chat turn records its
 * run at the end) before the database closes. It counts handlers, not responses: a client that
 * hangs up mid-turn fires no response hook, yet its turn still runs to the end and writes.
 * Register before the routes.
 */
export function registerInFlightTracking(app: FastifyInstance): void {
  let running = 0;
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        running -= 1;
        throw err;
      }
      if (result instanceof Promise) {
        return result.finally(() => {
          running -= 1;
        });
      }
      running -= 1;
      return result;
    } as RouteHandlerMethod;
  });
  app.decorate('inFlight', {
    drained: async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (running > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return running === 0;
    },
  });
}
