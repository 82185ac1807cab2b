import { z } from 'zod';

/** Curated answers: question -> answer pairs an owner writes once; matched before the model answers. */
export const CURATED_PAIRS_MAX = 2000;
export const CURATED_QUESTION_MAX = 500;
export const CURATED_ALTERNATIVES_MAX = 10;
export const CURATED_ANSWER_MAX = 4000;
/** The default similarity (0-1) a visitor's question needs; set on the retrieval evaluation. */
export const CURATED_THRESHOLD_DEFAULT = 0.6;

export const curatedLanguage = z.enum(['en', 'es']);
/** reply: the curated answer is the reply (no model call); guide: the pair is the model's top source */
export const curatedMode = z.enum(['reply', 'guide']);
export type CuratedMode = z.infer<typeof curatedMode>;

const question = z
  .string()
  .trim()
  .min(1, { error: 'Required' })
  .max(CURATED_QUESTION_MAX, { error: `A question can be at most ${CURATED_QUESTION_MAX} characters` });

export const curatedAnswerBody = z.object({
  question,
  alternatives: z
    .array(question)
    .max(CURATED_ALTERNATIVES_MAX, { error: `At most ${CURATED_ALTERNATIVES_MAX} alternative phrasings` })
    .default([]),
  answer: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(CURATED_ANSWER_MAX, { error: `An answer can be at most ${CURATED_ANSWER_MAX} characters` }),
  language: curatedLanguage,
});
export type CuratedAnswerBody = z.input<typeof curatedAnswerBody>;

export const curatedAnswer = z.object({
  id: z.string(),
  agentId: z.string(),
  question: z.string(),
  alternatives: z.array(z.string()),
  answer: z.string(),
  language: curatedLanguage,
  /** how many turns it answered or guided, and when last */
  uses: z.number(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CuratedAnswer = z.infer<typeof curatedAnswer>;

export const curatedSettings = z.object({
  mode: curatedMode,
  threshold: z.number().min(0.3, { error: 'The threshold must be between 0.3 and 1' }).max(1, { error: 'The threshold must be between 0.3 and 1' }),
  /** operators may add pairs from the Inbox */
  operatorsMayAdd: z.boolean(),
});
export type CuratedSettings = z.infer<typeof curatedSettings>;

export const curatedAnswerList = z.object({
  items: z.array(curatedAnswer),
  total: z.number(),
  settings: curatedSettings,
  /** what the caller may do: edit (editors and above), add (editors, or operators when allowed) */
  canEdit: z.boolean(),
  canAdd: z.boolean(),
});
export type CuratedAnswerList = z.infer<typeof curatedAnswerList>;

export const curatedImportReply = z.object({ imported: z.number() });

/** The run step a match records: which pair and how close. */
export const curatedMatchStep = z.object({ pairId: z.string(), score: z.number(), mode: curatedMode });
