import type { OutboundResponse } from '../platform/ssrf/guarded-request';

/** the most of a response body a tool hands on */
export const TOOL_RESPONSE_MAX_BYTES = 64 * 1024;

/** A tool's reading of an HTTP answer: 2xx gives { status, body } (JSON parsed when it is JSON); anything else fails the call. */
export function readHttpAnswer(response: OutboundResponse, what: string): { status: number; body: unknown; truncated?: true } {
  if (response.status < 200 || response.status >= 300) {
    const detail = response.body.trim().slice(0, 300);
    throw new Error(`${what} answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  let body: unknown = response.body;
  const type = String(response.headers['content-type'] ?? '');
  if (!response.truncated && (type.includes('json') || /^\s*[[{]/.test(response.body))) {
    try {
      body = JSON.parse(response.body);
    } catch {
      body = response.body;
    }
  }
  return response.truncated ? { status: response.status, body, truncated: true } : { status: response.status, body };
}
