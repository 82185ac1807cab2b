import { guardedRequest } from '../../platform/ssrf/guarded-request';
import { openHeaders, secretBox } from '../../platform/secrets';
import { readHttpAnswer, TOOL_RESPONSE_MAX_BYTES } from '../http-answer';
import { SIGNATURE_HEADER, signBody } from '../signature';
import type { BuiltInToolType } from '../tool-type';
import { describeTurn } from '../turn-context';
import { argumentValidator } from '../json-schema';

const PARAMETERS = {
  type: 'object',
  properties: {
    event: { type: 'string', description: 'a short name for what happened, e.g. "order_question" or "callback_requested"' },
    data: { type: 'object', description: 'the details to send, as key/value pairs' },
  },
  required: ['event'],
  additionalProperties: false,
};

/** POSTs the model's arguments and the conversation's context to the owner's endpoint, signed with HMAC-SHA256. */
export const webhookTool: BuiltInToolType = {
  id: 'webhook',
  enabledKey: 'webhook',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.webhook;
    if (!config?.endpoint) return null;
    const endpoint = config.endpoint;
    return {
      name: 'webhook',
      description: "Send information from this conversation to the business's own system (a webhook), e.g. a request the visitor wants recorded or forwarded.",
      parameters: PARAMETERS,
      validate: argumentValidator(PARAMETERS),
      execute: async (args, { signal }) => {
        const box = secretBox(ctx.deps.secret);
        const body = JSON.stringify({ event: args.event, data: args.data ?? {}, context: describeTurn(agent, ctx) });
        const headers: Record<string, string> = { ...openHeaders(box, config.headersEnc), 'content-type': 'application/json' };
        if (config.signingSecretEnc) headers[SIGNATURE_HEADER] = signBody(box.open(config.signingSecretEnc), body, ctx.deps.clock());
        const response = await guardedRequest({
          method: 'POST',
          url: endpoint,
          headers,
          body,
          access: ctx.deps.config.privateUrlAccess,
          timeoutMs: 30000,
          maxResponseBytes: TOOL_RESPONSE_MAX_BYTES,
          signal,
        });
        return readHttpAnswer(response, 'The webhook');
      },
    };
  },
};
