import type { FieldPath } from 'react-hook-form';
import type { WizardValues } from './form-schema';

export interface WizardStep {
  number: number;
  /** i18n key under wizard:steps.* */
  key: 'basics' | 'model' | 'knowledge' | 'tools' | 'deploy';
  /** fields checked by this step's Next button; a submit error on one of them brings the user back here */
  fields: FieldPath<WizardValues>[];
}

export const WIZARD_STEP_LIST: WizardStep[] = [
  { number: 1, key: 'basics', fields: ['name', 'industry', 'description'] },
  {
    number: 2,
    key: 'model',
    fields: ['defaultLanguage', 'modelProvider', 'modelName', 'modelSettings', 'systemPrompt', 'rules', 'fallbackMessage', 'contextRecallDays'],
  },
  { number: 3, key: 'knowledge', fields: ['websiteUrls'] },
  { number: 4, key: 'tools', fields: ['enabledTools', 'toolConfigs'] },
  { number: 5, key: 'deploy', fields: ['channels', 'starters', 'guardrails', 'status'] },
];

/** The first step holding one of the given error paths (top-level names or dotted paths). */
export function firstStepWithError(paths: string[]): number | null {
  for (const step of WIZARD_STEP_LIST) {
    if (paths.some((p) => step.fields.some((f) => p === f || p.startsWith(`${f}.`) || f.startsWith(`${p}.`)))) {
      return step.number;
    }
  }
  return null;
}
