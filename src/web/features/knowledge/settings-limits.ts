import { datasetSettings, type DatasetSettings } from '@common/knowledge';

type NumberField = Exclude<keyof DatasetSettings, 'rerank'>;
export const NUMBER_FIELDS: NumberField[] = ['chunkSize', 'chunkOverlap', 'topK'];

/** Each number field's bounds, read from the shared schema so the form and its messages never drift from it. */
export function settingsLimits(field: NumberField): { min: number; max: number } {
  const shape = datasetSettings.shape[field];
  return { min: shape.minValue ?? 0, max: shape.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/**
 * The i18n key (under knowledge:settings.errors) for a settings field error; the schema's own
 * messages are English, so errors are told apart by their zod code.
 */
export function settingsErrorKey(field: NumberField, code: string | undefined): string {
  if (code === 'invalid_type') return 'wholeNumber';
  if (code === 'custom' && field === 'chunkOverlap') return 'overlapTooLarge';
  return `${field}Range`;
}
