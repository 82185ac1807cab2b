import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `t_${randomBytes(6).toString('hex')}`;
const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

afterAll(async () => {
  if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
});

describe.runIf(serverUrl)('migrations on a PostgreSQL server', () => {
  it('are applied once when several processes start at the same moment on an empty database', { timeout: 120_000 }, async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    // each openDatabase is what one starting web process or worker does
    const opened: Database[] = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url.href })));
    try {
      const [row] = await queryRows<{ n: number }>(opened[0].db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(row.n).toBe(journal.entries.length);
      const [users] = await queryRows<{ n: number }>(opened[3].db, sql`select count(*)::int as n from users`);
      expect(users.n).toBe(0);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });
});
