import { createOpenAiChatModel } from '../openai-chat-model';
import { bearer, parseOpenAiStyleModels, trimSlash, type AdapterCredentials, type ProviderAdapter } from './provider-adapter';
import type { PrivateAccess } from '../../../platform/ssrf/ssrf-guard';

/** A Chat Completions endpoint at `baseUrl` (…/v1): our streaming client for turns, the AI SDK for structured calls. */
export async function buildCompatible(modelId: string, baseUrl: string, c: AdapterCredentials, access: PrivateAccess, fetch: typeof globalThis.fetch) {
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const compatible = createOpenAICompatible({ name: 'openai-compatible', baseURL: baseUrl, ...(c.apiKey ? { apiKey: c.apiKey } : {}), includeUsage: true, fetch });
  return {
    chat: createOpenAiChatModel({ baseUrl, apiKey: c.apiKey, modelId, dialect: 'compatible', access }),
    model: compatible.chatModel(modelId),
  };
}

/** Any server that speaks the OpenAI API (vLLM, LM Studio, OpenRouter...). */
export const openAiCompatibleAdapter: ProviderAdapter = {
  name: 'The OpenAI-compatible endpoint',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl ?? '')}/models`, headers: bearer(c.apiKey) }),
  parseModels: parseOpenAiStyleModels,
  build: (modelId, c, access, fetch) => buildCompatible(modelId, trimSlash(c.baseUrl ?? ''), c, access, fetch),
};
