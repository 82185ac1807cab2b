import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardOutput, WizardValues } from './form-schema';

const SAVE_AFTER_MS = 400;
const keyFor = (projectId: string) => `agentforge.agentDraft.${projectId}`;

/**
 * Settings > Preferences > Auto-save: what was typed into a new agent's wizard, kept in this
 * browser until the agent is created. Tool settings stay out: they can hold passwords.
 */
export function readWizardDraft(projectId: string | null): Partial<WizardValues> | null {
  if (!projectId) return null;
  try {
    const raw = localStorage.getItem(keyFor(projectId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<WizardValues>) : null;
  } catch {
    return null;
  }
}

export function clearWizardDraft(projectId: string | null): void {
  try {
    if (projectId) localStorage.removeItem(keyFor(projectId));
  } catch {
    // storage refused: there is nothing to clear
  }
}

/** Saves the form as it is typed (a moment after the last keystroke) while `enabled`. */
export function useWizardDraft(form: UseFormReturn<WizardValues, unknown, WizardOutput>, projectId: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !projectId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { toolConfigs: _secrets, ...kept } = values;
        try {
          localStorage.setItem(keyFor(projectId), JSON.stringify(kept));
        } catch {
          // storage full or refused: the form still works without a draft
        }
      }, SAVE_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, projectId, enabled]);
}
