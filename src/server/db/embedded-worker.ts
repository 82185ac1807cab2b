/**
 * The embedded database's own thread: it owns PGlite (PostgreSQL compiled to WebAssembly) and
 * runs the statements the web server's thread posts, so queries and request handling use both
 * cores (docs/decisions/0047). Started by embedded-client.ts; it answers each request by id,
 * and its first message (id 0) says whether the database opened.
 */
import v8 from 'node:v8';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { CrossedError, EmbeddedAnswer, EmbeddedRequest, EmbeddedSetup } from './embedded-protocol';

// Liftoff-only: V8 skips TurboFan's second compilation of PGlite's WebAssembly, about 45 MB of
// resident memory less, and the embedded database is no slower for it (docs/decisions/0034).
// V8's flags are the process's; this is before PGlite compiles its module (in PGlite.create).
v8.setFlagsFromString('--liftoff-only');

const port = parentPort!;
const setup = workerData as EmbeddedSetup;

/** The fields of PostgreSQL's error (code, constraint, detail...); the statement and its options stay on the caller's side. */
function crossed(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    // PostgreSQL's fields are strings and numbers: anything else might not survive the clone
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** identity parsers for the types the caller parses itself, one map per set of types */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(types: number[]) {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

function answer(message: EmbeddedAnswer) {
  try {
    port.postMessage(message);
  } catch (error) {
    // a value the structured clone cannot carry: the caller gets why
    port.postMessage({ id: message.id, ok: false, error: crossed(error) } satisfies EmbeddedAnswer);
  }
}

function serve(pg: PGlite) {
  port.on('message', (request: EmbeddedRequest) => {
    const run = async (): Promise<unknown> => {
      if (request.op === 'query') {
        const options = { rowMode: request.rowMode, parsers: request.textTypes.length > 0 ? parsersFor(request.textTypes) : undefined };
        return pg.query(request.sql, request.params, options);
      }
      if (request.op === 'exec') return pg.exec(request.sql);
      await pg.close();
      return null;
    };
    run().then(
      (result) => answer({ id: request.id, ok: true, result }),
      (error: unknown) => answer({ id: request.id, ok: false, error: crossed(error) }),
    );
  });
}

// no top-level await: from source the file runs as CommonJS (see embedded-client.ts)
const loadDataDir = setup.initialDatabase ? new Blob([readFileSync(setup.initialDatabase)]) : undefined;
PGlite.create(setup.dataDir, { postgresqlconf: setup.conf, extensions: { vector }, loadDataDir }).then(
  (pg) => {
    serve(pg);
    answer({ id: 0, ok: true, result: null });
  },
  (error: unknown) => {
    answer({ id: 0, ok: false, error: crossed(error) });
    port.close();
  },
);
