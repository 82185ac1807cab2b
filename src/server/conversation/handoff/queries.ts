import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { conversationMessages } from '../../db/inbox-tables';

/** What a handoff notice needs of its conversation: where it is shown and in which language. */
export interface HandoffConversation {
  id: string;
  project_id: string;
  agent_language: string;
}

export async function findHandoffConversation(db: Db, conversationId: string): Promise<HandoffConversation | null> {
  const rows = await queryRows<HandoffConversation>(
    db,
    sql`select c.id, a.project_id, a.default_language as agent_language
        from conversations c join agents a on a.id = c.agent_id
        where c.id = ${conversationId}`,
  );
  return rows[0] ?? null;
}

/** The agent asked for a person: flagged unless a person already answers. */
export async function requestHandoff(db: Db, conversationId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update conversations set handoff = 'requested', handoff_at = ${now.toISOString()}::timestamptz
        where id = ${conversationId} and handoff = 'bot' and status <> 'ended'
        returning id`,
  );
  return rows.length > 0;
}

export async function insertConversationMessage(
  db: Db,
  message: { conversationId: string; role: 'visitor' | 'operator' | 'notice'; authorId: string | null; body: string },
  now: Date,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(conversationMessages).values({ ...message, createdAt: now }).returning({ id: conversationMessages.id, createdAt: conversationMessages.createdAt });
  return row;
}
