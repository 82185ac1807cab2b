import { guardedRequest } from '../../platform/ssrf/guarded-request';
import { openHeaders, secretBox } from '../../platform/secrets';
import { TOOL_TIMEOUT_DEFAULT_MS } from '../../../common/tools';
import { fillUrlTemplate, withQuery } from '../custom/fill-url-template';
import { readHttpAnswer, TOOL_RESPONSE_MAX_BYTES } from '../http-answer';
import { argumentValidator } from '../json-schema';
import type { BuiltInToolType } from '../tool-type';

const NO_PARAMETERS = { type: 'object', properties: {} };
const DEFAULT_DESCRIPTION = "Call the business's configured HTTP API and read its answer.";

/**
 * The owner's configured HTTP request: {placeholders} of the URL filled from the model's
 * arguments, the other arguments sent as the query (GET, DELETE) or as a JSON body.
 */
export const apiCallTool: BuiltInToolType = {
  id: 'api_call',
  enabledKey: 'apiCall',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.apiCall;
    if (!config?.url) return null;
    const template = config.url;
    const parameters = config.parameters ?? NO_PARAMETERS;
    // providers reject tools whose arguments are not an object; the rest of the schema was checked when saved
    if (parameters.type !== 'object') return null;
    const method = config.method ?? 'GET';
    return {
      name: 'api_call',
      description: config.description || DEFAULT_DESCRIPTION,
      parameters,
      validate: argumentValidator(parameters),
      execute: async (args, { signal }) => {
        const filled = fillUrlTemplate(template, args);
        const headers = openHeaders(secretBox(ctx.deps.secret), config.headersEnc);
        const inQuery = method === 'GET' || method === 'DELETE';
        const body = inQuery ? undefined : JSON.stringify(filled.rest);
        if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
        const response = await guardedRequest({
          method,
          url: inQuery ? withQuery(filled.url, filled.rest) : filled.url,
          headers,
          body,
          access: ctx.deps.config.privateUrlAccess,
          timeoutMs: TOOL_TIMEOUT_DEFAULT_MS,
          maxResponseBytes: TOOL_RESPONSE_MAX_BYTES,
          signal,
        });
        return readHttpAnswer(response, 'The API');
      },
    };
  },
};
