import type { z } from 'zod';
import type { Lead, LeadsPage, leadsQuery } from '../../../common/leads';
import { badRequest, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import type { SessionUser } from '../../platform/session';
import { assertRoleCan, requireProject } from '../../accounts/projects/index';
import { leadCaptured } from './lead-events';
import type { LeadOrigin, LeadValues } from '../../tools/index';
import { CSV_BOM } from '../../platform/csv';
import { leadCsvHeader, leadCsvRow, leadsCsvFilename } from './leads-csv';
import { deleteLeadRow, findMemberLead, insertLeadWithEvent, listLeadFieldKeys, listLeadRows, type LeadFilters, type LeadPosition, type LeadRow } from './queries';

type LeadsQuery = z.output<typeof leadsQuery>;

const EXPORT_PAGE_SIZE = 500;
const DAY_MS = 24 * 3600 * 1000;

/** Stores a lead and, in the same transaction, its lead_converted domain event; leadCaptured's listeners run in that transaction. */
export async function recordLead(deps: AppDeps, origin: LeadOrigin, values: LeadValues): Promise<{ leadId: string }> {
  const { projectId, agentId, agentVersionId, conversationId, sessionId, channel, isTest } = origin;
  const leadId = await insertLeadWithEvent(
    deps.db,
    { projectId, agentId, agentVersionId, conversationId, sessionId, channel, isTest, ...values, createdAt: deps.clock() },
    (id) => ({ leadId: id, agentId, conversationId, sessionId, channel, isTest, ...values }),
    (tx, eventId) => emit({ ...deps, db: tx }, leadCaptured, { eventId }),
  );
  return { leadId };
}

/** A date means the whole day (UTC); a date-time is an instant. */
function filtersOf(projectId: string, query: LeadsQuery): LeadFilters {
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const from = query.from ? new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from) : undefined;
  const before = query.to ? (isDay(query.to) ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : new Date(new Date(query.to).getTime() + 1)) : undefined;
  return { projectId, agentId: query.agentId, from, before };
}

function encodeCursor(row: LeadRow): string {
  return Buffer.from(`${row.position}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): LeadPosition {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid = extra === undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt ?? '') && /^[0-9a-f-]{36}$/i.test(id ?? '');
  if (!valid) throw badRequest('cursor: Invalid cursor; use the nextCursor of the previous page.');
  return { createdAt, id };
}

function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function toLead(row: LeadRow): Lead {
  const { position: _position, createdAt, fields, ...rest } = row;
  return { ...rest, fields: stringFields(fields), createdAt: createdAt.toISOString() };
}

export async function listLeads(deps: AppDeps, user: SessionUser, projectId: string, query: LeadsQuery): Promise<LeadsPage> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listLeadRows(deps.db, filtersOf(project.id, query), query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { leads: page.map(toLead), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

async function* csvChunks(deps: AppDeps, filters: LeadFilters): AsyncGenerator<string> {
  const keys = await listLeadFieldKeys(deps.db, filters);
  yield CSV_BOM + leadCsvHeader(keys);
  let after: LeadPosition | undefined;
  for (;;) {
    const rows = await listLeadRows(deps.db, filters, EXPORT_PAGE_SIZE, after);
    if (rows.length > 0) yield rows.map((r) => leadCsvRow({ ...r, createdAt: r.createdAt.toISOString(), fields: stringFields(r.fields) }, keys)).join('');
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return;
    after = { createdAt: last.position, id: last.id };
  }
}

/** The project's leads as CSV, read in pages of 500 as the stream is consumed; ownership is checked before anything is sent. */
export async function exportLeads(deps: AppDeps, user: SessionUser, projectId: string, query: LeadsQuery): Promise<{ filename: string; chunks: AsyncGenerator<string> }> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  return { filename: leadsCsvFilename(deps.clock()), chunks: csvChunks(deps, filtersOf(project.id, query)) };
}

export async function deleteLead(deps: AppDeps, user: SessionUser, leadId: string): Promise<void> {
  const found = await findMemberLead(deps.db, user.id, leadId);
  if (!found) throw notFound('Lead');
  assertRoleCan(found.role, 'handleConversations');
  await deleteLeadRow(deps.db, found.id);
}
