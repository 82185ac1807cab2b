import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

/** The run when it is the agent's and was asked in this session; null otherwise (one answer either way). */
export async function findSessionRun(db: Db, key: { runId: string; agentId: string; sessionId: string }) {
  const rows = await db
    .select({ id: agentRuns.id, status: agentRuns.status })
    .from(agentRuns)
    .where(and(eq(agentRuns.id, key.runId), eq(agentRuns.agentId, key.agentId), eq(agentRuns.sessionId, key.sessionId)))
    .limit(1);
  return rows[0] ?? null;
}

export interface RunRating {
  rating: string;
  comment: string | null;
  ratedAt: Date;
}

/** Replaces the run's rating, comment and time together. */
export async function updateRunRating(db: Db, runId: string, rating: RunRating): Promise<void> {
  await db.update(agentRuns).set({ rating: rating.rating, ratingComment: rating.comment, ratedAt: rating.ratedAt }).where(eq(agentRuns.id, runId));
}
