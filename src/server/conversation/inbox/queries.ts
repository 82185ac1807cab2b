import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { userNameSql } from '../../db/user-name-sql';

const PREVIEW = 140;

export interface InboxRow {
  id: string;
  agent_id: string;
  agent_name: string;
  agent_language: string;
  project_id: string;
  channel: string;
  session_id: string;
  visitor_name: string | null;
  visitor_verified: boolean | null;
  status: string;
  handoff: string;
  operator_id: string | null;
  operator_name: string | null;
  last_message_at: Date | string;
  preview: string | null;
}

const columns = sql`c.id, c.agent_id, a.name as agent_name, a.default_language as agent_language, a.project_id, c.channel, c.session_id,
  left(coalesce(v.name, case when v.kind = 'site' then v.external_id end, c.user_data->>'name'), 80) as visitor_name, case when v.kind = 'site' then v.verified end as visitor_verified, c.status, c.handoff,
  c.operator_id, ${userNameSql('u')} as operator_name, c.last_message_at,
  (select left(body, ${PREVIEW}) from (
     select coalesce(nullif(r.user_input, ''), r.agent_output) as body, r.created_at from agent_runs r where r.conversation_id = c.id
     union all select m.body, m.created_at from conversation_messages m where m.conversation_id = c.id and m.role <> 'notice'
   ) latest order by created_at desc limit 1) as preview`;

/** The project's open production conversations: those waiting for a person first, then the newest. */
export async function listOpenConversations(db: Db, projectId: string, limit: number): Promise<InboxRow[]> {
  return queryRows<InboxRow>(
    db,
    sql`select ${columns}
        from conversations c join agents a on a.id = c.agent_id left join users u on u.id = c.operator_id left join visitors v on v.id = c.visitor_id
        where a.project_id = ${projectId} and c.status <> 'ended' and not c.is_test
        order by case c.handoff when 'requested' then 0 when 'human' then 1 else 2 end, c.last_message_at desc
        limit ${limit}`,
  );
}

export async function findInboxConversation(db: Db, conversationId: string): Promise<InboxRow | null> {
  const rows = await queryRows<InboxRow>(
    db,
    sql`select ${columns}
        from conversations c join agents a on a.id = c.agent_id left join users u on u.id = c.operator_id left join visitors v on v.id = c.visitor_id
        where c.id = ${conversationId}`,
  );
  return rows[0] ?? null;
}

export async function countRequested(db: Db, projectId: string): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from conversations c join agents a on a.id = c.agent_id
        where a.project_id = ${projectId} and c.status <> 'ended' and not c.is_test and c.handoff = 'requested'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Gives the conversation to this operator unless another one holds it (one statement, so two
 * operators pressing at once cannot both win); false when someone else has it or it has ended.
 */
export async function takeConversation(db: Db, conversationId: string, operatorId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update conversations set handoff = 'human', operator_id = ${operatorId}, handoff_at = ${now.toISOString()}::timestamptz
        where id = ${conversationId} and status <> 'ended' and (handoff <> 'human' or operator_id = ${operatorId} or operator_id is null)
        returning id`,
  );
  return rows.length > 0;
}

/** Back to the agent; only the operator holding it (or anyone, when `anyOperator`) can hand it back. */
export async function releaseConversation(db: Db, conversationId: string, operatorId: string, anyOperator: boolean, now: Date): Promise<boolean> {
  const holder = anyOperator ? sql`` : sql`and operator_id = ${operatorId}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update conversations set handoff = 'bot', operator_id = null, handoff_at = ${now.toISOString()}::timestamptz
        where id = ${conversationId} and handoff = 'human' ${holder}
        returning id`,
  );
  return rows.length > 0;
}

export type TimelineRow = { id: string; at: Date | string; role: 'visitor' | 'agent' | 'operator' | 'notice'; text: string; author: string | null; not_sent: string | null };

/** Everything said in the conversation, oldest first: the agent's turns and the messages around a handoff. */
export async function conversationTimeline(db: Db, conversationId: string, limit: number): Promise<TimelineRow[]> {
  return queryRows<TimelineRow>(
    db,
    sql`select * from (
          select id::text || ':in' as id, created_at as at, 'visitor' as role, user_input as text, null as author, null as not_sent, 0 as part from agent_runs where conversation_id = ${conversationId} and user_input <> ''
          union all
          select id::text || ':out', created_at, 'agent', agent_output, null, delivery_error, 1 from agent_runs where conversation_id = ${conversationId} and agent_output is not null
          union all
          select m.id::text, m.created_at, m.role, m.body, ${userNameSql('u')}, null, 0
          from conversation_messages m left join users u on u.id = m.author_id where m.conversation_id = ${conversationId}
        ) t order by at desc, part desc limit ${limit}`,
  ).then((rows) => rows.reverse());
}

/** The members of a project who answer conversations (owner, admin, operator), with their e-mail. */
export async function conversationHandlers(db: Db, projectId: string): Promise<{ email: string; name: string | null }[]> {
  return queryRows<{ email: string; name: string | null }>(
    db,
    sql`select u.email, ${userNameSql('u')} as name
        from project_members pm join users u on u.id = pm.user_id
        where pm.project_id = ${projectId} and pm.role in ('owner', 'admin', 'operator') and u.access_status <> 'disabled'`,
  );
}

/** The conversation of a visitor's session with an agent. */
export async function findSessionConversation(db: Db, agentId: string, sessionId: string): Promise<{ id: string; handoff: string; agent_language: string } | null> {
  const rows = await queryRows<{ id: string; handoff: string; agent_language: string }>(
    db,
    sql`select c.id, c.handoff, a.default_language as agent_language from conversations c join agents a on a.id = c.agent_id
        where c.agent_id = ${agentId} and c.session_id = ${sessionId}`,
  );
  return rows[0] ?? null;
}

/** What the visitor's page missed while it was not listening: people's replies and notices after `since`. */
export async function messagesForVisitor(db: Db, conversationId: string, since: Date): Promise<{ id: string; role: string; body: string; created_at: Date | string }[]> {
  return queryRows(
    db,
    sql`select id, role, body, created_at from conversation_messages
        where conversation_id = ${conversationId} and role in ('operator', 'notice') and created_at > ${since.toISOString()}::timestamptz
        order by created_at limit 100`,
  );
}

export async function messageText(db: Db, messageId: string): Promise<string | null> {
  const rows = await queryRows<{ body: string }>(db, sql`select body from conversation_messages where id = ${messageId}`);
  return rows[0]?.body ?? null;
}
