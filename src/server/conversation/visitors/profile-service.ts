import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readVisitorBudgets } from '../../../common/budgets';
import { VISITOR_ERROR_CODES, type DeletedVisitor, type VisitorDetail, type VisitorsPage, type VisitorStatus, type VisitorSummary, type visitorsQuery } from '../../../common/visitors';
import { queryRows, type Db } from '../../db/client';
import { CSV_BOM } from '../../platform/csv';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { requireProject } from '../../accounts/projects/index';
import { deleteVisitorEverywhere } from './delete-queries';
import { findVisitorRow, listVisitorRows, type VisitorFilters, type VisitorPosition, type VisitorRow } from './list-queries';
import { mayMerge, mergeVisitorRows } from './merge';
import { listVisitorBudgetUse, listVisitorConversations, listVisitorFeedback, listVisitorLeads } from './profile-queries';
import { visitorCsvHeader, visitorCsvRow, visitorsCsvFilename } from './visitors-csv';

type VisitorsQuery = z.output<typeof visitorsQuery>;

const EXPORT_PAGE_SIZE = 500;
const DAY_MS = 86_400_000;
const iso = (v: Date | string) => new Date(v).toISOString();

function statusOf(row: { kind: string; verified: boolean }): VisitorStatus {
  if (row.verified) return 'verified';
  return row.kind === 'channel' ? 'channel' : 'unverified';
}

function toSummary(row: VisitorRow): VisitorSummary {
  return {
    id: row.id,
    status: statusOf(row),
    externalId: row.external_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    channelIds: typeof row.channel_ids === 'string' ? JSON.parse(row.channel_ids) : row.channel_ids,
    conversations: Number(row.conversations),
    firstSeenAt: iso(row.first_seen_at),
    lastSeenAt: iso(row.last_seen_at),
  };
}

function filtersOf(projectId: string, query: VisitorsQuery): VisitorFilters {
  return { projectId, q: query.q ? query.q.toLowerCase() : undefined, status: query.status, channel: query.channel };
}

const encodeCursor = (row: VisitorRow) => Buffer.from(`${row.position}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): VisitorPosition {
  const [lastSeenAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid = extra === undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(lastSeenAt ?? '') && /^[0-9a-f-]{36}$/i.test(id ?? '');
  if (!valid || !lastSeenAt || !id) throw badRequest('cursor: Invalid cursor; use the nextCursor of the previous page.');
  return { lastSeenAt, id };
}

export async function listVisitors(deps: AppDeps, user: SessionUser, projectId: string, query: VisitorsQuery): Promise<VisitorsPage> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listVisitorRows(deps.db, filtersOf(project.id, query), query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { visitors: page.map(toSummary), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

async function requireVisitor(db: Db, projectId: string, visitorId: string): Promise<VisitorRow> {
  const row = await findVisitorRow(db, projectId, visitorId);
  if (!row) throw notFound('Visitor');
  return row;
}

/** A visitor's page: the profile, its channel ids, its conversations on every channel, leads, feedback and budgets used. */
export async function getVisitor(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string): Promise<VisitorDetail> {
  const project = await requireProject(deps, user, projectId, 'readConversations', 'Visitor');
  const row = await requireVisitor(deps.db, project.id, visitorId);
  const [conversations, leads, feedback, budgets] = await Promise.all([
    listVisitorConversations(deps.db, row.id),
    listVisitorLeads(deps.db, row.id),
    listVisitorFeedback(deps.db, row.id),
    listVisitorBudgetUse(deps.db, row.id, new Date(deps.clock().getTime() - DAY_MS)),
  ]);
  return {
    ...toSummary(row),
    conversationsList: conversations.map((c) => ({
      id: c.id,
      agentId: c.agent_id,
      agentName: c.agent_name,
      channel: c.channel,
      status: c.status,
      startedAt: iso(c.started_at),
      lastMessageAt: iso(c.last_message_at),
      turns: Number(c.turns),
    })),
    leads: leads.map((l) => ({ id: l.id, conversationId: l.conversation_id, name: l.name, email: l.email, phone: l.phone, createdAt: iso(l.created_at) })),
    feedback: feedback.map((f) => ({ runId: f.run_id, conversationId: f.conversation_id, rating: f.rating, comment: f.comment, ratedAt: f.rated_at ? iso(f.rated_at) : null })),
    budgets: budgets.map((b) => {
      const set = readVisitorBudgets(b.budgets);
      return {
        agentId: b.agent_id,
        agentName: b.agent_name,
        messagesLast24h: Number(b.messages),
        messagesPerDayLimit: set.messagesPerVisitorPerDay,
        largestConversationTokens: Number(b.largest),
        tokensPerConversationLimit: set.tokensPerConversation,
        tokensTotal: Number(b.tokens),
      };
    }),
  };
}

/**
 * The owner links two visitors: `otherId` is merged into `visitorId` (its conversations, and so
 * its leads and feedback, and its channel ids move), in one transaction. An unverified hint and
 * a verified visitor are never merged (docs/decisions/0045).
 */
export async function linkVisitors(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string, otherId: string): Promise<VisitorDetail> {
  const project = await requireProject(deps, user, projectId, 'readConversations', 'Visitor');
  const keep = await requireVisitor(deps.db, project.id, visitorId);
  const gone = await findVisitorRow(deps.db, project.id, otherId);
  if (!gone) throw notFound('Visitor');
  await requireProject(deps, user, projectId, 'handleConversations', 'Visitor');
  if (keep.id === gone.id) throw badRequest('visitorId: a visitor cannot be linked to itself.', VISITOR_ERROR_CODES.sameVisitor);
  if (!mayMerge(keep, gone)) {
    throw conflict('visitorId: an unverified visitor (an unsigned identity) cannot be linked to a verified one; only a signed identity proves who they are.', VISITOR_ERROR_CODES.unverifiedIntoVerified);
  }
  await deps.db.transaction(async (tx) => {
    // both rows locked in a fixed order, so two links of the same pair never deadlock
    const locked = await queryRows<{ id: string }>(
      tx as unknown as Db,
      sql`select id from visitors where id in (${keep.id}::uuid, ${gone.id}::uuid) and project_id = ${project.id}::uuid order by id for update`,
    );
    if (locked.length !== 2) throw notFound('Visitor');
    await mergeVisitorRows(tx, keep.id, gone.id);
  });
  return getVisitor(deps, user, projectId, keep.id);
}

/** Deletes the visitor and all of their data; answers what was deleted. */
export async function deleteVisitor(deps: AppDeps, user: SessionUser, projectId: string, visitorId: string): Promise<DeletedVisitor> {
  const project = await requireProject(deps, user, projectId, 'readConversations', 'Visitor');
  await requireVisitor(deps.db, project.id, visitorId);
  await requireProject(deps, user, projectId, 'handleConversations', 'Visitor');
  const deleted = await deleteVisitorEverywhere(deps.db, project.id, visitorId);
  if (deleted.visitors === 0) throw notFound('Visitor');
  return { deleted };
}

async function* csvChunks(deps: AppDeps, filters: VisitorFilters): AsyncGenerator<string> {
  yield CSV_BOM + visitorCsvHeader();
  let after: VisitorPosition | undefined;
  for (;;) {
    const rows = await listVisitorRows(deps.db, filters, EXPORT_PAGE_SIZE, after);
    if (rows.length > 0) yield rows.map((r) => visitorCsvRow(toSummary(r))).join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return;
    after = { lastSeenAt: last.position, id: last.id };
  }
}

/** The project's visitors (with the list's filters) as CSV, read in pages as the stream is consumed. */
export async function exportVisitors(deps: AppDeps, user: SessionUser, projectId: string, query: VisitorsQuery): Promise<{ filename: string; chunks: AsyncGenerator<string> }> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  return { filename: visitorsCsvFilename(deps.clock()), chunks: csvChunks(deps, filtersOf(project.id, query)) };
}
