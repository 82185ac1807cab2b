import { describe, expect, it } from 'vitest';
import type { AnalysisSuggestion } from '@common/testing';
import { initialPromptDraft, promptDraftReducer, promptValue } from './prompt-draft';

const suggestion = (example: string, description = 'The prompt should be kind.'): AnalysisSuggestion => ({
  title: 't',
  description,
  example,
  applicable: true,
});
const suggestions = [suggestion('Always greet the user.'), suggestion('', 'The prompt should cite its sources.')];
const saved = 'You are a helpful assistant.';

describe('promptDraftReducer', () => {
  it('shows the saved prompt until edited', () => {
    expect(promptValue(initialPromptDraft, saved)).toBe(saved);
    const edited = promptDraftReducer(initialPromptDraft, { type: 'edit', text: 'x' });
    expect(promptValue(edited, saved)).toBe('x');
  });

  it('appends applied suggestions after the saved prompt and removes them when unapplied', () => {
    let state = promptDraftReducer(initialPromptDraft, { type: 'toggleSuggestion', index: 1, suggestions, savedPrompt: saved });
    expect(promptValue(state, saved)).toBe(`${saved}\n\ncite its sources.`);
    state = promptDraftReducer(state, { type: 'toggleSuggestion', index: 0, suggestions, savedPrompt: saved });
    expect(promptValue(state, saved)).toBe(`${saved}\n\nAlways greet the user.\n\ncite its sources.`);
    state = promptDraftReducer(state, { type: 'toggleSuggestion', index: 1, suggestions, savedPrompt: saved });
    expect(promptValue(state, saved)).toBe(`${saved}\n\nAlways greet the user.`);
    state = promptDraftReducer(state, { type: 'toggleSuggestion', index: 0, suggestions, savedPrompt: saved });
    expect(promptValue(state, saved)).toBe(saved);
    expect(state.applied).toEqual([]);
  });

  it('keeps "saved" until the prompt is edited again', () => {
    let state = promptDraftReducer({ draft: 'new', applied: [0], saved: false }, { type: 'saved' });
    expect(state).toEqual({ draft: null, applied: [], saved: true });
    state = promptDraftReducer(state, { type: 'edit', text: 'newer' });
    expect(state.saved).toBe(false);
  });

  it('tune-up replaces the editable prompt and resets the saved state', () => {
    const state = promptDraftReducer({ draft: null, applied: [1], saved: true }, { type: 'tunedUp', text: 'tuned' });
    expect(state).toEqual({ draft: 'tuned', applied: [], saved: false });
  });
});
