import { sql } from 'drizzle-orm';
import type { VisitorErasure } from '../../../common/visitor-data';
import { queryRows, type Db } from '../../db/client';
import { conversationsOf, idList } from './queries';

type Step = { key: keyof VisitorErasure; erase: (tx: Db, visitorIds: string[]) => Promise<number> };

async function count(tx: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`with gone as (${query}) select count(*)::int as n from gone`);
  return Number(row?.n ?? 0);
}

/**
 * What an erasure deletes, in order (rows that point at others go first), each answering its
 * count; run in one transaction by eraseVisitors. A new table of visitor data adds its step here
 * (and its key to `visitorErasure`).
 */
export const ERASE_STEPS: Step[] = [
  // ratings live on the turns: counted before the turns go
  { key: 'feedback', erase: (tx, ids) => count(tx, sql`select id from agent_runs where conversation_id in (${conversationsOf(ids)}) and rating is not null`) },
  { key: 'leads', erase: (tx, ids) => count(tx, sql`delete from leads where conversation_id in (${conversationsOf(ids)}) returning id`) },
  { key: 'facts', erase: (tx, ids) => count(tx, sql`delete from visitor_facts where visitor_id in (${idList(ids)}) returning id`) },
  { key: 'summaries', erase: (tx, ids) => count(tx, sql`delete from visitor_summaries where visitor_id in (${idList(ids)}) returning conversation_id`) },
  {
    key: 'turns',
    erase: async (tx, ids) => {
      const runs = sql`select id from agent_runs where conversation_id in (${conversationsOf(ids)})`;
      // what a messaging channel received from them, and their questions kept as unanswered
      await tx.execute(sql`delete from channel_messages where run_id in (${runs})`);
      await tx.execute(sql`delete from unanswered_questions where conversation_id in (${conversationsOf(ids)})`);
      return count(tx, sql`delete from agent_runs where conversation_id in (${conversationsOf(ids)}) returning id`);
    },
  },
  { key: 'messages', erase: (tx, ids) => count(tx, sql`delete from conversation_messages where conversation_id in (${conversationsOf(ids)}) returning id`) },
  { key: 'conversations', erase: (tx, ids) => count(tx, sql`delete from conversations where visitor_id in (${idList(ids)}) returning id`) },
  { key: 'visitors', erase: (tx, ids) => count(tx, sql`delete from visitors where id in (${idList(ids)}) returning id`) },
];
