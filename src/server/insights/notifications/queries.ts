import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface AlertTarget {
  projectId: string;
  projectName: string;
  projectSettings: unknown;
  ownerEmail: string;
  ownerLanguage: string;
  ownerSettings: unknown;
}

/** Every project with what its owner chose about notifications. */
export async function listAlertTargets(db: Db): Promise<AlertTarget[]> {
  return queryRows<AlertTarget>(
    db,
    sql`select p.id as "projectId", p.name as "projectName", p.settings as "projectSettings",
        u.email as "ownerEmail", u.language as "ownerLanguage", u.settings as "ownerSettings"
      from projects p join users u on u.id = p.owner_id
      where u.access_status <> 'disabled'`,
  );
}

/** Records the thresholds already told about this month, so each e-mail goes once. */
export async function recordCostAlerts(db: Db, projectId: string, sent: { month: string; thresholds: number[] }): Promise<void> {
  await db.execute(sql`update projects set settings = settings || ${JSON.stringify({ costAlerts: sent })}::jsonb where id = ${projectId}`);
}

/** When an alert about an agent last went out (project settings `agentAlerts`). */
export async function recordAgentAlert(db: Db, projectId: string, key: string, at: Date): Promise<void> {
  await db.execute(sql`update projects set settings = jsonb_set(settings, '{agentAlerts}', coalesce(settings->'agentAlerts', '{}'::jsonb) || jsonb_build_object(${key}::text, ${at.toISOString()}::text)) where id = ${projectId}`);
}

/** The week (its Monday) whose report went out last. */
export async function recordWeeklyReport(db: Db, projectId: string, week: string): Promise<void> {
  await db.execute(sql`update projects set settings = settings || ${JSON.stringify({ weeklyReport: week })}::jsonb where id = ${projectId}`);
}
