import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projectMembers } from '../../db/team-tables';
import { agentVersions, agents, datasets, users } from '../../db/schema';

export type VersionRow = typeof agentVersions.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

const activators = alias(users, 'activators');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) => sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;
const publisherName = nameOf(users);

const versionColumns = {
  id: agentVersions.id,
  agentId: agentVersions.agentId,
  version: agentVersions.version,
  isActive: agentVersions.isActive,
  isPublic: agentVersions.isPublic,
  snapshot: agentVersions.snapshot,
  publishedAt: agentVersions.publishedAt,
  publishedBy: agentVersions.publishedBy,
  publishedByName: publisherName,
  failingCases: agentVersions.failingCases,
  publishedDespiteFailures: agentVersions.publishedDespiteFailures,
  activatedAt: agentVersions.activatedAt,
  activatedBy: agentVersions.activatedBy,
  activatedByName: nameOf(activators),
};
export type VersionWithPublisher = Omit<VersionRow, 'opener'> & { publishedByName: string | null; activatedByName: string | null };

/**
 * Freezes a version in one transaction: the agent row is locked by the version-number bump, so
 * two publishes never get the same number, and the snapshot is read from that same locked row.
 */
export async function insertPublishedVersion(
  db: Db,
  agentId: string,
  opts: { publishedBy: string; makeActive: boolean; now: Date; freeze: (agent: AgentRow) => unknown; failingCases: unknown[] },
): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .update(agents)
      .set({ lastVersionNumber: sql`${agents.lastVersionNumber} + 1`, status: 'active', updatedAt: opts.now })
      .where(eq(agents.id, agentId))
      .returning();
    if (opts.makeActive) {
      await tx.update(agentVersions).set({ isActive: false }).where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.isActive, true)));
    }
    const [row] = await tx
      .insert(agentVersions)
      .values({
        agentId,
        version: `v${agent.lastVersionNumber}`,
        isActive: opts.makeActive,
        isPublic: true,
        snapshot: opts.freeze(agent),
        publishedAt: opts.now,
        publishedBy: opts.publishedBy,
        failingCases: opts.failingCases,
        publishedDespiteFailures: opts.failingCases.length > 0,
      })
      .returning();
    return row;
  });
}

export async function listAgentVersions(db: Db, agentId: string): Promise<VersionWithPublisher[]> {
  return db
    .select(versionColumns)
    .from(agentVersions)
    .leftJoin(users, eq(users.id, agentVersions.publishedBy))
    .leftJoin(activators, eq(activators.id, agentVersions.activatedBy))
    .where(eq(agentVersions.agentId, agentId))
    .orderBy(desc(agentVersions.publishedAt), desc(agentVersions.id));
}

/** The version with its publisher, and the user's role, when the user is a member of its agent's project; null otherwise. */
export async function findMemberVersion(db: Db, userId: string, versionId: string): Promise<{ version: VersionWithPublisher; role: string } | null> {
  const rows = await db
    .select({ ...versionColumns, role: memberRole })
    .from(agentVersions)
    .innerJoin(agents, eq(agents.id, agentVersions.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .leftJoin(users, eq(users.id, agentVersions.publishedBy))
    .leftJoin(activators, eq(activators.id, agentVersions.activatedBy))
    .where(eq(agentVersions.id, versionId))
    .limit(1);
  if (!rows[0]) return null;
  const { role, ...version } = rows[0];
  return { version, role };
}

export async function setVersionPublic(db: Db, versionId: string, isPublic: boolean): Promise<void> {
  await db.update(agentVersions).set({ isPublic }).where(eq(agentVersions.id, versionId));
}

/** At most one active version per agent: the agent row is locked while the flags change. Activating records who and when. */
export async function setVersionActive(db: Db, agentId: string, versionId: string, change: { isActive: boolean; by: string; at: Date }): Promise<void> {
  const { isActive } = change;
  await db.transaction(async (tx) => {
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
    if (isActive) {
      await tx
        .update(agentVersions)
        .set({ isActive: false })
        .where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.isActive, true), ne(agentVersions.id, versionId)));
    }
    await tx
      .update(agentVersions)
      .set(isActive ? { isActive, activatedAt: change.at, activatedBy: change.by } : { isActive })
      .where(eq(agentVersions.id, versionId));
  });
}

export async function deleteVersionRow(db: Db, versionId: string): Promise<void> {
  await db.delete(agentVersions).where(eq(agentVersions.id, versionId));
}

/** A version as the public pages see it, whatever its visibility (the service decides). */
export async function findVersion(db: Db, versionId: string) {
  const rows = await db
    .select({
      id: agentVersions.id,
      agentId: agentVersions.agentId,
      projectId: agents.projectId,
      version: agentVersions.version,
      isPublic: agentVersions.isPublic,
      snapshot: agentVersions.snapshot,
      publishedAt: agentVersions.publishedAt,
    })
    .from(agentVersions)
    .innerJoin(agents, eq(agents.id, agentVersions.agentId))
    .where(eq(agentVersions.id, versionId))
    .limit(1);
  return rows[0] ?? null;
}

/** A version with what its demo opener is written from, and the opener already stored (null before the first page view). */
export async function findOpenerSource(db: Db, versionId: string) {
  const rows = await db
    .select({
      id: agentVersions.id,
      projectId: agents.projectId,
      isPublic: agentVersions.isPublic,
      snapshot: agentVersions.snapshot,
      opener: agentVersions.opener,
      description: agents.description,
    })
    .from(agentVersions)
    .innerJoin(agents, eq(agents.id, agentVersions.agentId))
    .where(eq(agentVersions.id, versionId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stores the version's opener unless one is there already; a model's opener also replaces a
 * template. False when another page view (or process) stored first.
 */
export async function storeOpener(db: Db, versionId: string, opener: { language: string; text: string; source: 'model' | 'template' }): Promise<boolean> {
  const replaceable = opener.source === 'model' ? or(isNull(agentVersions.opener), sql`${agentVersions.opener}->>'source' = 'template'`) : isNull(agentVersions.opener);
  const rows = await db
    .update(agentVersions)
    .set({ opener })
    .where(and(eq(agentVersions.id, versionId), replaceable))
    .returning({ id: agentVersions.id });
  return rows.length > 0;
}

/** Names of the project's datasets among these ids (a deleted dataset is simply missing). */
export async function datasetNames(db: Db, projectId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: datasets.id, name: datasets.name })
    .from(datasets)
    .where(and(eq(datasets.projectId, projectId), inArray(datasets.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
