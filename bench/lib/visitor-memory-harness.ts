// In-process memory recall for bench/visitor-memory.bench.mjs (bundled with esbuild): a verified
// visitor with 500 sealed facts, then what memory adds to a turn timed alone.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { agents, conversations, projects, users, visitors } from '../../src/server/db/schema';
import { visitorFacts } from '../../src/server/db/visitor-memory-tables';
import { openTurnMemory } from '../../src/server/conversation/visitor-memory/index';
import { memoryPromptSection } from '../../src/server/runtime/memory-prompt';
import { secretBox } from '../../src/server/platform/secrets';
import type { AppDeps } from '../../src/server/platform/deps';

const TOPICS = ['order', 'delivery', 'refund', 'invoice', 'allergy', 'size', 'colour', 'newsletter', 'address', 'subscription'];

export interface MemoryBench {
  database: Database;
  deps: AppDeps;
  projectId: string;
  agentId: string;
  conversationId: string;
  visitorId: string;
}

export async function openMemoryBench(databaseUrl: string | undefined, factCount: number): Promise<MemoryBench> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-memory-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `memory-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Memory', ownerId: user.id }).returning();
  const [agent] = await db.insert(agents).values({ projectId: project.id, name: 'Remembers', memory: 'on' }).returning();
  const [visitor] = await db.insert(visitors).values({ projectId: project.id, externalId: 'bench-user', verified: true }).returning();
  const [conversation] = await db.insert(conversations).values({ agentId: agent.id, sessionId: 'bench', channel: 'widget', visitorId: visitor.id }).returning();
  const config = loadConfig({ APP_SECRET: 'bench'.padEnd(40, 'x') });
  const deps = { db, dbKind: database.kind, vectorSearch: false, config, secret: 'bench-secret', clock: () => new Date() } as unknown as AppDeps;
  const box = secretBox(deps.secret, 'visitor-memory');
  const rows = Array.from({ length: factCount }, (_, i) => ({
    visitorId: visitor.id,
    projectId: project.id,
    agentId: agent.id,
    sealedFact: box.seal(`Fact ${i}: the visitor's ${TOPICS[i % TOPICS.length]} preference is number ${i * 7}, noted on their call about ticket ${1000 + i}`.padEnd(120 + (i % 5) * 30, '.')),
    category: 'other',
    updatedAt: new Date(Date.now() - i * 60_000),
  }));
  for (let start = 0; start < rows.length; start += 250) await db.insert(visitorFacts).values(rows.slice(start, start + 250));
  return { database, deps, projectId: project.id, agentId: agent.id, conversationId: conversation.id, visitorId: visitor.id };
}

/** What memory adds to one turn: the visitor and stamp (read once per conversation), the facts opened (or the cached copy), ranked and written into the prompt. */
let reads = 0;

/** `firstTurns`: every turn as the first of its conversation (the visitor and stamp read from the database). */
export async function timeRecall(bench: MemoryBench, turns: number, mode: 'on' | 'off' = 'on', firstTurns = false): Promise<{ ms: number[]; recalled: number }> {
  const ms: number[] = [];
  let recalled = 0;
  for (let i = 0; i < turns; i++) {
    const message = `What about my ${TOPICS[i % TOPICS.length]} and ticket ${1000 + (i % 500)}?`;
    const t0 = performance.now();
    const memory = await openTurnMemory(bench.deps, { projectId: bench.projectId, agentId: bench.agentId, conversationId: bench.conversationId, mode, message, identityKey: firstTurns ? `first-${++reads}` : '' });
    if (memory) {
      memoryPromptSection(memory, true);
      recalled = memory.recalled.length;
    }
    ms.push(performance.now() - t0);
  }
  return { ms, recalled };
}

/** The first turn after a fact changed: the stamp moves, so the 500 facts are read and opened again. */
export async function timeColdRecall(bench: MemoryBench): Promise<number> {
  const { db } = bench.database;
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`update visitor_facts set updated_at = now() where id = (select id from visitor_facts where visitor_id = ${bench.visitorId} order by updated_at limit 1)`);
  const { ms } = await timeRecall(bench, 1, 'on', true);
  return ms[0];
}
