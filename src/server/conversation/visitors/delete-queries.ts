import { sql } from 'drizzle-orm';
import type { DeletedVisitor } from '../../../common/visitors';
import { queryRows, type Db } from '../../db/client';
import { utcHour } from '../../db/run-stats/hour-sql';
import { deleteKeepingRollups } from '../../db/run-stats/rollup';

type Counts = DeletedVisitor['deleted'];

/**
 * Deletes a visitor and everything of theirs, in one transaction: their conversations (with the
 * people's messages and approvals that cascade), the runs' texts and feedback, their leads and
 * the leads' events, the inbound channel messages from their channel ids, the unanswered
 * questions their runs made, their channel ids and the profile. Analytics sums its hours again.
 */
export async function deleteVisitorEverywhere(db: Db, projectId: string, visitorId: string): Promise<Counts> {
  const counts: Counts = { visitors: 0, conversations: 0, runs: 0, leads: 0, feedback: 0, channelMessages: 0, channelIds: 0 };
  const agentRows = await queryRows<{ agent_id: string }>(db, sql`select distinct agent_id from conversations where visitor_id = ${visitorId}::uuid`);
  const convs = sql`select id from conversations where visitor_id = ${visitorId}::uuid`;
  const runs = sql`select id from agent_runs where conversation_id in (${convs})`;
  const touched = sql`select ${utcHour(sql`created_at`)} as hour from agent_runs where conversation_id in (${convs})
    union select ${utcHour(sql`started_at`)} from conversations where visitor_id = ${visitorId}::uuid`;
  await deleteKeepingRollups(
    db,
    agentRows.map((r) => r.agent_id),
    touched,
    async (tx) => {
      const t = tx as unknown as Db;
      const count = async (statement: ReturnType<typeof sql>) => Number((await queryRows<{ n: number | string }>(t, statement))[0]?.n ?? 0);
      // lock the profile first: a merge or a sighting running now waits for this deletion
      const found = await queryRows<{ id: string }>(t, sql`select id from visitors where id = ${visitorId}::uuid and project_id = ${projectId}::uuid for update`);
      if (found.length === 0) return;
      counts.channelMessages = await count(sql`with d as (
          delete from channel_messages m where m.run_id in (${runs})
            or (m.config_id in (select cc.id from channel_configs cc join agents a on a.id = cc.agent_id where a.project_id = ${projectId}::uuid)
                and (m.channel, m.sender) in (select channel, external_id from visitor_channel_ids where visitor_id = ${visitorId}::uuid))
          returning 1) select count(*) as n from d`);
      await tx.execute(sql`delete from unanswered_questions where run_id in (${runs})`);
      await tx.execute(sql`delete from domain_events where project_id = ${projectId}::uuid and payload->>'conversationId' in (select id::text from conversations where visitor_id = ${visitorId}::uuid)`);
      counts.leads = await count(sql`with d as (delete from leads where conversation_id in (${convs}) returning 1) select count(*) as n from d`);
      const ran = await queryRows<{ runs: number | string; rated: number | string }>(
        t,
        sql`with d as (delete from agent_runs where conversation_id in (${convs}) returning rating) select count(*) as runs, count(rating) as rated from d`,
      );
      counts.runs = Number(ran[0]?.runs ?? 0);
      counts.feedback = Number(ran[0]?.rated ?? 0);
      counts.conversations = await count(sql`with d as (delete from conversations where visitor_id = ${visitorId}::uuid returning 1) select count(*) as n from d`);
      counts.channelIds = await count(sql`with d as (delete from visitor_channel_ids where visitor_id = ${visitorId}::uuid returning 1) select count(*) as n from d`);
      counts.visitors = await count(sql`with d as (delete from visitors where id = ${visitorId}::uuid returning 1) select count(*) as n from d`);
    },
  );
  return counts;
}

/** Data retention: the project's visitors left with no conversation and not seen since `before`. */
export async function deleteOrphanVisitorsBefore(db: Db, projectId: string, before: Date): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`with d as (
          delete from visitors v where v.project_id = ${projectId}::uuid and v.last_seen_at < ${before.toISOString()}::timestamptz
            and not exists (select 1 from conversations c where c.visitor_id = v.id)
          returning 1)
        select count(*) as n from d`,
  );
  return Number(rows[0]?.n ?? 0);
}
