import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { bearer, parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

const DEEPSEEK_BASE_URL = 'https://api.deepseek.com';

/** https://api-docs.deepseek.com/api/list-models, a Bearer key. */
export const deepSeekAdapter: ProviderAdapter = {
  name: 'DeepSeek',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl || DEEPSEEK_BASE_URL)}/models`, headers: bearer(c.apiKey) }),
  parseModels: (body) => parseOpenAiStyleModels(body).map((m) => ({ id: m.id, name: m.id })),
  build: async (modelId, c, _access, fetch) => {
    const { createDeepSeek } = await import('@ai-sdk/deepseek');
    const model = createDeepSeek({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: trimSlash(c.baseUrl) } : {}) })(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
