import type { RowDataPacket } from 'mysql2/promise';
import { cappedQuery } from './read-result';
import type { BoundQuery } from './named-params';

/**
 * One read on a MySQL or MariaDB server: a fresh connection (one statement per call), a READ ONLY
 * transaction, the server's own statement time limit (MariaDB max_statement_time, MySQL
 * max_execution_time), a prepared statement with bound parameters, and a rollback at the end.
 */
export async function queryMysql(url: URL, bound: BoundQuery, values: unknown[], opts: { timeoutMs: number; maxRows: number }): Promise<Record<string, unknown>[]> {
  const uri = new URL(url.href);
  uri.protocol = 'mysql:';
  const { default: mysql } = await import('mysql2/promise');
  const connection = await mysql.createConnection({
    uri: uri.href,
    connectTimeout: opts.timeoutMs,
    multipleStatements: false,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  connection.on('error', () => {});
  try {
    const [versionRows] = await connection.query<RowDataPacket[]>('SELECT VERSION() AS v');
    const mariadb = /mariadb/i.test(String(versionRows[0]?.v ?? ''));
    await connection.query(mariadb ? `SET SESSION max_statement_time = ${opts.timeoutMs / 1000}` : `SET SESSION max_execution_time = ${Math.floor(opts.timeoutMs)}`);
    await connection.query('SET SESSION TRANSACTION READ ONLY');
    await connection.query('START TRANSACTION READ ONLY');
    const [rows] = await connection.execute<RowDataPacket[]>({ sql: cappedQuery(bound.text, opts.maxRows), timeout: opts.timeoutMs + 2000 }, values as (string | number | boolean | null)[]);
    await connection.query('ROLLBACK');
    return rows as Record<string, unknown>[];
  } finally {
    connection.destroy();
  }
}
