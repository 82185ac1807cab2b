import { z } from 'zod';

/** Unanswered questions: visitors' questions that got no useful answer, rephrasings grouped into one row. */

export const UNANSWERED_PERIODS = ['7d', '30d', '90d'] as const;
export type UnansweredPeriod = (typeof UNANSWERED_PERIODS)[number];
export const UNANSWERED_PERIOD_DAYS: Record<UnansweredPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
/** rows per agent and period, most asked first */
export const UNANSWERED_ROWS_MAX = 200;

/**
 * A knowledge source scoring below this (0-1) does not answer the question: a turn of an agent
 * with knowledge whose best source is below it counts as unanswered.
 */
export const UNANSWERED_SOURCE_SCORE = 0.3;
/**
 * Dice similarity of stemmed content words at which a question joins an existing group: the
 * curated answers' default threshold ("Can I buy a gift card?" joins "Do you sell gift cards?",
 * 0.67; a question sharing half its words with another does not).
 */
export const UNANSWERED_GROUP_SIMILARITY = 0.6;

/**
 * What a model starts a reply with when it cannot answer (asked for in the system prompt): the
 * runtime removes it before anyone sees the reply and records the turn as unanswered.
 */
export const NO_ANSWER_MARKER = '[[no-answer]]';

export const unansweredQuery = z.object({
  period: z.enum(UNANSWERED_PERIODS, { error: `period: use one of ${UNANSWERED_PERIODS.join(', ')}` }).default('7d'),
});

export const unansweredRow = z.object({
  id: z.string(),
  /** the first time it was asked, as the visitor wrote it */
  question: z.string(),
  /** times asked in the period */
  count: z.number().int(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
  channels: z.array(z.string()),
  /** a conversation where it was asked (the latest), null when it has been deleted */
  exampleConversationId: z.string().nullable(),
});
export type UnansweredRow = z.infer<typeof unansweredRow>;

export const unansweredList = z.object({
  items: z.array(unansweredRow),
  /** editors and above add answers and mark rows handled */
  canManage: z.boolean(),
});
export type UnansweredList = z.infer<typeof unansweredList>;

/** The Dashboard's line: questions (groups) asked this week that are still open, and the agent with most. */
export const unansweredSummary = z.object({
  count: z.number().int(),
  topAgentId: z.string().nullable(),
});
export type UnansweredSummary = z.infer<typeof unansweredSummary>;
