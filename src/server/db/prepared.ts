import type { Db } from './client';

/**
 * A prepared statement per database handle (tests open several), built on first use. The hot
 * paths use these: building a query with Drizzle on every call was the largest share of a chat
 * turn's CPU time (see docs/decisions/0008). On PostgreSQL the statement is also named, so the
 * server parses and plans it once per connection.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const statements = new WeakMap<Db, P>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
