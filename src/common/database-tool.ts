import { z } from 'zod';
import { SECRET_MASK } from './tool-configs';

export const DATABASE_DIALECTS = ['postgres', 'mysql'] as const;
export type DatabaseDialect = (typeof DATABASE_DIALECTS)[number];

/** Limits of a database tool: one read-only query, bound parameters, capped rows (ADR 0025). */
export const DATABASE_TOOL_LIMITS = {
  queryMaxChars: 10000,
  connectionStringMaxChars: 2000,
  maxRowsDefault: 100,
  maxRowsMax: 1000,
  timeoutDefaultMs: 10000,
} as const;

/** Connection strings each dialect accepts. */
export const CONNECTION_SCHEMES: Record<DatabaseDialect, readonly string[]> = {
  postgres: ['postgres:', 'postgresql:'],
  mysql: ['mysql:', 'mariadb:'],
};

/** Write-only: answers carry SECRET_MASK; sending the mask (or nothing, when editing) keeps the stored value. */
export const connectionString = z
  .string()
  .trim()
  .max(DATABASE_TOOL_LIMITS.connectionStringMaxChars, { error: `At most ${DATABASE_TOOL_LIMITS.connectionStringMaxChars} characters` })
  .refine((value) => value === '' || value === SECRET_MASK || /^(postgres|postgresql|mysql|mariadb):\/\/\S+$/i.test(value), {
    error: 'Must start with postgres://, mysql:// or mariadb://',
  })
  .default('');

/** The owner's read query; arguments go in as :name placeholders, always bound, never pasted in. */
export const databaseQuery = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(DATABASE_TOOL_LIMITS.queryMaxChars, { error: `At most ${DATABASE_TOOL_LIMITS.queryMaxChars} characters` });

export const databaseMaxRows = z
  .number()
  .int()
  .min(1, { error: 'At least 1 row' })
  .max(DATABASE_TOOL_LIMITS.maxRowsMax, { error: `At most ${DATABASE_TOOL_LIMITS.maxRowsMax} rows` })
  .default(DATABASE_TOOL_LIMITS.maxRowsDefault);
