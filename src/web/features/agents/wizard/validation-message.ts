import type { FieldError } from 'react-hook-form';
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
