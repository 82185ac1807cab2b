import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projectMembers } from '../../db/team-tables';
import { agents, widgetHtmlConfigs } from '../../db/schema';

export type WidgetRow = typeof widgetHtmlConfigs.$inferSelect;
export type NewWidget = typeof widgetHtmlConfigs.$inferInsert;
type WidgetChanges = Pick<NewWidget, 'name' | 'htmlCode' | 'customConfig' | 'isPremiumFeatures'>;

export async function listAgentWidgets(db: Db, agentId: string): Promise<WidgetRow[]> {
  return db.select().from(widgetHtmlConfigs).where(eq(widgetHtmlConfigs.agentId, agentId)).orderBy(asc(widgetHtmlConfigs.createdAt));
}

/**
 * Inserts unless the agent already has `max` widgets (returns null then). The agent row is locked
 * first so two concurrent creations cannot both pass the count.
 */
export async function insertWidgetWithinLimit(db: Db, values: NewWidget, max: number): Promise<WidgetRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, values.agentId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(widgetHtmlConfigs).where(eq(widgetHtmlConfigs.agentId, values.agentId));
    if (n >= max) return null;
    const [row] = await tx.insert(widgetHtmlConfigs).values(values).returning();
    return row;
  });
}

/** The widget, its project and the user's role when the user is a member of its agent's project; null otherwise. */
export async function findMemberWidget(db: Db, userId: string, widgetId: string): Promise<{ widget: WidgetRow; projectId: string; role: string } | null> {
  const rows = await db
    .select({ widget: widgetHtmlConfigs, projectId: agents.projectId, role: memberRole })
    .from(widgetHtmlConfigs)
    .innerJoin(agents, eq(agents.id, widgetHtmlConfigs.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(widgetHtmlConfigs.id, widgetId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPublicWidget(db: Db, widgetId: string) {
  const rows = await db
    .select({ id: widgetHtmlConfigs.id, name: widgetHtmlConfigs.name, htmlCode: widgetHtmlConfigs.htmlCode, customConfig: widgetHtmlConfigs.customConfig })
    .from(widgetHtmlConfigs)
    .where(and(eq(widgetHtmlConfigs.id, widgetId), eq(widgetHtmlConfigs.isPublic, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateWidgetRow(db: Db, id: string, values: Partial<WidgetChanges & { isPublic: boolean }>): Promise<WidgetRow> {
  const [row] = await db
    .update(widgetHtmlConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(widgetHtmlConfigs.id, id))
    .returning();
  return row;
}

export async function deleteWidgetRow(db: Db, id: string): Promise<void> {
  await db.delete(widgetHtmlConfigs).where(eq(widgetHtmlConfigs.id, id));
}
