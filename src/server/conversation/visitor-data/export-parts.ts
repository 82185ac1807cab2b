import { sql } from 'drizzle-orm';
import type { VisitorExport } from '../../../common/visitor-data';
import { queryRows, type Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { exportVisitorFacts } from '../visitor-memory/index';
import { conversationsOf, idList, isoAlways, isoOrNull } from './queries';

type Part<K extends keyof VisitorExport> = (db: Db, visitorIds: string[], deps: AppDeps) => Promise<VisitorExport[K]>;

const visitors: Part<'visitors'> = async (db, ids) => {
  const rows = await queryRows<{ id: string; external_id: string; name: string | null; email: string | null; verified: boolean; first_seen_at: Date; last_seen_at: Date }>(
    db,
    sql`select id, external_id, name, email, verified, first_seen_at, last_seen_at from visitors where id in (${idList(ids)}) order by first_seen_at`,
  );
  return rows.map((r) => ({ id: r.id, externalId: r.external_id, name: r.name, email: r.email, verified: r.verified, firstSeenAt: isoAlways(r.first_seen_at), lastSeenAt: isoAlways(r.last_seen_at) }));
};

const conversations: Part<'conversations'> = async (db, ids) => {
  const list = await queryRows<{ id: string; agent_id: string; channel: string; status: string; started_at: Date; ended_at: Date | null }>(
    db,
    sql`select id, agent_id, channel, status, started_at, ended_at from conversations where id in (${conversationsOf(ids)}) order by started_at`,
  );
  if (list.length === 0) return [];
  const convIds = idList(list.map((c) => c.id));
  const turns = await queryRows<{ id: string; conversation_id: string; created_at: Date; user_input: string; agent_output: string | null }>(
    db,
    sql`select id, conversation_id, created_at, user_input, agent_output from agent_runs where conversation_id in (${convIds}) order by created_at`,
  );
  const messages = await queryRows<{ conversation_id: string; created_at: Date; role: string; body: string }>(
    db,
    sql`select conversation_id, created_at, role, body from conversation_messages where conversation_id in (${convIds}) order by created_at`,
  );
  return list.map((c) => ({
    id: c.id,
    agentId: c.agent_id,
    channel: c.channel,
    status: c.status,
    startedAt: isoAlways(c.started_at),
    endedAt: isoOrNull(c.ended_at),
    turns: turns.filter((t) => t.conversation_id === c.id).map((t) => ({ runId: t.id, at: isoAlways(t.created_at), question: t.user_input, answer: t.agent_output })),
    messages: messages.filter((m) => m.conversation_id === c.id).map((m) => ({ at: isoAlways(m.created_at), role: m.role, body: m.body })),
  }));
};

const leads: Part<'leads'> = async (db, ids) => {
  const rows = await queryRows<{ id: string; conversation_id: string | null; name: string | null; email: string | null; phone: string | null; fields: Record<string, unknown> | null; created_at: Date }>(
    db,
    sql`select id, conversation_id, name, email, phone, fields, created_at from leads where conversation_id in (${conversationsOf(ids)}) order by created_at`,
  );
  return rows.map((r) => ({ id: r.id, conversationId: r.conversation_id, name: r.name, email: r.email, phone: r.phone, fields: r.fields ?? {}, createdAt: isoAlways(r.created_at) }));
};

const feedback: Part<'feedback'> = async (db, ids) => {
  const rows = await queryRows<{ id: string; conversation_id: string | null; rating: string; rating_comment: string | null; rated_at: Date | null }>(
    db,
    sql`select id, conversation_id, rating, rating_comment, rated_at from agent_runs where conversation_id in (${conversationsOf(ids)}) and rating is not null order by rated_at`,
  );
  return rows.map((r) => ({ runId: r.id, conversationId: r.conversation_id, rating: r.rating, comment: r.rating_comment, at: isoOrNull(r.rated_at) }));
};

const summaries: Part<'summaries'> = async (db, ids) => {
  const rows = await queryRows<{ conversation_id: string; agent_id: string; summary: string; source: string; created_at: Date }>(
    db,
    sql`select conversation_id, agent_id, summary, source, created_at from visitor_summaries where visitor_id in (${idList(ids)}) order by created_at`,
  );
  return rows.map((r) => ({ conversationId: r.conversation_id, agentId: r.agent_id, summary: r.summary, source: r.source, createdAt: isoAlways(r.created_at) }));
};

// facts are sealed at rest: opened with the instance's key
const memory: Part<'memory'> = (_db, ids, deps) => exportVisitorFacts(deps, ids);

/** Every kind of data kept about a visitor: a new table of visitor data adds its reader here (and its key to `visitorExport`). */
export const EXPORT_PARTS: { [K in Exclude<keyof VisitorExport, 'exportedAt'>]: Part<K> } = { visitors, conversations, leads, feedback, summaries, memory };
