import { WEBHOOK_NODE_DEFAULT_BODY } from '@common/workflows';

/** The required-fields text split on commas, trimmed, blanks removed. */
export function splitRequiredFields(text: string): string[] {
  return text
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field.length > 0);
}

/** The trigger delay parsed as a whole number of minutes (0 when not a number). */
export function parseDelayMinutes(text: string): number {
  const minutes = Number.parseInt(text, 10);
  return Number.isNaN(minutes) || minutes < 0 ? 0 : minutes;
}

/** A webhook body is stored as an object when the text parses as a JSON object, otherwise as the raw text. */
export function parseWebhookBody(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // not JSON: sent as it is
  }
  return text;
}

/** The text the body field shows: an object pretty-printed, text as it is. */
export function formatWebhookBody(body: unknown): string {
  if (typeof body === 'string') return body;
  return JSON.stringify(body ?? WEBHOOK_NODE_DEFAULT_BODY, null, 2);
}
