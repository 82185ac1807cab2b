// In-process grouping of unanswered questions for bench/unanswered-grouping.bench.mjs (bundled
// with esbuild): 100,000 questions stored as turns store them, grouped by the background job's
// own function, while a stand-in for turns records questions of another agent and is timed.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { agents, projects, users } from '../../src/server/db/schema';
import { unansweredGroups, unansweredQuestions } from '../../src/server/db/unanswered-tables';
import { groupPendingQuestions, recordUnansweredTurn } from '../../src/server/insights/unanswered/index';
import { createJobSignal } from '../../src/server/platform/jobs/job-signal';
import type { AppDeps } from '../../src/server/platform/deps';

const TOPICS = ['gift card', 'refund', 'invoice', 'delivery', 'warranty', 'password', 'discount', 'subscription', 'battery', 'charger', 'screen', 'loyalty points', 'voucher', 'parking', 'repair', 'rental', 'helmet', 'tyre', 'brake', 'saddle'];
const ASKS = ['Do you have a %s for the %s?', 'Can I get a %s for my %s?', '%s for %s available?', 'Where do I find the %s of the %s?', 'Is there a %s with the %s?'];
const DISTINCT = 2000;

/** The i-th visitor question: 2,000 distinct questions (a topic and a product), each asked in five wordings. */
export function questionAt(i: number): string {
  const q = Math.floor(i / ASKS.length) % DISTINCT;
  return ASKS[i % ASKS.length].replace('%s', TOPICS[q % TOPICS.length]).replace('%s', `kalo${q} vemo${q}`);
}

/** The same questions written by the database itself: 100,000 rows inserted in one statement. */
async function insertQuestions(db: Database['db'], agentId: string, projectId: string, n: number): Promise<void> {
  const asks = sql`array[${sql.join(ASKS.map((a) => sql`${a}`), sql`, `)}]::text[]`;
  const topics = sql`array[${sql.join(TOPICS.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  await db.execute(sql`
    insert into unanswered_questions (agent_id, project_id, run_id, channel, question, reason, asked_at)
    select ${agentId}::uuid, ${projectId}::uuid, gen_random_uuid(), 'chat',
      format((${asks})[i % ${ASKS.length} + 1], (${topics})[(i / ${ASKS.length} % ${DISTINCT}) % ${TOPICS.length} + 1],
        'kalo' || (i / ${ASKS.length} % ${DISTINCT}) || ' vemo' || (i / ${ASKS.length} % ${DISTINCT})),
      'no-answer', now() - make_interval(secs => ${n} - i)
    from generate_series(0, ${n - 1}) as i`);
}

export interface GroupingBench {
  database: Database;
  deps: AppDeps;
  projectId: string;
  agentId: string;
  /** the agent whose turns are timed meanwhile */
  otherAgentId: string;
}

export async function openGroupingBench(databaseUrl: string | undefined, questions: number): Promise<GroupingBench> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-unanswered-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `unanswered-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Unanswered', ownerId: user.id }).returning();
  const [agent] = await db.insert(agents).values({ projectId: project.id, name: 'Asked a lot' }).returning();
  const [other] = await db.insert(agents).values({ projectId: project.id, name: 'Serving turns' }).returning();
  await insertQuestions(db, agent.id, project.id, questions);
  const config = loadConfig({ APP_SECRET: 'bench'.padEnd(40, 'x') });
  const deps = { db, dbKind: database.kind, vectorSearch: false, config, secret: 'bench', clock: () => new Date(), jobSignal: createJobSignal() } as unknown as AppDeps;
  return { database, deps, projectId: project.id, agentId: agent.id, otherAgentId: other.id };
}

/** What an unanswered turn adds to the turn: its question stored and the grouping job queued. */
export async function timeTurn(bench: GroupingBench, i: number): Promise<number> {
  const t0 = performance.now();
  await recordUnansweredTurn(bench.deps, {
    agentId: bench.otherAgentId,
    projectId: bench.projectId,
    runId: crypto.randomUUID(),
    conversationId: crypto.randomUUID(),
    message: questionAt(i),
    channel: 'chat',
    isTest: false,
    status: 'completed',
    curated: false,
    noAnswer: true,
    searchedKnowledge: false,
    bestSourceScore: null,
  });
  return performance.now() - t0;
}

export async function groupAll(bench: GroupingBench): Promise<number> {
  return groupPendingQuestions(bench.deps, bench.agentId);
}

export async function groupFigures(bench: GroupingBench) {
  const { db } = bench.database;
  const [groups] = await db.select({ n: count() }).from(unansweredGroups).where(eq(unansweredGroups.agentId, bench.agentId));
  const [pending] = await db.select({ n: count() }).from(unansweredQuestions).where(and(eq(unansweredQuestions.agentId, bench.agentId), isNull(unansweredQuestions.groupId)));
  return { groups: groups.n, pending: pending.n };
}
