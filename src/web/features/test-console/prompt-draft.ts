import { applySuggestions, type AnalysisSuggestion } from '@common/testing';

/**
 * The console's prompt editor state. draft null means "shows the saved prompt"; saved is true
 * right after a successful save until the prompt is edited again.
 */
export interface PromptDraft {
  draft: string | null;
  /** indices into the current analysis' suggestions, applied in list order */
  applied: number[];
  saved: boolean;
}

export const initialPromptDraft: PromptDraft = { draft: null, applied: [], saved: false };

export type PromptDraftAction =
  | { type: 'edit'; text: string }
  | { type: 'toggleSuggestion'; index: number; suggestions: AnalysisSuggestion[]; savedPrompt: string }
  | { type: 'newAnalysis' }
  | { type: 'tunedUp'; text: string }
  | { type: 'saved' };

export function promptDraftReducer(state: PromptDraft, action: PromptDraftAction): PromptDraft {
  switch (action.type) {
    case 'edit':
      return { ...state, draft: action.text, saved: false };
    case 'toggleSuggestion': {
      const applied = state.applied.includes(action.index)
        ? state.applied.filter((i) => i !== action.index)
        : [...state.applied, action.index].sort((a, b) => a - b);
      // Applied suggestions are appended after the SAVED prompt, so unapplying removes exactly them.
      const draft = applySuggestions(
        action.savedPrompt,
        applied.map((i) => action.suggestions[i]).filter((s): s is AnalysisSuggestion => Boolean(s)),
      );
      return { draft, applied, saved: false };
    }
    case 'newAnalysis':
      return { ...state, applied: [] };
    case 'tunedUp':
      return { draft: action.text, applied: [], saved: false };
    case 'saved':
      return { draft: null, applied: [], saved: true };
  }
}

export function promptValue(state: PromptDraft, savedPrompt: string): string {
  return state.draft ?? savedPrompt;
}
