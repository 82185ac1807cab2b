import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function setSubscription(db: Db, userId: string, values: { subscriptionTier: string; subscriptionExpiry: Date | null; trialUsed?: boolean }) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
