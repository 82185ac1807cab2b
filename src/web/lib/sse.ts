import { createSseParser } from '@common/sse';
import { apiErrorOf } from './api';
import { readCsrfToken } from './csrf';

export interface SseEvent {
  event: string;
  data: unknown;
}

/** JSON data parsed; any other data as its text. */
function withData({ event, data }: { event: string; data: string }): SseEvent {
  try {
    return { event, data: JSON.parse(data) as unknown };
  } catch {
    return { event, data };
  }
}

/**
 * POSTs JSON (with cookies and the CSRF header) and yields the Server-Sent Events of the answer.
 * A non-2xx answer before the stream starts throws an ApiError like lib/api.ts does.
 */
export async function* postSse(url: string, body: unknown, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  const csrf = readCsrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(url, { method: 'POST', headers, credentials: 'include', body: JSON.stringify(body), signal });
  if (!res.ok || !res.body) throw await apiErrorOf(res);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) yield withData(event);
    }
    for (const event of parser.end()) yield withData(event);
  } finally {
    reader.releaseLock();
  }
}
