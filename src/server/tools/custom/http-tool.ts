import { guardedRequest } from '../../platform/ssrf/guarded-request';
import { openHeaders, secretBox } from '../../platform/secrets';
import type { AppDeps } from '../../platform/deps';
import { readHttpAnswer, TOOL_RESPONSE_MAX_BYTES } from '../http-answer';
import type { FrozenProjectTool } from '../project-tool-snapshot';
import { fillUrlTemplate, withQuery } from './fill-url-template';

function splitQueryArgs(args: Record<string, unknown>, queryArgs: string[]) {
  const query: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) (queryArgs.includes(key) ? query : rest)[key] = value;
  return { query, rest };
}

/** What a project tool's request says about where it comes from (a turn, or the Tools Hub test). */
export type CallContext = Record<string, unknown>;

/**
 * Calls a project tool of type api (method + URL template, remaining arguments as query or JSON
 * body) or webhook (POST of the arguments and the conversation's context).
 */
export async function callHttpTool(deps: AppDeps, tool: FrozenProjectTool, args: Record<string, unknown>, context: CallContext, signal: AbortSignal) {
  const box = secretBox(deps.secret);
  const headers = openHeaders(box, tool.headersEnc);
  let method = tool.method.toUpperCase();
  let url: string;
  let body: string | undefined;
  if (tool.type === 'webhook') {
    method = 'POST';
    url = tool.endpoint;
    body = JSON.stringify({ tool: tool.name, arguments: args, context });
  } else {
    const filled = fillUrlTemplate(tool.endpoint, args);
    const { query, rest } = splitQueryArgs(filled.rest, tool.queryArgs);
    const withSecrets = withQuery(filled.url, { ...query, ...openHeaders(box, tool.queryEnc) });
    if (method === 'GET' || method === 'DELETE') url = withQuery(withSecrets, rest);
    else {
      url = withSecrets;
      body = JSON.stringify(rest);
    }
  }
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await guardedRequest({
    method,
    url,
    headers,
    body,
    access: deps.config.privateUrlAccess,
    timeoutMs: tool.timeout,
    maxResponseBytes: TOOL_RESPONSE_MAX_BYTES,
    signal,
  });
  return readHttpAnswer(response, `The tool "${tool.name}"`);
}
