import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryNamed, queryRows, type Database, type Db } from './client';
import { instanceSettings } from './instance-tables';

// ADR 0047: PGlite on its own thread answers as PGlite in the same thread did: the same values
// and types, the same errors (PostgreSQL's code), transactions that keep everything else out.
let database: Database;
let db: Db;
let local: PGlite;
let localDb: Db;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  db = database.db;
  local = await PGlite.create('memory://', { extensions: { vector } });
  await local.exec('create extension vector');
  localDb = drizzle(local) as unknown as Db;
}, 60_000);
afterAll(async () => {
  await database?.close();
  await local?.close();
});

const mixed = sql`select timestamptz '2024-01-02 03:04:05+00' as ts, timestamp '2024-01-02 03:04:05' as tsn, date '2024-01-02' as d,
  interval '1 day' as i, 9007199254740993::int8 as big, count(*) as n, 1.50::numeric as num, array[1.5]::numeric[] as nums,
  '{"a":[1,"b"]}'::jsonb as j, '{"a":1}'::json as jj, true as b, '\\x0102'::bytea as bytes, array[1,2]::int[] as ints,
  array[timestamptz '2024-01-02 03:04:05+00'] as tss, '00000000-0000-0000-0000-000000000001'::uuid as u, null as nothing,
  1.5::float8 as f, array['a','b'] as texts`;

describe('the embedded database on its own thread', () => {
  it('answers raw SQL with the values, types and result fields of PGlite in the same thread', async () => {
    expect(await db.execute(mixed)).toEqual(await localDb.execute(mixed));
    const params = sql`select ${new Date('2024-01-02T03:04:05Z')}::timestamptz as at, ${JSON.stringify({ x: 1 })}::jsonb as doc, ${Buffer.from([1, 2])}::bytea as bytes`;
    expect(await queryRows(db, params)).toEqual(await queryRows(localDb, params));
    const named = await queryNamed<{ at: unknown; n: unknown }>(db, 'embedded_named', 'select $1::timestamptz as at, $2::int8 as n', ['2024-01-02T03:04:05Z', 2]);
    expect(named).toEqual([{ at: new Date('2024-01-02T03:04:05Z'), n: 2 }]);
    // pgvector's type id differs between the two databases; its value is the text
    expect(await queryRows(db, sql`select '[1,2,3]'::vector as v`)).toEqual([{ v: '[1,2,3]' }]);
  });

  it('maps Drizzle queries as before: dates, json, affected rows', async () => {
    await db.insert(instanceSettings).values({ key: 'types', value: { nested: [1, 'a'] } });
    const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, 'types'));
    expect(row.updatedAt).toBeInstanceOf(Date);
    expect(row.value).toEqual({ nested: [1, 'a'] });
    expect((await db.query.instanceSettings.findFirst({ where: eq(instanceSettings.key, 'types') }))?.updatedAt).toBeInstanceOf(Date);
    const updated = await db.update(instanceSettings).set({ value: 2 }).where(eq(instanceSettings.key, 'types'));
    expect(updated).toMatchObject({ affectedRows: 1, rows: [] });
  });

  it("keeps PostgreSQL's error code and fields across the thread", async () => {
    await db.insert(instanceSettings).values({ key: 'unique', value: 1 });
    const failure = await db
      .insert(instanceSettings)
      .values({ key: 'unique', value: 2 })
      .then(() => null, (error: unknown) => error as Error & { cause: Record<string, unknown> });
    expect(failure?.message).toMatch(/^Failed query: insert into "instance_settings"/);
    expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'instance_settings_pkey', table: 'instance_settings', detail: 'Key (key)=(unique) already exists.', severity: 'ERROR' });
    expect((failure?.cause as unknown as Error).message).toBe('duplicate key value violates unique constraint "instance_settings_pkey"');
  });

  it('commits, rolls back and nests transactions as savepoints', async () => {
    const keys = async () => (await db.select({ key: instanceSettings.key }).from(instanceSettings)).map((r) => r.key).filter((k) => k.startsWith('tx-')).sort();
    await db.transaction(async (tx) => {
      await tx.insert(instanceSettings).values({ key: 'tx-kept', value: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(instanceSettings).values({ key: 'tx-inner-undone', value: 2 });
          throw new Error('inner');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => inner.insert(instanceSettings).values({ key: 'tx-inner-kept', value: 3 }));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(instanceSettings).values({ key: 'tx-outer-undone', value: 4 });
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(await keys()).toEqual(['tx-inner-kept', 'tx-kept']);
    const settings = await db.transaction((tx) => queryRows(tx as unknown as Db, sql`select current_setting('transaction_isolation') as level, current_setting('transaction_read_only') as ro`), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    expect(settings).toEqual([{ level: 'repeatable read', ro: 'on' }]);
  });

  it("leaves the caller's thread free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    await queryRows(db, sql`select sum(x) as total from generate_series(1, 300000) x`);
    const ms = performance.now() - started;
    clearInterval(timer);
    // in one thread the query held it from start to end: no timer fired meanwhile
    expect(ms).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(ms / 10 / 4));
  });

  it('keeps every other statement out while a transaction is open', async () => {
    const order: string[] = [];
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.insert(instanceSettings).values({ key: 'tx-alone', value: 1 });
      opened();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('transaction');
      throw new Error('undo');
    });
    await open;
    // sent while the transaction is open: it must neither run inside it nor see its row
    const outside = queryRows<{ n: number }>(db, sql`select count(*)::int as n from instance_settings where key = 'tx-alone'`).then((rows) => {
      order.push('outside');
      return rows[0].n;
    });
    await expect(transaction).rejects.toThrow('undo');
    expect(await outside).toBe(0);
    expect(order).toEqual(['transaction', 'outside']);
  });
});

describe('an embedded data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'embedded-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written once closed and opened again, and refuses statements once closed', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.vector).toBe(true);
    await first.db.insert(instanceSettings).values({ key: 'kept', value: { a: 1 } });
    await first.close();
    await expect(queryRows(first.db, sql`select 1`)).rejects.toThrow();
    const second = await openDatabase({ dataDir: dir });
    try {
      expect((await second.db.select().from(instanceSettings).where(eq(instanceSettings.key, 'kept')))[0]?.value).toEqual({ a: 1 });
    } finally {
      await second.close();
    }
  }, 60_000);
});
