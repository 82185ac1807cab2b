import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { bearer, parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

const GROQ_BASE_URL = 'https://api.groq.com/openai/v1';

/** https://console.groq.com/docs/models, a Bearer key. */
export const groqAdapter: ProviderAdapter = {
  name: 'Groq',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl || GROQ_BASE_URL)}/models`, headers: bearer(c.apiKey) }),
  parseModels: (body) => parseOpenAiStyleModels(body).filter((m) => !/whisper|tts|guard/.test(m.id)).map((m) => ({ id: m.id, name: m.id })),
  build: async (modelId, c, _access, fetch) => {
    const { createGroq } = await import('@ai-sdk/groq');
    const model = createGroq({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: trimSlash(c.baseUrl) } : {}) })(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
