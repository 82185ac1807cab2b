import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { curatedAnswers } from '../../db/curated-tables';
import { memberOf, memberRole } from '../../db/membership';
import { agents } from '../../db/schema';
import { preparedPerDb } from '../../db/prepared';
import { projectMembers } from '../../db/team-tables';

/** What a saved pair is made of: its text and, computed by `stemPhrasings`, its lexemes. */
export interface PairValues {
  question: string;
  alternatives: string[];
  answer: string;
  language: 'en' | 'es';
  foldedQuestion: string;
  lexemes: string[][];
}

const settingsColumns = {
  mode: agents.curatedMode,
  threshold: agents.curatedThreshold,
  operatorsMayAdd: agents.curatedOperatorsMayAdd,
};

/** The agent's project, the user's role in it and the agent's curated settings; null when the user is no member (or no such agent). */
export async function findMemberAgent(db: Db, userId: string, agentId: string) {
  const rows = await db
    .select({ agentId: agents.id, projectId: agents.projectId, defaultLanguage: agents.defaultLanguage, role: memberRole, ...settingsColumns })
    .from(agents)
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return rows[0] ?? null;
}
export type MemberAgent = NonNullable<Awaited<ReturnType<typeof findMemberAgent>>>;

/** A pair's agent as `findMemberAgent` sees it; null when the user is not a member of its project. */
export async function findMemberPairAgent(db: Db, userId: string, pairId: string) {
  const rows = await db
    .select({ agentId: agents.id, projectId: agents.projectId, defaultLanguage: agents.defaultLanguage, role: memberRole, ...settingsColumns })
    .from(curatedAnswers)
    .innerJoin(agents, eq(agents.id, curatedAnswers.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(curatedAnswers.id, pairId))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveAgentSettings(db: Db, agentId: string, settings: { mode: string; threshold: number; operatorsMayAdd: boolean }): Promise<void> {
  await db
    .update(agents)
    .set({
      curatedMode: settings.mode,
      curatedThreshold: settings.threshold,
      curatedOperatorsMayAdd: settings.operatorsMayAdd,
      curatedRevision: sql`${agents.curatedRevision} + 1`,
    })
    .where(eq(agents.id, agentId));
}

/** In the transaction that changes the agent's pairs: every process's matching index of them is now out of date. */
export async function bumpRevision(db: Db, agentId: string): Promise<void> {
  await db
    .update(agents)
    .set({ curatedRevision: sql`${agents.curatedRevision} + 1` })
    .where(eq(agents.id, agentId));
}

export async function agentHasPairs(db: Db, agentId: string): Promise<boolean> {
  const rows = await db.select({ id: curatedAnswers.id }).from(curatedAnswers).where(eq(curatedAnswers.agentId, agentId)).limit(1);
  return rows.length > 0;
}

// named and planned once per connection: every turn of an agent with pairs runs it
const turnLookupStatement = preparedPerDb((db) =>
  db
    .select({
      revision: agents.curatedRevision,
      mode: agents.curatedMode,
      threshold: agents.curatedThreshold,
      en: sql<string[] | null>`tsvector_to_array(to_tsvector('english', ${sql.placeholder('english')}::text))`,
      es: sql<string[] | null>`tsvector_to_array(to_tsvector('spanish', ${sql.placeholder('spanish')}::text))`,
    })
    .from(agents)
    .where(eq(agents.id, sql.placeholder('agentId')))
    .prepare('curated_turn_lookup'),
);

/**
 * A turn's one statement: the visitor's question (accent-folded by the caller) stemmed in its
 * language, or both ways when it cannot be told, with the agent's live settings and the
 * revision of its pairs.
 */
export async function readTurnLookup(db: Db, agentId: string, foldedQuestion: string, language: 'en' | 'es' | null) {
  const rows = await turnLookupStatement(db).execute({ agentId, english: language === 'es' ? '' : foldedQuestion, spanish: language === 'en' ? '' : foldedQuestion });
  return rows[0] ?? null;
}

const pairColumns = {
  id: curatedAnswers.id,
  agentId: curatedAnswers.agentId,
  question: curatedAnswers.question,
  alternatives: curatedAnswers.alternatives,
  answer: curatedAnswers.answer,
  language: curatedAnswers.language,
  uses: curatedAnswers.uses,
  lastUsedAt: curatedAnswers.lastUsedAt,
  createdAt: curatedAnswers.createdAt,
  updatedAt: curatedAnswers.updatedAt,
};

function searchCondition(agentId: string, search: string | undefined) {
  const byAgent = eq(curatedAnswers.agentId, agentId);
  if (!search) return byAgent;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(byAgent, or(ilike(curatedAnswers.question, pattern), ilike(curatedAnswers.answer, pattern), sql`${curatedAnswers.alternatives}::text ilike ${pattern}`));
}

export async function listPairs(db: Db, agentId: string, page: { search?: string; offset: number; limit: number }) {
  const where = searchCondition(agentId, page.search);
  const [items, [total]] = await Promise.all([
    db.select(pairColumns).from(curatedAnswers).where(where).orderBy(desc(curatedAnswers.createdAt), desc(curatedAnswers.id)).offset(page.offset).limit(page.limit),
    db.select({ n: count() }).from(curatedAnswers).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
export type PairRow = Awaited<ReturnType<typeof listPairs>>['items'][number];

/** Every pair of the agent, oldest first (the export). */
export async function listAllPairs(db: Db, agentId: string): Promise<PairRow[]> {
  return db.select(pairColumns).from(curatedAnswers).where(eq(curatedAnswers.agentId, agentId)).orderBy(curatedAnswers.createdAt, curatedAnswers.id);
}

/** What matching needs of each pair. */
export async function listMatchablePairs(db: Db, agentId: string) {
  return db
    .select({ id: curatedAnswers.id, question: curatedAnswers.question, answer: curatedAnswers.answer, language: curatedAnswers.language, lexemes: curatedAnswers.lexemes })
    .from(curatedAnswers)
    .where(eq(curatedAnswers.agentId, agentId));
}

export async function countPairs(db: Db, agentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(curatedAnswers).where(eq(curatedAnswers.agentId, agentId));
  return row?.n ?? 0;
}

/** The ids of the agent's pairs whose folded question is one of these (duplicates), with the question. */
export async function findPairsByFoldedQuestion(db: Db, agentId: string, folded: string[]) {
  if (folded.length === 0) return [];
  return db
    .select({ id: curatedAnswers.id, foldedQuestion: curatedAnswers.foldedQuestion })
    .from(curatedAnswers)
    .where(and(eq(curatedAnswers.agentId, agentId), sql`${curatedAnswers.foldedQuestion} = any(${sql`array[${sql.join(folded.map((f) => sql`${f}`), sql`, `)}]::text[]`})`));
}

export async function insertPairs(db: Db, agentId: string, projectId: string, values: PairValues[]): Promise<PairRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(curatedAnswers)
    .values(values.map((v) => ({ agentId, projectId, ...v })))
    .returning(pairColumns);
}

export async function updatePair(db: Db, pairId: string, values: PairValues, at: Date): Promise<PairRow | null> {
  const rows = await db.update(curatedAnswers).set({ ...values, updatedAt: at }).where(eq(curatedAnswers.id, pairId)).returning(pairColumns);
  return rows[0] ?? null;
}

export async function deletePair(db: Db, pairId: string): Promise<void> {
  await db.delete(curatedAnswers).where(eq(curatedAnswers.id, pairId));
}

export async function recordPairUse(db: Db, pairId: string, at: Date): Promise<void> {
  await db
    .update(curatedAnswers)
    .set({ uses: sql`${curatedAnswers.uses} + 1`, lastUsedAt: at })
    .where(eq(curatedAnswers.id, pairId));
}

/**
 * Stems texts in one statement: for each, its English and Spanish lexemes (accent-folded
 * beforehand by the caller), stop words left out by Postgres' own dictionaries.
 */
export async function stemTexts(db: Db, texts: string[]): Promise<{ english: string[]; spanish: string[] }[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ i: number; en: string[]; es: string[] }>(
    db,
    sql`select t.i::int as i, tsvector_to_array(to_tsvector('english', t.txt)) as en, tsvector_to_array(to_tsvector('spanish', t.txt)) as es
        from unnest(${sql`array[${sql.join(texts.map((x) => sql`${x}`), sql`, `)}]::text[]`}) with ordinality as t(txt, i)`,
  );
  const out = texts.map(() => ({ english: [] as string[], spanish: [] as string[] }));
  for (const r of rows) out[r.i - 1] = { english: r.en ?? [], spanish: r.es ?? [] };
  return out;
}

/** Inside a transaction: holds the agent row so concurrent writes to its pairs pass the count and duplicate checks one at a time. */
export async function lockAgent(db: Db, agentId: string): Promise<void> {
  await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
}
