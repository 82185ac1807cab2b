import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { trimSlash, type ListedModel, type ProviderAdapter } from './provider-adapter';

const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

interface GeminiModel {
  name?: unknown;
  displayName?: unknown;
  supportedGenerationMethods?: unknown;
}

/** Gemini API: https://ai.google.dev/api/models#method:-models.list, the key in x-goog-api-key. */
export const googleAdapter: ProviderAdapter = {
  name: 'Google Gemini',
  modelsRequest: (c) => ({ url: `${trimSlash(c.baseUrl || GEMINI_BASE_URL)}/models?pageSize=1000`, headers: { 'x-goog-api-key': c.apiKey ?? '' } }),
  parseModels: (body) => {
    const models = (body as { models?: unknown } | null)?.models;
    if (!Array.isArray(models)) return [];
    return models
      .filter((m: GeminiModel) => Array.isArray(m.supportedGenerationMethods) && m.supportedGenerationMethods.includes('generateContent'))
      .map((m: GeminiModel): ListedModel => {
        const id = typeof m.name === 'string' ? m.name.replace(/^models\//, '') : '';
        return { id, name: typeof m.displayName === 'string' ? m.displayName : id };
      })
      .filter((m) => m.id);
  },
  build: async (modelId, c, _access, fetch) => {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    const model = createGoogleGenerativeAI({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: trimSlash(c.baseUrl) } : {}) })(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
