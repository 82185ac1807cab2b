// A scratch database on the PostgreSQL server for one bench, and a counter of its stored runs.
import pg from 'pg';

export const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs fn(url, countRuns) against a fresh database `name`, dropped afterwards; resolves null
 * (and runs nothing) when the server cannot be reached.
 */
export async function withScratchDatabase(name, fn) {
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const counter = new pg.Client({ connectionString: url.href });
  let connected = false;
  const countRuns = async () => {
    if (!connected) {
      await counter.connect();
      connected = true;
    }
    return Number((await counter.query('select count(*) from agent_runs')).rows[0].count);
  };
  try {
    return await fn(url.href, countRuns);
  } finally {
    if (connected) await counter.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
