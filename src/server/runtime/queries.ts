import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { agentRuns, agents } from '../db/schema';

export type NewRun = typeof agentRuns.$inferInsert;
type RunValues = Required<Omit<NewRun, 'id' | 'createdAt' | 'rating' | 'ratingComment' | 'ratedAt'>>;

const RUN_COLUMNS = [
  'agentId',
  'agentVersionId',
  'conversationId',
  'sessionId',
  'channel',
  'isTest',
  'userInput',
  'agentOutput',
  'steps',
  'tokens',
  'tokensIn',
  'tokensOut',
  'cost',
  'latency',
  'status',
  'error',
  'ragSources',
  'model',
] as const satisfies readonly (keyof RunValues)[];

// JSON columns take their text: a placeholder would store SQL null as the JSON value null
const JSON_COLUMNS = new Set<string>(['steps', 'ragSources']);
const placeholderFor = (c: string) => (JSON_COLUMNS.has(c) ? sql`${sql.placeholder(c)}::jsonb` : sql.placeholder(c));

const insertRunStatement = preparedPerDb((db) =>
  db
    .insert(agentRuns)
    .values(Object.fromEntries(RUN_COLUMNS.map((c) => [c, placeholderFor(c)])) as unknown as RunValues)
    .returning({ id: agentRuns.id })
    .prepare('insert_agent_run'),
);

/** Stores one run; columns left out take their defaults. */
export async function insertRun(db: Db, run: NewRun): Promise<string> {
  const values: Record<string, unknown> = {
    agentVersionId: null,
    conversationId: null,
    sessionId: null,
    isTest: false,
    agentOutput: null,
    steps: null,
    tokens: 0,
    tokensIn: 0,
    tokensOut: 0,
    cost: '0',
    latency: null,
    status: 'completed',
    error: null,
    ragSources: null,
    model: null,
    ...run,
  };
  for (const c of JSON_COLUMNS) values[c] = values[c] === null || values[c] === undefined ? null : JSON.stringify(values[c]);
  const [row] = await insertRunStatement(db).execute(values);
  return row.id;
}

/** The agent's live "include texts in traces" setting (false for an agent that is gone). */
export async function readTraceTexts(db: Db, agentId: string): Promise<boolean> {
  const [row] = await db.select({ traceTexts: agents.traceTexts }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.traceTexts ?? false;
}
