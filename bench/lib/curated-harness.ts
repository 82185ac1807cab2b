// In-process curated-answer matching for bench/curated-answers.bench.mjs (bundled with esbuild):
// an agent with 2,000 pairs stored as the routes store them, then the turn's lookup timed alone.
import { mkdtempSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { curatedAnswers } from '../../src/server/db/curated-tables';
import { agents, projects, users } from '../../src/server/db/schema';
import { findCuratedMatch } from '../../src/server/knowledge/curated/find-match';
import { toPairValues } from '../../src/server/knowledge/curated/pair-values';
import type { AppDeps } from '../../src/server/platform/deps';

const TOPICS_EN = ['order', 'refund', 'invoice', 'delivery', 'warranty', 'account', 'password', 'discount', 'subscription', 'gift card', 'store', 'battery', 'charger', 'screen', 'size', 'colour', 'catalogue', 'newsletter', 'loyalty points', 'voucher'];
const ASKS_EN = ['How do I change my {t} for product {n}?', 'Where can I find the {t} of model {n}?', 'Can I get a {t} with item {n}?', 'What is the price of the {t} for series {n}?', 'When does the {t} of line {n} arrive?'];
const TOPICS_ES = ['pedido', 'reembolso', 'factura', 'entrega', 'garantía', 'cuenta', 'contraseña', 'descuento', 'suscripción', 'tienda'];
const ASKS_ES = ['¿Cómo cambio la {t} del producto {n}?', '¿Dónde está la {t} del modelo {n}?', '¿Cuánto cuesta la {t} de la serie {n}?'];

/** 2,000 distinct questions (three in four English), each with one alternative. */
function syntheticPairs(count: number) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const es = i % 4 === 3;
    const topics = es ? TOPICS_ES : TOPICS_EN;
    const asks = es ? ASKS_ES : ASKS_EN;
    const fill = (template: string) => template.replace('{t}', topics[i % topics.length]).replace('{n}', `x${i}`);
    out.push({ question: fill(asks[i % asks.length]), alternatives: [fill(asks[(i + 1) % asks.length])], answer: `Answer ${i}.`, language: es ? ('es' as const) : ('en' as const) });
  }
  return out;
}

export interface CuratedBench {
  database: Database;
  deps: AppDeps;
  agentId: string;
  emptyAgentId: string;
  /** questions of the kind visitors send: rephrasings of stored pairs and questions no pair answers */
  questions: string[];
}

export async function openCuratedBench(databaseUrl: string | undefined, pairCount: number): Promise<CuratedBench> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-curated-')) });
  const { db } = database;
  const [user] = await db.insert(users).values({ email: `curated-${Date.now()}@example.com` }).returning();
  const [project] = await db.insert(projects).values({ name: 'Curated', ownerId: user.id }).returning();
  const [agent] = await db.insert(agents).values({ projectId: project.id, name: 'With pairs' }).returning();
  const [empty] = await db.insert(agents).values({ projectId: project.id, name: 'Without pairs' }).returning();
  const pairs = syntheticPairs(pairCount);
  const values = await toPairValues(db, pairs);
  for (let start = 0; start < values.length; start += 500) {
    await db.insert(curatedAnswers).values(values.slice(start, start + 500).map((v) => ({ agentId: agent.id, projectId: project.id, ...v })));
  }
  const config = loadConfig({ APP_SECRET: 'bench'.padEnd(40, 'x') });
  const deps = { db, dbKind: database.kind, vectorSearch: false, config, secret: 'bench', clock: () => new Date() } as unknown as AppDeps;
  const questions: string[] = [];
  for (let i = 0; i < 200; i++) {
    const pair = pairs[(i * 37) % pairs.length];
    questions.push(i % 2 === 0 ? pair.question.toLowerCase().replace('?', ' please') : i % 4 === 1 ? 'Do you deliver to the Canary Islands on Sundays?' : '¿Tenéis tarjetas regalo para estudiantes?');
  }
  return { database, deps, agentId: agent.id, emptyAgentId: empty.id, questions };
}

/**
 * Milliseconds of each lookup, in order: wall time, and this process's CPU time (user + system),
 * which a busy machine does not inflate (the embedded database runs in this process).
 */
export async function timeLookups(bench: CuratedBench, agentId: string, rounds: number): Promise<{ ms: number[]; cpuMs: number[]; matched: number }> {
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let matched = 0;
  for (let r = 0; r < rounds; r++) {
    for (const q of bench.questions) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const match = await findCuratedMatch(bench.deps, agentId, q);
      ms.push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      cpuMs.push((cpu.user + cpu.system) / 1000);
      if (match) matched++;
    }
  }
  return { ms, cpuMs, matched };
}

/** The first lookup after a change: the index of every pair rebuilt. */
export async function timeColdLookup(bench: CuratedBench): Promise<number> {
  await bench.database.db.update(agents).set({ curatedRevision: sql`${agents.curatedRevision} + 1` }).where(eq(agents.id, bench.agentId));
  const t0 = performance.now();
  await findCuratedMatch(bench.deps, bench.agentId, bench.questions[0]);
  return performance.now() - t0;
}
