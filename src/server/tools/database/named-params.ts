import type { DatabaseDialect } from '../../../common/database-tool';

/** A query with its :name placeholders replaced by the dialect's own markers, and the names in bind order. */
export interface BoundQuery {
  text: string;
  /** argument name for each bound value, in order */
  names: string[];
}

// What each dialect skips whole, so a ':name' inside stays text (quoted strings and identifiers,
// comments, PostgreSQL dollar quotes and '::' casts); the last alternative captures a placeholder.
const PLACEHOLDER = String.raw`:([A-Za-z_][A-Za-z0-9_]*)`;
const SCANNERS: Record<DatabaseDialect, RegExp> = {
  postgres: new RegExp(String.raw`'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|/\*[\s\S]*?\*/|\$([A-Za-z_]*)\$[\s\S]*?\$\1\$|::|${PLACEHOLDER}`, 'g'),
  mysql: new RegExp(String.raw`'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|` + '`(?:[^`]|``)*`' + String.raw`|--\s[^\n]*|#[^\n]*|/\*[\s\S]*?\*/|()()${PLACEHOLDER}`, 'g'),
};

/**
 * Turns the owner's `:name` placeholders into bound parameters ($1... for PostgreSQL, ? for MySQL).
 * Values are never written into the text.
 */
export function bindNamedParams(query: string, dialect: DatabaseDialect): BoundQuery {
  const names: string[] = [];
  const text = query.replace(SCANNERS[dialect], (match: string, ...groups: unknown[]) => {
    const name = dialect === 'postgres' ? groups[1] : groups[2];
    if (typeof name !== 'string') return match;
    if (dialect === 'mysql') {
      names.push(name);
      return '?';
    }
    const at = names.indexOf(name);
    if (at >= 0) return `$${at + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  return { text, names };
}

/** The value bound for one argument: scalars as they are, objects and arrays as JSON text, missing ones as NULL. */
export function bindValue(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
