/**
 * The embedded database seen from the web server's thread: PGlite itself runs on a thread of its
 * own (embedded-worker.ts), and this client answers for it with PGlite's own calls (query, exec,
 * transaction, close), so Drizzle's PGlite driver runs on it unchanged: the same results, types
 * and errors as in one thread (docs/decisions/0047).
 */
import { Worker } from 'node:worker_threads';
import { workerScript } from '../platform/worker-script';
import type { CrossedError, EmbeddedAnswer, EmbeddedRequest, EmbeddedSetup } from './embedded-protocol';
import { ExclusiveGate } from './exclusive-gate';

const WORKER = workerScript(import.meta.url, 'embedded-worker');

type Parser = (value: string, typeId: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}
interface Field {
  name: string;
  dataTypeID: number;
}
interface Results {
  rows: unknown[];
  fields: Field[];
  affectedRows?: number;
}
/** a request before it is given its id */
type Request = EmbeddedRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What a transaction's callback gets, as PGlite gives it. */
export interface EmbeddedTransaction {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
}

/** The types the caller parses itself come back as text: its parsers run here. */
function parseOwnTypes(result: Results, parsers: Record<number, Parser>): Results {
  const own = result.fields.map((field, index) => ({ index, name: field.name, type: field.dataTypeID, parse: parsers[field.dataTypeID] })).filter((f) => f.parse);
  if (own.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const field of own) {
      const key = Array.isArray(row) ? field.index : field.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = field.parse(value, field.type);
    }
  }
  return result;
}

/** The error as PGlite threw it on its thread: its message, name and PostgreSQL fields (code...). */
function rebuilt(error: CrossedError, statement?: { sql: string; params?: unknown[]; options?: QueryOptions }): Error {
  const rebuiltError = new Error(error.message);
  Object.assign(rebuiltError, error.fields);
  rebuiltError.name = error.name;
  if (statement) Object.assign(rebuiltError, { query: statement.sql, params: statement.params, queryOptions: statement.options });
  return rebuiltError;
}

export class EmbeddedClient {
  /** PGlite's own: present on the embedded database's client only (queryNamed tells the drivers apart by it) */
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #gate = new ExclusiveGate();
  readonly #pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; statement?: { sql: string; params?: unknown[]; options?: QueryOptions } }>();
  #nextId = 1;
  /** why no statement can run any more: closed, or the thread stopped */
  #stopped: Error | null = null;

  constructor(setup: EmbeddedSetup) {
    this.#worker = new Worker(WORKER.script, { eval: WORKER.eval, workerData: setup satisfies EmbeddedSetup });
    this.#worker.unref();
    this.waitReady = new Promise((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject });
      this.#worker.ref();
    });
    this.#worker.on('message', (answer: EmbeddedAnswer) => this.#settle(answer));
    this.#worker.on('error', (error) => this.#stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    this.#worker.on('exit', (code) => this.#stop(new Error(`The embedded database stopped (its thread exited with code ${code}).`)));
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    return this.#gate.shared(() => this.#query(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#gate.shared(() => this.#exec(sql));
  }

  /**
   * BEGIN, the callback, then COMMIT, or ROLLBACK when it throws, as PGlite's own transaction:
   * every other statement waits meanwhile (PGlite has one session). Drizzle's nested
   * transactions are savepoints sent through `tx.query`.
   */
  transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    return this.#gate.exclusive(async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: EmbeddedTransaction = {
        query: async (sql, params = [], options) => (open(), this.#query(sql, params, options)),
        exec: async (sql) => (open(), this.#exec(sql)),
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await this.#exec('COMMIT');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  /** Closes the database once the statements before have run, and ends its thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#gate.exclusive(async () => {
      if (this.#stopped) return;
      await this.#send({ op: 'close' });
      this.#stopped = new Error('The embedded database is closed.');
      // PGlite has closed its files: nothing is left for the thread to do
      await this.#worker.terminate();
    });
  }

  async #query(sql: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    const parsers = options?.parsers;
    const textTypes = parsers ? Object.keys(parsers).map(Number) : [];
    const result = (await this.#send({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes }, { sql, params, options })) as Results;
    return parsers && textTypes.length > 0 ? parseOwnTypes(result, parsers) : result;
  }

  async #exec(sql: string): Promise<Results[]> {
    return (await this.#send({ op: 'exec', sql }, { sql })) as Results[];
  }

  #send(request: Request, statement?: { sql: string; params?: unknown[]; options?: QueryOptions }): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject, statement });
      try {
        this.#worker.postMessage({ ...request, id } as EmbeddedRequest);
      } catch (error) {
        // a parameter the structured clone cannot carry (a function, a class's own state)
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        reject(error as Error);
      }
    });
  }

  #settle(answer: EmbeddedAnswer) {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(rebuilt(answer.error, pending.statement));
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
    this.#worker.unref();
  }
}

/** Starts the embedded database's thread and resolves once PGlite has opened the data folder. */
export async function openEmbeddedClient(setup: EmbeddedSetup): Promise<EmbeddedClient> {
  const client = new EmbeddedClient(setup);
  await client.waitReady;
  return client;
}
