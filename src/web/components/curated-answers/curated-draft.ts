import {
  CURATED_ALTERNATIVES_MAX,
  CURATED_ANSWER_MAX,
  CURATED_QUESTION_MAX,
  type CuratedAnswer,
  type CuratedAnswerBody,
} from '@common/curated-answers';
import type { TranscriptTurn } from '@common/conversations';
import type { TimelineEntry } from '@common/inbox';
import { detectQuestionLanguage } from '@common/question-language';

export type CuratedLanguage = CuratedAnswerBody['language'];

/** What the pair editor holds: alternative phrasings as rows, blank rows allowed while typing. */
export interface CuratedDraft {
  question: string;
  alternatives: string[];
  answer: string;
  language: CuratedLanguage;
}

/** What an answer shown elsewhere gives the editor: the visitor's question, the agent's answer, the visitor's complaint. */
export interface CuratedPrefill {
  question: string;
  answer: string;
  /** the visitor's comment on a thumbs-down */
  complaint: string | null;
}

export type DraftProblem = 'required' | 'tooLong' | 'tooMany';
export interface DraftProblems {
  question?: DraftProblem;
  answer?: DraftProblem;
  alternatives?: DraftProblem;
  /** rows over the question limit, by index */
  alternativeRows: number[];
}

const TEST_CASE_NAME_MAX = 60;

export function emptyDraft(language: CuratedLanguage): CuratedDraft {
  return { question: '', alternatives: [], answer: '', language };
}

export function draftFromPair(pair: CuratedAnswer): CuratedDraft {
  return { question: pair.question, alternatives: [...pair.alternatives], answer: pair.answer, language: pair.language };
}

/** A correction starts in the language the visitor asked in (pairs are matched in it); `fallback` when the question does not say. */
export function draftFromPrefill(prefill: CuratedPrefill, fallback: CuratedLanguage): CuratedDraft {
  const detected = detectQuestionLanguage(prefill.question);
  const language = detected === 'spanish' ? 'es' : detected === 'english' ? 'en' : fallback;
  return { ...emptyDraft(language), question: prefill.question.trim().slice(0, CURATED_QUESTION_MAX), answer: prefill.answer.trim().slice(0, CURATED_ANSWER_MAX) };
}

/** The request body: text trimmed, blank alternative rows dropped. */
export function bodyOf(draft: CuratedDraft): Required<CuratedAnswerBody> {
  return {
    question: draft.question.trim(),
    alternatives: draft.alternatives.map((row) => row.trim()).filter(Boolean),
    answer: draft.answer.trim(),
    language: draft.language,
  };
}

/** The same limits the server checks, so the editor says what is wrong before sending. */
export function draftProblems(draft: CuratedDraft): DraftProblems {
  const body = bodyOf(draft);
  const limit = (text: string, max: number): DraftProblem | undefined => (!text ? 'required' : text.length > max ? 'tooLong' : undefined);
  return {
    question: limit(body.question, CURATED_QUESTION_MAX),
    answer: limit(body.answer, CURATED_ANSWER_MAX),
    alternatives: body.alternatives.length > CURATED_ALTERNATIVES_MAX ? 'tooMany' : undefined,
    alternativeRows: draft.alternatives.flatMap((row, i) => (row.trim().length > CURATED_QUESTION_MAX ? [i] : [])),
  };
}

export function hasProblems(problems: DraftProblems): boolean {
  return Boolean(problems.question || problems.answer || problems.alternatives || problems.alternativeRows.length > 0);
}

/** A test case's name: the question, shortened. */
export function testCaseNameFor(question: string): string {
  const text = question.trim().replace(/\s+/g, ' ');
  return text.length > TEST_CASE_NAME_MAX ? `${text.slice(0, TEST_CASE_NAME_MAX - 1)}…` : text;
}

/**
 * The Inbox's prefill for one of the agent's messages: the visitor's last message before it (the
 * question it answered); null when the agent spoke first (a greeting answers no question).
 */
export function prefillFromTimeline(timeline: TimelineEntry[], agentEntryId: string): CuratedPrefill | null {
  const at = timeline.findIndex((entry) => entry.id === agentEntryId);
  if (at < 0 || timeline[at].role !== 'agent') return null;
  for (let i = at - 1; i >= 0; i--) {
    const entry = timeline[i];
    if (entry.role === 'visitor') return { question: entry.text, answer: timeline[at].text, complaint: null };
    // a person answered in between: the agent's message does not answer that visitor message
    if (entry.role === 'operator') return null;
  }
  return null;
}

/** A transcript turn's prefill: its question and answer, and the visitor's comment when they gave it a thumbs-down. */
export function prefillFromTurn(turn: Pick<TranscriptTurn, 'userInput' | 'agentOutput' | 'rating' | 'ratingComment'>): CuratedPrefill {
  return { question: turn.userInput, answer: turn.agentOutput ?? '', complaint: turn.rating === 'down' ? turn.ratingComment : null };
}
