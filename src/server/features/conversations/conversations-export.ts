import type { CONVERSATIONS_EXPORT_FORMATS, ConversationDetail } from '../../../common/conversations';
import { csvRow } from '../leads/leads-csv';

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

/** The conversation's turns as CSV records (nothing for a conversation without runs). */
export function conversationCsvRows(c: ConversationDetail): string {
  return c.transcript
    .map((turn) =>
      csvRow([
        c.id,
        c.startedAt,
        c.agentName,
        c.version,
        c.channel,
        c.sessionId,
        turn.createdAt,
        turn.userInput,
        turn.agentOutput,
        turn.status,
        String(turn.tokensIn + turn.tokensOut),
        turn.cost.toFixed(6),
        turn.latency === null ? null : String(turn.latency),
        turn.rating,
        turn.ratingComment,
      ]),
    )
    .join('');
}

/** `conversations-YYYY-MM-DD.csv` (or `.json`) for the day of the export (UTC). */
export function conversationsExportFilename(now: Date, format: ConversationsExportFormat): string {
  return `conversations-${now.toISOString().slice(0, 10)}.${format}`;
}
