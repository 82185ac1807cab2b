import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { guardedRequest } from '../../platform/ssrf/guarded-request';
import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';

/** An MCP answer larger than this is cut (and then fails to parse, which the caller reports). */
const MCP_RESPONSE_MAX_BYTES = 2 * 1024 * 1024;

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/**
 * The fetch the MCP SDK's Streamable HTTP transport uses: every request goes through the SSRF
 * guard. Answers are read whole (a POST's event stream ends with its response); the optional
 * standalone GET stream for server-initiated messages is declined with 405, as the protocol
 * allows, because a tool call needs none.
 */
export function guardedMcpFetch(access: PrivateAccess, timeoutMs: number): FetchLike {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET') return new Response(null, { status: 405 });
    const answer = await guardedRequest({
      method,
      url: String(input),
      headers: headerRecord(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      access,
      timeoutMs,
      maxResponseBytes: MCP_RESPONSE_MAX_BYTES,
      signal: init?.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const empty = answer.status === 204 || answer.status === 304 || answer.status === 202;
    return new Response(empty ? null : answer.body, { status: answer.status, headers });
  };
}
