import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLive, notifyLive, type LiveMessage } from '../../src/server/conversation/handoff/live-relay';
import { createTestApp, type TestApp } from '../support/test-app';

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('live events between processes (LISTEN / NOTIFY)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.databaseUrl as string });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const listeners = async () =>
    (await admin.query(`select pid from pg_stat_activity where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`)).rows.map((r) => r.pid as number);

  it('listens again after its connection is killed, and stops listening when stopped', async () => {
    const received: LiveMessage[] = [];
    const listener = listenLive(t.deps, (m) => received.push(m));
    try {
      await until(async () => (await listeners()).length === 1);
      const [first] = await listeners();
      await admin.query('select pg_terminate_backend($1)', [first]);
      await until(async () => {
        const pids = await listeners();
        return pids.length === 1 && pids[0] !== first;
      });
      await notifyLive(t.deps, { topic: 'inbox:p1', event: { type: 'changed' } });
      await until(() => received.length === 1);
      expect(received[0]).toEqual({ topic: 'inbox:p1', event: { type: 'changed' } });
    } finally {
      await listener.stop();
    }
    expect(await listeners()).toEqual([]);
  });
});
