import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The provider refused the reply to this message for good: its run keeps why, for the Inbox and Conversations. */
export async function recordUndeliveredReply(db: Db, messageId: string, reason: string): Promise<void> {
  await queryRows(
    db,
    sql`update agent_runs set delivery_error = ${reason.slice(0, 1000)}
        where id = (select run_id from channel_messages where id = ${messageId})`,
  );
}
