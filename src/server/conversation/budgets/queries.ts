import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agents } from '../../db/schema';
import type { VisitorBudgets } from '../../../common/budgets';

export async function findAgentBudgets(db: Db, agentId: string): Promise<unknown> {
  const [row] = await db.select({ budgets: agents.visitorBudgets }).from(agents).where(eq(agents.id, agentId)).limit(1);
  return row?.budgets;
}

export async function saveAgentBudgets(db: Db, agentId: string, budgets: VisitorBudgets): Promise<void> {
  await db.update(agents).set({ visitorBudgets: budgets }).where(eq(agents.id, agentId));
}

/** Tokens the conversation's runs have spent so far. */
export async function conversationTokens(db: Db, conversationId: string): Promise<number> {
  const rows = await queryRows<{ tokens: string | null }>(db, sql`select coalesce(sum(tokens), 0) as tokens from agent_runs where conversation_id = ${conversationId}`);
  return Number(rows[0]?.tokens ?? 0);
}
