import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasets, projects, sessions, users } from '../../db/schema';
import { waitlist } from '../../db/instance-tables';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  accessStatus: users.accessStatus,
  subscriptionTier: users.subscriptionTier,
  subscriptionExpiry: users.subscriptionExpiry,
  createdAt: users.createdAt,
};

export async function listUsers(db: Db) {
  return db.select(columns).from(users).orderBy(asc(users.createdAt));
}

export async function findUser(db: Db, id: string) {
  const rows = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function setAccessStatus(db: Db, id: string, accessStatus: 'authorized' | 'waitlist') {
  const [row] = await db.update(users).set({ accessStatus, updatedAt: new Date() }).where(eq(users.id, id)).returning(columns);
  if (accessStatus === 'authorized') {
    await db.update(waitlist).set({ status: 'approved', updatedAt: new Date() }).where(eq(waitlist.externalUserId, id));
  }
  return row;
}

export async function setTier(db: Db, id: string, tier: 'free' | 'premium', expiry: Date | null) {
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: tier, subscriptionExpiry: expiry, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(columns);
  return row;
}

export type AdminUserRow = Awaited<ReturnType<typeof findUser>>;

/** Disabled: signed out everywhere, and sign-in refused until an admin enables the account again. */
export async function disableUser(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ accessStatus: 'disabled', updatedAt: new Date() }).where(eq(users.id, id)).returning(columns);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    return row;
  });
}

export async function setRole(db: Db, id: string, role: 'admin' | 'user') {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning(columns);
  return row;
}

/** The datasets of the projects the account owns, whose stored documents go with it. */
export async function findOwnedDatasetIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: datasets.id }).from(datasets).innerJoin(projects, eq(projects.id, datasets.projectId)).where(eq(projects.ownerId, userId));
  return rows.map((r) => r.id);
}

/** The account and, by cascade, its sessions, memberships and the projects it owns. */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
