import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agentIdentitySecrets } from '../../db/visitor-tables';

export async function findIdentitySecret(db: Db, agentId: string): Promise<{ sealedSecret: string; createdAt: Date } | null> {
  const rows = await db
    .select({ sealedSecret: agentIdentitySecrets.sealedSecret, createdAt: agentIdentitySecrets.createdAt })
    .from(agentIdentitySecrets)
    .where(eq(agentIdentitySecrets.agentId, agentId))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores the agent's new secret in place of the old one, which stops working at once. */
export async function replaceIdentitySecret(db: Db, agentId: string, sealedSecret: string, now: Date): Promise<void> {
  await db
    .insert(agentIdentitySecrets)
    .values({ agentId, sealedSecret, createdAt: now })
    .onConflictDoUpdate({ target: agentIdentitySecrets.agentId, set: { sealedSecret, createdAt: now } });
}

export interface VisitorSighting {
  projectId: string;
  externalId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  verified: boolean;
  conversationId: string;
  now: Date;
}

/**
 * The project's visitor of this identity, created or brought up to date (a name or e-mail sent
 * again replaces the stored one), and the conversation pointed at it, in one statement. An
 * unverified hint never takes a conversation from a verified visitor.
 */
export async function recordVisitorSighting(db: Db, s: VisitorSighting): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with v as (
          insert into visitors (project_id, kind, external_id, name, email, phone, verified, first_seen_at, last_seen_at)
          values (${s.projectId}::uuid, 'site', ${s.externalId}, ${s.name}, ${s.email}, ${s.phone}, ${s.verified}, ${s.now.toISOString()}::timestamptz, ${s.now.toISOString()}::timestamptz)
          on conflict (project_id, kind, verified, external_id) do update set
            name = coalesce(excluded.name, visitors.name),
            email = coalesce(excluded.email, visitors.email),
            phone = coalesce(excluded.phone, visitors.phone),
            last_seen_at = excluded.last_seen_at
          returning id
        ), linked as (
          update conversations c set visitor_id = (select id from v)
          where c.id = ${s.conversationId}::uuid
            and (${s.verified}::boolean or c.visitor_id is null
                 or not exists (select 1 from visitors old where old.id = c.visitor_id and old.verified))
          returning c.id
        )
        select id from v`,
  );
  return rows[0]?.id ?? null;
}
