import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATABASE, writeInitialDatabase } from '../../scripts/initial-database.mjs';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client';

// Issue 17: a first start on an empty DATA_DIR loads the build's migrated database instead of
// running initdb and every migration. Writes dist/db/ like `npm run build` (skipped when current).
const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const emptyDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'initial-db-'));
  dirs.push(dir);
  return path.join(dir, 'pgdata');
};

beforeAll(async () => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    await writeInitialDatabase();
  } finally {
    process.chdir(cwd);
  }
}, 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const systemId = async (database: Database) =>
  (await queryRows<{ id: string }>(database.db, sql`select system_identifier::text as id from pg_control_system()`))[0].id;
const migrationCount = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n;

describe('first start on an empty data folder', () => {
  it('starts from the build’s migrated database, then keeps its own', { timeout: 60_000 }, async () => {
    expect(existsSync(path.join(root, INITIAL_DATABASE))).toBe(true);
    const firstDir = emptyDataDir();
    const first = await openDatabase({ dataDir: firstDir });
    const second = await openDatabase({ dataDir: emptyDataDir() });
    try {
      // both are copies of the same dump, not two initdb runs
      expect(await systemId(first)).toBe(await systemId(second));
      expect(await migrationCount(first)).toBeGreaterThan(0);
      await first.db.execute(sql`create table kept (n int)`);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const reopened = await openDatabase({ dataDir: firstDir });
    try {
      expect(await queryRows(reopened.db, sql`select * from kept`)).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});
