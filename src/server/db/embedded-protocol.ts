/**
 * What the web server's thread and the embedded database's thread say to each other
 * (docs/decisions/0047). Types only: both sides import them.
 */

/** The database thread's workerData. */
export interface EmbeddedSetup {
  /** a folder, or 'memory://' */
  dataDir: string;
  /** PGlite's postgresql.conf lines */
  conf: string;
  /** the build's migrated empty database to load into a new data folder, when there is one */
  initialDatabase: string | null;
}

/** One statement for PGlite, posted by the web server's thread. */
export type EmbeddedRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** the type ids the caller parses itself: they come back as PostgreSQL's text */
      textTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

/** An error as it crosses the thread: PostgreSQL's fields (code, constraint, detail...) kept. */
export interface CrossedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** The answer to one request, or the thread's word that it is ready (id 0). */
export type EmbeddedAnswer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: CrossedError };
