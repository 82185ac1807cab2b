import { DATABASE_DIALECTS, DATABASE_TOOL_LIMITS, type DatabaseDialect } from '../../../common/database-tool';
import type { AppDeps } from '../../platform/deps';
import { secretBox } from '../../platform/secrets';
import type { FrozenProjectTool } from '../project-tool-snapshot';
import { pinDatabaseAddress } from './database-address';
import { queryMysql } from './mysql-query';
import { bindNamedParams, bindValue } from './named-params';
import { queryPostgres } from './postgres-query';
import { shapeRows, type QueryAnswer } from './read-result';

const RUNNERS = { postgres: queryPostgres, mysql: queryMysql } as const;

/** What a database tool keeps in its settings column. */
export interface DatabaseSettings {
  dialect: DatabaseDialect;
  query: string;
  maxRows: number;
}

export function readDatabaseSettings(settings: Record<string, unknown>): DatabaseSettings {
  const dialect = (DATABASE_DIALECTS as readonly unknown[]).includes(settings.dialect) ? (settings.dialect as DatabaseDialect) : 'postgres';
  const maxRows = Number(settings.maxRows);
  return {
    dialect,
    query: typeof settings.query === 'string' ? settings.query : '',
    maxRows: Number.isInteger(maxRows) && maxRows > 0 ? Math.min(maxRows, DATABASE_TOOL_LIMITS.maxRowsMax) : DATABASE_TOOL_LIMITS.maxRowsDefault,
  };
}

/** Database errors name the problem without echoing the connection string. */
function readableError(err: unknown, timeoutMs: number): Error {
  const { code, errno } = err as { code?: unknown; errno?: unknown };
  const message = err instanceof Error ? err.message : String(err);
  // PostgreSQL 57014 query_canceled; MariaDB 1969 (max_statement_time); MySQL 3024 (max_execution_time); the clients' own timeouts
  if (code === '57014' || errno === 1969 || errno === 3024 || code === 'PROTOCOL_SEQUENCE_TIMEOUT' || /timeout/i.test(message)) {
    return new Error(`The query did not finish within ${timeoutMs / 1000} s and was stopped.`, { cause: err });
  }
  return new Error(`The database refused the query: ${message.slice(0, 500)}`, { cause: err });
}

/** Runs a database tool's read query with the model's arguments bound to its :name placeholders. */
export async function callDatabaseTool(deps: AppDeps, tool: FrozenProjectTool, args: Record<string, unknown>): Promise<QueryAnswer> {
  const settings = readDatabaseSettings(tool.settings);
  if (!tool.connectionEnc) throw new Error('The tool has no connection string.');
  const connection = new URL(secretBox(deps.secret).open(tool.connectionEnc));
  const pinned = await pinDatabaseAddress(connection, settings.dialect, deps.config.privateUrlAccess);
  const bound = bindNamedParams(settings.query, settings.dialect);
  const values = bound.names.map((name) => bindValue(args[name]));
  try {
    const raw = await RUNNERS[settings.dialect](pinned, bound, values, { timeoutMs: tool.timeout, maxRows: settings.maxRows });
    return shapeRows(raw, settings.maxRows);
  } catch (err) {
    throw readableError(err, tool.timeout);
  }
}
