import { createOpenAiChatModel } from '../openai-chat-model';
import { bearer, parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** OpenAI, or the proxy OPENAI_BASE_URL names; turns run on our streaming Chat Completions client. */
export const openAiAdapter: ProviderAdapter = {
  name: 'OpenAI',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl || OPENAI_BASE_URL)}/models`, headers: bearer(c.apiKey) }),
  parseModels: (body) => parseOpenAiStyleModels(body).filter((m) => /^(gpt-|o\d|chatgpt-)/.test(m.id) && !/(audio|realtime|transcribe|tts|image|search)/.test(m.id)),
  build: async (modelId, c, access, fetch) => {
    const { createOpenAI } = await import('@ai-sdk/openai');
    const openai = createOpenAI({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) });
    return {
      // OpenAI's own parameters only for OpenAI itself; a proxy named by OPENAI_BASE_URL gets the common ones
      chat: createOpenAiChatModel({
        baseUrl: c.baseUrl ?? OPENAI_BASE_URL,
        apiKey: c.apiKey,
        modelId,
        dialect: !c.baseUrl || new URL(c.baseUrl).hostname === 'api.openai.com' ? 'openai' : 'compatible',
        access,
      }),
      model: openai.chat(modelId),
    };
  },
};
