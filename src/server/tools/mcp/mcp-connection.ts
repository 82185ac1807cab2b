import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { OutboundError } from '../../platform/ssrf/guarded-request';
import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import { guardedMcpFetch } from './guarded-mcp-fetch';
import { loadMcpClientSdk, mcpHttpStatus } from './mcp-client-sdk';

export interface McpTarget {
  url: string;
  /** opened header values */
  headers: Record<string, string>;
  access: PrivateAccess;
  timeoutMs: number;
}

/** A failure talking to an MCP server, in words the owner can act on. */
export class McpServerError extends Error {
  override name = 'McpServerError';
}

export function readable(err: unknown, url: string): McpServerError {
  if (err instanceof McpServerError) return err;
  if (err instanceof OutboundError) return new McpServerError(`The MCP server could not be reached: ${err.message}.`);
  const status = mcpHttpStatus(err);
  if (status === 401 || status === 403) {
    return new McpServerError(`The MCP server refused the request (HTTP ${status}): check the headers (for example Authorization).`);
  }
  if (status !== undefined && status > 0) {
    return new McpServerError(`The MCP server answered HTTP ${status}: is ${url} its Streamable HTTP address?`);
  }
  const message = (err instanceof Error ? err.message : String(err)).replace(/^Streamable HTTP error: /, '');
  // the SDK reports a malformed JSON-RPC answer as a dump of its schema errors: not for people
  const detail = message.trimStart().startsWith('[') || message.trimStart().startsWith('{') ? 'its answer is not an MCP message' : message.slice(0, 300);
  return new McpServerError(`${url} did not answer as an MCP server (Streamable HTTP): ${detail}.`);
}

/** A connected client: the session is open (initialize answered) when this resolves. */
export async function openMcpClient(target: McpTarget): Promise<Client> {
  const { Client, StreamableHTTPClientTransport } = await loadMcpClientSdk();
  const client = new Client({ name: 'AgentForge', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    fetch: guardedMcpFetch(target.access, target.timeoutMs),
    requestInit: { headers: target.headers },
  });
  try {
    await client.connect(transport, { timeout: target.timeoutMs });
    return client;
  } catch (err) {
    await client.close().catch(() => undefined);
    throw readable(err, target.url);
  }
}

/** Opens a session with the server, runs `work`, and closes the session; errors become McpServerError. */
export async function withMcpClient<T>(target: McpTarget, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await openMcpClient(target);
  try {
    return await work(client);
  } catch (err) {
    throw readable(err, target.url);
  } finally {
    await client.close().catch(() => undefined);
  }
}
