import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';
import { projectInvitations, projectMembers } from '../../db/team-tables';

const ROLE_RANK = sql`case ${projectMembers.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 when 'operator' then 3 else 4 end`;

export async function listMemberRows(db: Db, projectId: string) {
  return db
    .select({
      userId: projectMembers.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: projectMembers.role,
      joinedAt: projectMembers.createdAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(ROLE_RANK, asc(projectMembers.createdAt), asc(users.email));
}

const invitationColumns = {
  id: projectInvitations.id,
  projectId: projectInvitations.projectId,
  email: projectInvitations.email,
  role: projectInvitations.role,
  invitedBy: users.email,
  expiresAt: projectInvitations.expiresAt,
  createdAt: projectInvitations.createdAt,
};

export async function listPendingInvitations(db: Db, projectId: string, now: Date) {
  return db
    .select(invitationColumns)
    .from(projectInvitations)
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(and(eq(projectInvitations.projectId, projectId), gt(projectInvitations.expiresAt, now)))
    .orderBy(asc(projectInvitations.createdAt));
}

export async function findMemberByEmail(db: Db, projectId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function findMemberRole(db: Db, projectId: string, userId: string): Promise<string | null> {
  const rows = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

/** A new invitation replaces any earlier one to the same address (its link stops working). */
export async function replaceInvitation(
  db: Db,
  values: { projectId: string; email: string; role: string; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  return db.transaction(async (tx) => {
    await tx.delete(projectInvitations).where(and(eq(projectInvitations.projectId, values.projectId), eq(projectInvitations.email, values.email)));
    const [row] = await tx.insert(projectInvitations).values(values).returning({ id: projectInvitations.id });
    return row.id;
  });
}

export async function findInvitation(db: Db, invitationId: string) {
  const rows = await db
    .select(invitationColumns)
    .from(projectInvitations)
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(eq(projectInvitations.id, invitationId))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteInvitation(db: Db, projectId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .delete(projectInvitations)
    .where(and(eq(projectInvitations.id, invitationId), eq(projectInvitations.projectId, projectId)))
    .returning({ id: projectInvitations.id });
  return rows.length > 0;
}

/** The unexpired invitation whose link carries this token, with its project's name. */
export async function findInvitationByToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ ...invitationColumns, projectName: projects.name })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .leftJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(and(eq(projectInvitations.tokenHash, tokenHash), gt(projectInvitations.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Uses the invitation once: it is deleted, and the user joins with its role (a member keeps the
 * role they have) and switches to the project; a waitlisted account is let in. False when the
 * invitation was used or withdrawn meanwhile.
 */
export async function acceptInvitationRow(db: Db, invitationId: string, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(projectInvitations)
      .where(and(eq(projectInvitations.id, invitationId), gt(projectInvitations.expiresAt, now)))
      .returning({ projectId: projectInvitations.projectId, role: projectInvitations.role });
    if (!used) return false;
    await tx
      .insert(projectMembers)
      .values({ projectId: used.projectId, userId, role: used.role, selectedAt: now })
      .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { selectedAt: now } });
    await tx.update(users).set({ accessStatus: 'authorized', updatedAt: now }).where(and(eq(users.id, userId), ne(users.accessStatus, 'authorized')));
    return true;
  });
}

export async function declineInvitationRow(db: Db, invitationId: string): Promise<boolean> {
  const rows = await db.delete(projectInvitations).where(eq(projectInvitations.id, invitationId)).returning({ id: projectInvitations.id });
  return rows.length > 0;
}

/** Changes a member's role; the owner's role only changes through a transfer. */
export async function setMemberRole(db: Db, projectId: string, userId: string, role: string): Promise<boolean> {
  const rows = await db
    .update(projectMembers)
    .set({ role })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId), ne(projectMembers.role, 'owner')))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

/** Removes a member other than the owner. */
export async function deleteMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId), ne(projectMembers.role, 'owner')))
    .returning({ userId: projectMembers.userId });
  return rows.length > 0;
}

/** The new owner takes the project; the previous one stays as an admin. */
export async function transferOwnershipRows(db: Db, projectId: string, fromUserId: string, toUserId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(projectMembers).set({ role: 'admin' }).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, fromUserId)));
    await tx.update(projectMembers).set({ role: 'owner' }).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, toUserId)));
    await tx.update(projects).set({ ownerId: toUserId, updatedAt: now }).where(eq(projects.id, projectId));
  });
}

export async function findUserPlan(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, role: users.role, subscriptionTier: users.subscriptionTier, subscriptionExpiry: users.subscriptionExpiry })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
