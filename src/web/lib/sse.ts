import type { ApiErrorBody } from '@common/error-codes';
import { ApiError } from './api';
import { readCsrfToken } from './csrf';

export interface SseEvent {
  event: string;
  data: unknown;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  try {
    return { event, data: JSON.parse(text) as unknown };
  } catch {
    return { event, data: text };
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
  if (!res.ok || !res.body) {
    const text = (await res.text()) || res.statusText;
    let parsed: ApiErrorBody | null = null;
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, parsed, parsed?.message ?? text);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const parsed = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) yield parsed;
        end = buffer.indexOf('\n\n');
      }
    }
    const last = parseBlock(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
