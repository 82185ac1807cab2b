import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { CSV_BOM, csvRow } from '../../platform/csv';
import { maskEchoedPii, maskPii as maskPiiText } from '../../platform/privacy/pii-mask';
import { ts } from '../../db/run-stats/hour-sql';

/** Records per yielded chunk: strings under V8's large-object size (about 128 KB) die young. */
const ROWS_PER_CHUNK = 100;
/** Rows held in memory across all agents while merging. */
const ROWS_IN_MEMORY = 2000;

export const RUN_CSV_COLUMNS = [
  'created_at',
  'agent',
  'channel',
  'model',
  'status',
  'conversation_id',
  'session_id',
  'visitor_message',
  'agent_answer',
  'tokens_in',
  'tokens_out',
  'cost',
  'latency_ms',
  'rating',
  'rating_comment',
  'error',
] as const;

interface ExportScope {
  projectId: string;
  /** the owner's PII masking, applied to runs stored before it was switched on too */
  maskPii: boolean;
  agentId?: string;
  from: Date;
  to: Date;
}

type Row = Record<string, string | number | null>;

/** One agent's runs after `after`, oldest first; `at` is UTC to the microsecond, so it sorts as text. */
function agentBatch(db: Db, agentId: string, scope: ExportScope, after: Row | null, limit: number): Promise<Row[]> {
  const past = after ? sql`and (created_at, id) > ((${after.at}::timestamp at time zone 'UTC'), ${after.id}::uuid)` : sql``;
  return queryRows<Row>(db, sql`
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, channel, model, status, conversation_id,
      session_id, user_input, agent_output, tokens_in, tokens_out, cost::text as cost, latency, rating, rating_comment, error
    from agent_runs
    where agent_id = ${agentId} and created_at >= ${ts(scope.from)} and created_at < ${ts(scope.to)} and not is_test ${past}
    order by created_at, id limit ${limit}`);
}

interface Cursor {
  agent: { id: string; name: string };
  rows: Row[];
  next: number;
  done: boolean;
}

const before = (a: Row, b: Row) => (a.at as string) < (b.at as string) || (a.at === b.at && (a.id as string) < (b.id as string));
const text = (v: Row[string] | undefined) => (v === null || v === undefined ? null : String(v));

function csvOf(agentName: string, r: Row, maskPii: boolean): string {
  const said = (v: Row[string] | undefined) => {
    const value = text(v);
    return value !== null && maskPii ? maskPiiText(value) : value;
  };
  // the answer keeps what the agent was given to say (the business's own contacts), not what the visitor typed
  const answered = (v: Row[string] | undefined) => {
    const value = text(v);
    return value !== null && maskPii ? maskEchoedPii(value, [text(r.user_input) ?? '']) : value;
  };
  return csvRow([
    text(r.at),
    agentName,
    text(r.channel),
    text(r.model),
    text(r.status),
    text(r.conversation_id),
    text(r.session_id),
    said(r.user_input),
    answered(r.agent_output),
    text(r.tokens_in),
    text(r.tokens_out),
    text(r.cost),
    text(r.latency),
    text(r.rating),
    said(r.rating_comment),
    said(r.error),
  ]);
}

/**
 * The scope's runs as CSV records, oldest first: each agent's runs are read in order by its
 * (agent, created_at) index, a batch at a time, and merged here, so every run is read once and
 * memory stays flat.
 */
async function* recordsInOrder(db: Db, scope: ExportScope): AsyncGenerator<string> {
  const one = scope.agentId ? sql`and id = ${scope.agentId}` : sql``;
  const agents = await queryRows<{ id: string; name: string }>(db, sql`select id, name from agents where project_id = ${scope.projectId} ${one}`);
  const perAgent = Math.max(20, Math.min(1000, Math.ceil(ROWS_IN_MEMORY / Math.max(1, agents.length))));
  const cursors: Cursor[] = agents.map((agent) => ({ agent, rows: [], next: 0, done: false }));
  const refill = async (c: Cursor) => {
    c.rows = await agentBatch(db, c.agent.id, scope, c.rows.at(-1) ?? null, perAgent);
    c.next = 0;
    c.done = c.rows.length < perAgent;
  };
  for (const c of cursors) await refill(c);
  for (;;) {
    let best: Cursor | null = null;
    for (const c of cursors) {
      if (c.next >= c.rows.length) {
        if (c.done) continue;
        await refill(c);
        if (c.rows.length === 0) continue;
      }
      if (!best || before(c.rows[c.next], best.rows[best.next])) best = c;
    }
    if (!best) return;
    yield csvOf(best.agent.name, best.rows[best.next++], scope.maskPii);
  }
}

/** The production runs of the range as CSV, a header row first, oldest first, streamed. */
export async function* runsCsv(db: Db, scope: ExportScope): AsyncGenerator<string> {
  yield CSV_BOM + csvRow([...RUN_CSV_COLUMNS]);
  let chunk = '';
  let rows = 0;
  for await (const record of recordsInOrder(db, scope)) {
    chunk += record;
    if (++rows % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
