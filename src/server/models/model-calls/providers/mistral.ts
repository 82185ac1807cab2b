import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { bearer, parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

const MISTRAL_BASE_URL = 'https://api.mistral.ai/v1';

/** La Plateforme: https://docs.mistral.ai/api/#tag/models, a Bearer key. */
export const mistralAdapter: ProviderAdapter = {
  name: 'Mistral',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl || MISTRAL_BASE_URL)}/models`, headers: bearer(c.apiKey) }),
  parseModels: (body) =>
    parseOpenAiStyleModels(body)
      .filter((m) => !/embed|moderation|ocr/.test(m.id))
      // Mistral's list names every model "name" by its id; the id reads better than a duplicate
      .map((m) => ({ id: m.id, name: m.id })),
  build: async (modelId, c, _access, fetch) => {
    const { createMistral } = await import('@ai-sdk/mistral');
    const model = createMistral({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: trimSlash(c.baseUrl) } : {}) })(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
