import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat';

/**
 * The OpenAI-compatible API (`/v1`): what OpenAI's clients send and read, as far as an agent uses
 * it. Sampling parameters (temperature, max_tokens, tools...) are accepted and ignored: the agent's
 * own settings apply.
 */
export const OPENAI_MESSAGES_MAX = 200;

const textPart = z.object({ type: z.literal('text'), text: z.string() });
export const openaiMessage = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string(), z.array(z.union([textPart, z.looseObject({ type: z.string() })])), z.null()]).optional(),
  name: z.string().max(200).optional(),
});
export type OpenaiMessage = z.infer<typeof openaiMessage>;

export const chatCompletionsBody = z.looseObject({
  /** an agent of the key's project: its id, or its model name from GET /v1/models */
  model: z.string().trim().min(1, { error: 'Required' }).max(200),
  messages: z.array(openaiMessage).min(1, { error: 'At least one message is required' }).max(OPENAI_MESSAGES_MAX),
  stream: z.boolean().nullish(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
  /** the end user: their conversations, rate limits and budgets are theirs (also the X-User-Id header) */
  user: z.string().trim().max(200).optional(),
});
export type ChatCompletionsBody = z.infer<typeof chatCompletionsBody>;

export const chatCompletion = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
      finish_reason: z.enum(['stop', 'length']),
      logprobs: z.null(),
    }),
  ),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() }),
});
export type ChatCompletion = z.infer<typeof chatCompletion>;

export const openaiModel = z.object({ id: z.string(), object: z.literal('model'), created: z.number(), owned_by: z.string() });
export const openaiModelList = z.object({ object: z.literal('list'), data: z.array(openaiModel) });
export type OpenaiModelList = z.infer<typeof openaiModelList>;

/** The longest text a user message may carry, as in the public chat. */
export const OPENAI_CONTENT_MAX = CHAT_MESSAGE_MAX;

/** GET /api/agents/{id}/openai-endpoint: what to type into an OpenAI client for this agent. */
export const openaiEndpoint = z.object({
  /** the client's base URL: {origin}/v1 */
  baseUrl: z.string(),
  /** the agent's model name; null while it has no active version */
  model: z.string().nullable(),
});
export type OpenaiEndpoint = z.infer<typeof openaiEndpoint>;
