import type { CONVERSATIONS_EXPORT_FORMATS, ConversationDetail } from '../../../common/conversations';
import { csvRow } from '../../platform/csv';

/** One row per turn: the conversation's columns repeated, then the turn's. */
export const CONVERSATION_CSV_COLUMNS = [
  'conversation_id',
  'started_at',
  'agent',
  'version',
  'channel',
  'session_id',
  'turn_at',
  'visitor_message',
  'agent_answer',
  'status',
  'tokens',
  'cost',
  'latency_ms',
  'rating',
  'rating_comment',
] as const;

export type ConversationsExportFormat = (typeof CONVERSATIONS_EXPORT_FORMATS)[number];

export function conversationCsvHeader(): string {
  return csvRow([...CONVERSATION_CSV_COLUMNS]);
}

/**
 * The conversation's turns as CSV records (nothing for a conversation without any), with what
 * was said while a person answered in between, in time order (status person or notice).
 */
export function conversationCsvRows(c: ConversationDetail): string {
  const head = [c.id, c.startedAt, c.agentName, c.version, c.channel, c.sessionId];
  const turns = c.transcript.map((turn) => ({
    at: turn.createdAt,
    row: csvRow([
      ...head,
      turn.createdAt,
      turn.userInput,
      turn.agentOutput,
      turn.status,
      String(turn.tokensIn + turn.tokensOut),
      turn.cost === null ? null : turn.cost.toFixed(6),
      turn.latency === null ? null : String(turn.latency),
      turn.rating,
      turn.ratingComment,
    ]),
  }));
  const people = c.personMessages.map((m) => ({
    at: m.createdAt,
    row: csvRow([...head, m.createdAt, m.role === 'visitor' ? m.text : null, m.role === 'visitor' ? null : m.text, m.role === 'notice' ? 'notice' : 'person', null, null, null, null, null]),
  }));
  return [...turns, ...people]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((r) => r.row)
    .join('');
}

/** `conversations-YYYY-MM-DD.csv` (or `.json`) for the day of the export (UTC). */
export function conversationsExportFilename(now: Date, format: ConversationsExportFormat): string {
  return `conversations-${now.toISOString().slice(0, 10)}.${format}`;
}
