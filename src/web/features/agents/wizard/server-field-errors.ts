import type { ApiErrorBody } from '@common/error-codes';

export type ServerFieldError = { path: string; message: string };

/**
 * The fields a failed save names. Validation errors list them; the tool checks run on save
 * (blocked address, invalid JSON Schema) name one at the start of the message instead,
 * e.g. 'toolConfigs.webhook.endpoint: private addresses are not allowed'.
 */
export function serverFieldErrors(body: ApiErrorBody | null | undefined): ServerFieldError[] {
  if (!body) return [];
  if (body.fields?.length) return body.fields;
  const match = /^(toolConfigs\.[A-Za-z]+\.[A-Za-z]+)(\/[^:]*)?: (.+)$/s.exec(body.message ?? '');
  if (!match) return [];
  const [, path, pointer, message] = match;
  return [{ path, message: pointer ? `${pointer}: ${message}` : message }];
}
