import type { z } from 'zod';
import type { ConversationDetail, ConversationSummary, ConversationsPage, PersonMessage, RunListItem, RunsPage, TranscriptTurn, conversationsExportQuery, conversationsQuery, runsQuery } from '../../../common/conversations';
import { ragSource, runStep } from '../../../common/testing';
import { badRequest, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import type { Capability } from '../../../common/members';
import { requireProject } from '../../accounts/projects/index';
import { CSV_BOM } from '../../platform/csv';
import { maskPii, maskRunTranscript } from '../../platform/privacy/pii-mask';
import { projectOwnerSettings } from '../../accounts/settings/index';
import { conversationCsvHeader, conversationCsvRows, conversationsExportFilename, type ConversationsExportFormat } from './conversations-export';
import {
  PREVIEW_FETCH,
  deleteConversationWithRuns,
  findConversationProjectId,
  findConversationRow,
  listConversationRows,
  listRunRows,
  listTranscriptRows,
  type ConversationFilters,
  type ConversationRow,
  type Position,
  type RunRow,
  type TranscriptRow,
  listPersonMessageRows,
} from './queries';

type ListQuery = z.output<typeof conversationsQuery>;
type ExportQuery = z.output<typeof conversationsExportQuery>;
type RunsQuery = z.output<typeof runsQuery>;

const EXPORT_PAGE_SIZE = 500;
const DAY_MS = 24 * 3600 * 1000;
const PREVIEW_LENGTH = PREVIEW_FETCH - 1;

/** A date means the whole day (UTC); a date-time is an instant. */
function filtersOf(projectId: string, query: ExportQuery | ListQuery): ConversationFilters {
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const from = query.from ? new Date(isDay(query.from) ? `${query.from}T00:00:00Z` : query.from) : undefined;
  const before = query.to ? (isDay(query.to) ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : new Date(new Date(query.to).getTime() + 1)) : undefined;
  const { agentId, versionId, channel, status, rating, guardrail } = query;
  return { projectId, agentId, versionId, channel, status, rating, guardrail, from, before, hasLead: query.hasLead === undefined ? undefined : query.hasLead === 'true', q: query.q || undefined };
}

function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid = extra === undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at ?? '') && /^[0-9a-f-]{36}$/i.test(id ?? '');
  if (!valid) throw badRequest('cursor: Invalid cursor; use the nextCursor of the previous page.');
  return { at, id };
}

function clip(text: string | null): string {
  if (!text) return '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

function toSummary(row: ConversationRow): ConversationSummary {
  const { position: _position, startedAt, endedAt, lastMessageAt, visitor, visitorExternalId, visitorName, visitorEmail, visitorVerified, preview, cost, unpricedTurns, turns, tokens, errors, ratingsUp, ratingsDown, ...rest } = row;
  return {
    ...rest,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt?.toISOString() ?? null,
    lastMessageAt: lastMessageAt.toISOString(),
    turns: turns ?? 0,
    tokens: tokens ?? 0,
    cost: Number(cost ?? 0),
    unpricedTurns: unpricedTurns ?? 0,
    errors: errors ?? 0,
    ratingsUp: ratingsUp ?? 0,
    ratingsDown: ratingsDown ?? 0,
    preview: clip(preview),
    visitor: visitor && typeof visitor === 'object' && !Array.isArray(visitor) ? (visitor as Record<string, unknown>) : null,
    identifiedVisitor: visitorExternalId === null ? null : { externalId: visitorExternalId, name: visitorName, email: visitorEmail, verified: visitorVerified === true },
  };
}

/** Stored steps and sources are JSON written by the runtime; anything unreadable is left out rather than failing the transcript. */
function parsedList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The column is free text to the database; the feedback route only ever writes 'up' or 'down'. */
function readRating(value: string | null): TranscriptTurn['rating'] {
  return value === 'up' || value === 'down' ? value : null;
}

function toTurn(row: TranscriptRow): TranscriptTurn {
  return {
    runId: row.runId,
    createdAt: row.createdAt.toISOString(),
    userInput: row.userInput,
    agentOutput: row.agentOutput,
    status: row.status,
    error: row.error,
    deliveryError: row.deliveryError,
    steps: parsedList(runStep, row.steps),
    sources: parsedList(ragSource, row.ragSources),
    tokensIn: row.tokensIn,
    tokensOut: row.tokensOut,
    cost: row.cost === null ? null : Number(row.cost),
    latency: row.latency,
    rating: readRating(row.rating),
    ratingComment: row.ratingComment,
    ratedAt: row.ratedAt?.toISOString() ?? null,
  };
}

function toRun(row: RunRow): RunListItem {
  const { position: _position, createdAt, cost, ...rest } = row;
  return { ...rest, cost: cost === null ? null : Number(cost), createdAt: createdAt.toISOString() };
}

/** The summaries with their transcripts, read in one query for the whole batch. */
async function withTranscripts(deps: AppDeps, rows: ConversationRow[]): Promise<ConversationDetail[]> {
  const turns = new Map<string, TranscriptTurn[]>();
  for (const run of await listTranscriptRows(deps.db, rows.map((r) => r.id))) {
    const key = run.conversationId ?? '';
    const list = turns.get(key) ?? [];
    list.push(toTurn(run));
    turns.set(key, list);
  }
  const messages = new Map<string, PersonMessage[]>();
  for (const m of await listPersonMessageRows(deps.db, rows.map((r) => r.id))) {
    const list = messages.get(m.conversation_id) ?? [];
    list.push({ id: m.id, createdAt: new Date(m.created_at).toISOString(), role: m.role, text: m.body, author: m.author });
    messages.set(m.conversation_id, list);
  }
  return rows.map((r) => ({ ...toSummary(r), transcript: turns.get(r.id) ?? [], personMessages: messages.get(r.id) ?? [] }));
}

export async function listConversations(deps: AppDeps, user: SessionUser, projectId: string, query: ListQuery): Promise<ConversationsPage> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listConversationRows(deps.db, filtersOf(project.id, query), query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { conversations: page.map(toSummary), nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null };
}

/** The conversation when the user is a member of its project whose role allows `need`; 404 for anyone else. */
async function requireConversationRow(deps: AppDeps, user: SessionUser, conversationId: string, need: Capability): Promise<ConversationRow> {
  const projectId = await findConversationProjectId(deps.db, conversationId);
  if (projectId) await requireProject(deps, user, projectId, need, 'Conversation');
  const row = projectId ? await findConversationRow(deps.db, conversationId) : null;
  if (!row) throw notFound('Conversation');
  return row;
}

export async function getConversation(deps: AppDeps, user: SessionUser, conversationId: string): Promise<ConversationDetail> {
  const [detail] = await withTranscripts(deps, [await requireConversationRow(deps, user, conversationId, 'readConversations')]);
  return detail;
}

export async function deleteConversation(deps: AppDeps, user: SessionUser, conversationId: string): Promise<void> {
  const row = await requireConversationRow(deps, user, conversationId, 'handleConversations');
  await deleteConversationWithRuns(deps.db, row.agentId, row.id);
}

/** Batches of conversations with their transcripts, read as the stream is consumed. */
async function* conversationBatches(deps: AppDeps, filters: ConversationFilters): AsyncGenerator<ConversationDetail[]> {
  let after: Position | undefined;
  for (;;) {
    const rows = await listConversationRows(deps.db, filters, EXPORT_PAGE_SIZE, after);
    if (rows.length > 0) yield await withTranscripts(deps, rows);
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return;
    after = { at: last.position, id: last.id };
  }
}

/** Exports honour PII masking even for turns stored before it was switched on. */
async function* maskedBatches(batches: AsyncGenerator<ConversationDetail[]>): AsyncGenerator<ConversationDetail[]> {
  for await (const batch of batches) {
    yield batch.map((c) => ({
      ...c,
      preview: maskPii(c.preview),
      transcript: c.transcript.map((turn, i) => maskRunTranscript(turn, c.transcript.slice(0, i).map((earlier) => earlier.userInput))),
      personMessages: c.personMessages.map((m) => ({ ...m, text: maskPii(m.text) })),
    }));
  }
}

async function* csvChunks(batches: AsyncGenerator<ConversationDetail[]>): AsyncGenerator<string> {
  yield CSV_BOM + conversationCsvHeader();
  for await (const batch of batches) yield batch.map(conversationCsvRows).join('');
}

async function* jsonChunks(batches: AsyncGenerator<ConversationDetail[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const batch of batches) {
    for (const c of batch) {
      yield `${first ? '' : ','}\n${JSON.stringify(c)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

/** The filtered conversations as CSV (a row per turn) or a JSON array; ownership is checked before anything is sent. */
export async function exportConversations(
  deps: AppDeps,
  user: SessionUser,
  projectId: string,
  query: ExportQuery,
): Promise<{ format: ConversationsExportFormat; filename: string; chunks: AsyncGenerator<string> }> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const { piiMasking } = await projectOwnerSettings(deps, project.id);
  const read = conversationBatches(deps, filtersOf(project.id, query));
  const batches = piiMasking ? maskedBatches(read) : read;
  const chunks = query.format === 'json' ? jsonChunks(batches) : csvChunks(batches);
  return { format: query.format, filename: conversationsExportFilename(deps.clock(), query.format), chunks };
}

export async function listRuns(deps: AppDeps, user: SessionUser, projectId: string, query: RunsQuery): Promise<RunsPage> {
  const project = await requireProject(deps, user, projectId, 'readConversations');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listRunRows(deps.db, { projectId: project.id, agentId: query.agentId, channel: query.channel }, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { runs: page.map(toRun), nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null };
}
