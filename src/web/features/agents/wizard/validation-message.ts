import type { FieldError } from 'react-hook-form';
import { agentInput, modelSettings } from '@common/agents';
import { WIZARD_MESSAGES } from './form-schema';

/** The agent schema's messages are English; these map them to wizard:validation.* keys. */
const BY_MESSAGE: Record<string, string> = {
  Required: 'required',
  'Invalid URL': 'invalidUrl',
  'Invalid email': 'invalidEmail',
  'URL must start with http:// or https://': 'urlScheme',
  'Invalid header name': 'headerName',
  'Use HH:MM': 'clockTime',
  'Use lower-case letters, digits and _': 'leadKey',
  'Pick at least one day': 'workingDays',
  [WIZARD_MESSAGES.invalidJson]: 'invalidJson',
  [WIZARD_MESSAGES.jsonObject]: 'jsonObject',
  [WIZARD_MESSAGES.recipientsNeeded]: 'recipientsNeeded',
  [WIZARD_MESSAGES.workdayOrder]: 'workdayOrder',
  [WIZARD_MESSAGES.duplicateKey]: 'duplicateKey',
  [WIZARD_MESSAGES.timeZone]: 'timeZone',
};

/** A translation key for a field error, or null to show the schema's own message. */
export function validationKey(error: Pick<FieldError, 'type' | 'message'>): string | null {
  const message = error.message ?? '';
  if (BY_MESSAGE[message]) return BY_MESSAGE[message];
  if (/received NaN|expected number/i.test(message) && error.type === 'invalid_type') return 'number';
  if (error.type === 'too_big') return /string|characters/i.test(message) ? 'tooLong' : 'tooLarge';
  if (error.type === 'too_small') return /string|characters/i.test(message) ? 'required' : 'tooSmall';
  return null;
}

/**
 * The bound a too_big / too_small message names: zod's own ("expected string to have <=2000
 * characters") or the agent schema's ("can be at most 1000 characters").
 */
export function validationBound(message: string | undefined): number | null {
  const match = /(?:[<>]=?|\bat (?:most|least))\s*(-?\d+(?:\.\d+)?)/i.exec(message ?? '');
  return match ? Number(match[1]) : null;
}

const rangeOf = (schema: { unwrap: () => { minValue: number | null; maxValue: number | null } }) => {
  const inner = schema.unwrap();
  return inner.minValue !== null && inner.maxValue !== null ? { min: inner.minValue, max: inner.maxValue } : null;
};

/** Number fields with both bounds, whose messages say "between 0 and 1" rather than one side. */
const RANGES: Record<string, { min: number; max: number } | null> = {
  'modelSettings.temperature': rangeOf(modelSettings.shape.temperature),
  'modelSettings.topP': rangeOf(modelSettings.shape.topP),
  'modelSettings.maxTokens': rangeOf(modelSettings.shape.maxTokens),
  contextRecallDays: rangeOf(agentInput.shape.contextRecallDays),
};

/**
 * The translation key and its values for a field error: limits are named ("At most 2,000
 * characters", "Between 0 and 1"), formatted for the reader's language.
 */
export function validationMessage(
  name: string,
  error: Pick<FieldError, 'type' | 'message'>,
  language: string,
): { key: string; values: Record<string, string> } | null {
  const key = validationKey(error);
  if (!key) return null;
  const format = (n: number) => new Intl.NumberFormat(language).format(n);
  const range = RANGES[name];
  if (range && (key === 'tooLarge' || key === 'tooSmall')) return { key: 'between', values: { min: format(range.min), max: format(range.max) } };
  const bound = validationBound(error.message);
  if (bound === null || !['tooLong', 'tooLarge', 'tooSmall'].includes(key)) return { key, values: {} };
  return key === 'tooSmall' ? { key, values: { min: format(bound) } } : { key, values: { max: format(bound) } };
}
