import type { FastifyInstance } from 'fastify';

/**
 * Counts requests being served, so a shutdown can let them finish (a chat turn records its run
 * at the end) before the database closes.
 */
export function trackInFlight(app: FastifyInstance) {
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight += 1;
  });
  app.addHook('onResponse', async () => {
    inFlight -= 1;
  });
  app.addHook('onRequestAbort', async (_request) => {
    inFlight -= 1;
  });
  return {
    /** resolves when no request is in flight, or after timeoutMs */
    drained: async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return inFlight <= 0;
    },
  };
}
