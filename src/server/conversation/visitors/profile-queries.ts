import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A visitor's page holds at most this many of each list, newest first. */
const PROFILE_LIST_MAX = 200;

export async function listVisitorConversations(db: Db, visitorId: string) {
  return queryRows<{ id: string; agent_id: string; agent_name: string; channel: string; status: string; started_at: Date | string; last_message_at: Date | string; turns: number | string }>(
    db,
    sql`select c.id, c.agent_id, a.name as agent_name, c.channel, c.status, c.started_at, c.last_message_at,
          (select count(*) from agent_runs r where r.conversation_id = c.id) as turns
        from conversations c join agents a on a.id = c.agent_id
        where c.visitor_id = ${visitorId}::uuid
        order by c.last_message_at desc, c.id desc limit ${PROFILE_LIST_MAX}`,
  );
}

export async function listVisitorLeads(db: Db, visitorId: string) {
  return queryRows<{ id: string; conversation_id: string | null; name: string | null; email: string | null; phone: string | null; created_at: Date | string }>(
    db,
    sql`select l.id, l.conversation_id, l.name, l.email, l.phone, l.created_at
        from leads l join conversations c on c.id = l.conversation_id
        where c.visitor_id = ${visitorId}::uuid
        order by l.created_at desc limit ${PROFILE_LIST_MAX}`,
  );
}

export async function listVisitorFeedback(db: Db, visitorId: string) {
  return queryRows<{ run_id: string; conversation_id: string; rating: 'up' | 'down'; comment: string | null; rated_at: Date | string | null }>(
    db,
    sql`select r.id as run_id, r.conversation_id, r.rating, r.rating_comment as comment, r.rated_at
        from agent_runs r join conversations c on c.id = r.conversation_id
        where c.visitor_id = ${visitorId}::uuid and r.rating is not null
        order by r.rated_at desc nulls last limit ${PROFILE_LIST_MAX}`,
  );
}

/** Per agent: the visitor's messages in the last 24 hours, their tokens, their largest conversation, and the agent's budgets. */
export async function listVisitorBudgetUse(db: Db, visitorId: string, since: Date) {
  return queryRows<{ agent_id: string; agent_name: string; budgets: unknown; messages: number | string; tokens: number | string; largest: number | string }>(
    db,
    sql`select a.id as agent_id, a.name as agent_name, a.visitor_budgets as budgets,
          coalesce(sum(per.messages), 0) as messages, coalesce(sum(per.tokens), 0) as tokens, coalesce(max(per.tokens), 0) as largest
        from conversations c join agents a on a.id = c.agent_id
        cross join lateral (
          select count(*) filter (where r.created_at >= ${since.toISOString()}::timestamptz) as messages, coalesce(sum(r.tokens), 0) as tokens
          from agent_runs r where r.conversation_id = c.id) per
        where c.visitor_id = ${visitorId}::uuid
        group by a.id, a.name, a.visitor_budgets
        order by a.name`,
  );
}
