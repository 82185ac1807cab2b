import pg from 'pg';
import { cappedQuery } from './read-result';
import type { BoundQuery } from './named-params';

/**
 * One read on a PostgreSQL server: a fresh connection, a READ ONLY transaction with a statement
 * timeout, the extended protocol (one statement, parameters bound) and a rollback at the end.
 */
export async function queryPostgres(url: URL, bound: BoundQuery, values: unknown[], opts: { timeoutMs: number; maxRows: number }): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: opts.timeoutMs, query_timeout: opts.timeoutMs + 2000, application_name: 'agentforge-tool' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${Math.floor(opts.timeoutMs)}`);
    // queryMode 'extended' (missing from @types/pg): parse/bind/execute even without values, so one statement only
    const result = await client.query({ text: cappedQuery(bound.text, opts.maxRows), values, queryMode: 'extended' } as pg.QueryConfig);
    await client.query('ROLLBACK');
    return result.rows as Record<string, unknown>[];
  } finally {
    await client.end().catch(() => {});
  }
}
