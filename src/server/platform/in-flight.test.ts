import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlightTracking } from './in-flight';

describe('in-flight tracking', () => {
  it('waits for a handler whose client hung up, and drains at once when nothing runs', async () => {
    const app = Fastify();
    registerInFlightTracking(app);
    let release: () => void = () => {};
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((r) => (started = r));
    let finished = false;
    app.get('/slow', async () => {
      started();
      await new Promise<void>((r) => (release = r));
      finished = true;
      return { ok: true };
    });
    app.get('/fast', (_request, reply) => void reply.send({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      expect(await app.inFlight.drained(10)).toBe(true);

      const req = request({ host: '127.0.0.1', port, path: '/slow' });
      req.on('error', () => {});
      req.end();
      await handlerStarted;
      req.destroy(); // the visitor leaves mid-turn
      await new Promise((r) => setTimeout(r, 50));
      expect(await app.inFlight.drained(30)).toBe(false);

      release();
      expect(await app.inFlight.drained(1000)).toBe(true);
      expect(finished).toBe(true);

      expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
      expect(await app.inFlight.drained(10)).toBe(true);
    } finally {
      release();
      await app.close();
    }
  });
});
