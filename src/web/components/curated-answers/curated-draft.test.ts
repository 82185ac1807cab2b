import { describe, expect, it } from 'vitest';
import { CURATED_ALTERNATIVES_MAX, CURATED_ANSWER_MAX, CURATED_QUESTION_MAX } from '@common/curated-answers';
import type { TimelineEntry } from '@common/inbox';
import { bodyOf, draftFromPrefill, draftProblems, emptyDraft, hasProblems, prefillFromTimeline, prefillFromTurn, testCaseNameFor } from './curated-draft';

const entry = (id: string, role: TimelineEntry['role'], text: string): TimelineEntry => ({ id, at: '2026-01-01T00:00:00.000Z', role, text, author: null, notSent: null });

describe('prefillFromTimeline', () => {
  const timeline = [
    entry('g', 'agent', 'Hello! How can I help?'),
    entry('v1', 'visitor', 'When do you open?'),
    entry('a1', 'agent', 'We open at 8.'),
    entry('v2', 'visitor', 'And on Sundays?'),
    entry('n', 'notice', 'A person joined'),
    entry('a2', 'agent', 'Closed on Sundays.'),
    entry('v3', 'visitor', 'Thanks'),
    entry('o', 'operator', 'You are welcome'),
    entry('a3', 'agent', 'Anything else?'),
  ];

  it('pairs an agent message with the visitor message before it, across notices', () => {
    expect(prefillFromTimeline(timeline, 'a1')).toEqual({ question: 'When do you open?', answer: 'We open at 8.', complaint: null });
    expect(prefillFromTimeline(timeline, 'a2')).toEqual({ question: 'And on Sundays?', answer: 'Closed on Sundays.', complaint: null });
  });

  it('has nothing for a greeting, a message after a person answered, or an entry that is not the agent', () => {
    expect(prefillFromTimeline(timeline, 'g')).toBeNull();
    expect(prefillFromTimeline(timeline, 'a3')).toBeNull();
    expect(prefillFromTimeline(timeline, 'v1')).toBeNull();
    expect(prefillFromTimeline(timeline, 'missing')).toBeNull();
  });
});

describe('prefillFromTurn', () => {
  const turn = { userInput: 'Do you ship to Chile?', agentOutput: 'Yes.', rating: null, ratingComment: null };
  it('carries the comment of a thumbs-down only', () => {
    expect(prefillFromTurn({ ...turn, rating: 'down', ratingComment: 'Shipping costs are missing' }).complaint).toBe('Shipping costs are missing');
    expect(prefillFromTurn({ ...turn, rating: 'up', ratingComment: 'Great' }).complaint).toBeNull();
    expect(prefillFromTurn(turn)).toEqual({ question: 'Do you ship to Chile?', answer: 'Yes.', complaint: null });
  });
  it('leaves the answer empty when the agent gave none', () => {
    expect(prefillFromTurn({ ...turn, agentOutput: null }).answer).toBe('');
  });
});

describe('the draft', () => {
  it('trims the text and drops blank phrasings', () => {
    const body = bodyOf({ question: '  Hours? ', alternatives: [' When open ', '', '  '], answer: ' 8 to 5 ', language: 'en' });
    expect(body).toEqual({ question: 'Hours?', alternatives: ['When open'], answer: '8 to 5', language: 'en' });
  });

  it('starts a correction in the language of the question, else in the fallback', () => {
    const draft = (question: string) => draftFromPrefill({ question, answer: 'a', complaint: null }, 'en').language;
    expect(draft('¿Cuándo abren los domingos?')).toBe('es');
    expect(draft('When do you open on Sundays?')).toBe('en');
    expect(draftFromPrefill({ question: 'Sundays?', answer: 'a', complaint: null }, 'es').language).toBe('es');
  });

  it('cuts a prefill that is longer than the limits', () => {
    const draft = draftFromPrefill({ question: 'q'.repeat(CURATED_QUESTION_MAX + 5), answer: 'a'.repeat(CURATED_ANSWER_MAX + 5), complaint: null }, 'es');
    expect(draft.question).toHaveLength(CURATED_QUESTION_MAX);
    expect(draft.answer).toHaveLength(CURATED_ANSWER_MAX);
    expect(draft.language).toBe('es');
  });

  it('names what is missing or too long, as the server would', () => {
    expect(draftProblems(emptyDraft('en'))).toMatchObject({ question: 'required', answer: 'required' });
    const long = draftProblems({
      question: 'q'.repeat(CURATED_QUESTION_MAX + 1),
      alternatives: ['fine', 'x'.repeat(CURATED_QUESTION_MAX + 1)],
      answer: 'a'.repeat(CURATED_ANSWER_MAX + 1),
      language: 'en',
    });
    expect(long).toEqual({ question: 'tooLong', answer: 'tooLong', alternatives: undefined, alternativeRows: [1] });
    const many = draftProblems({ question: 'q', alternatives: Array.from({ length: CURATED_ALTERNATIVES_MAX + 1 }, (_, i) => `p${i}`), answer: 'a', language: 'en' });
    expect(many.alternatives).toBe('tooMany');
    expect(hasProblems(draftProblems({ question: 'q', alternatives: [], answer: 'a', language: 'en' }))).toBe(false);
  });
});

describe('testCaseNameFor', () => {
  it('keeps a short question and shortens a long one', () => {
    expect(testCaseNameFor('  What are   your hours? ')).toBe('What are your hours?');
    const name = testCaseNameFor('word '.repeat(40));
    expect(name.length).toBe(60);
    expect(name.endsWith('…')).toBe(true);
  });
});
