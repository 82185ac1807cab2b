import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { waitlist } from '../../db/instance-tables';
import { projectInvitations } from '../../db/team-tables';

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByOidcSubject(db: Db, subject: string) {
  const rows = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return rows[0] ?? null;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Keeps the waitlist table in step with a waitlisted account, so admins see one list. */
export async function linkWaitlistEntry(db: Db, user: { id: string; email: string; firstName: string | null; lastName: string | null }) {
  await db
    .insert(waitlist)
    .values({ email: user.email, firstName: user.firstName, lastName: user.lastName, externalUserId: user.id })
    .onConflictDoUpdate({ target: waitlist.email, set: { externalUserId: user.id, updatedAt: new Date() } });
}

/** Any project's unexpired invitation to this address. */
export async function hasInvitationFor(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: projectInvitations.id })
    .from(projectInvitations)
    .where(and(eq(projectInvitations.email, email), gt(projectInvitations.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
