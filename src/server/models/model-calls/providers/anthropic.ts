import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';
/** https://docs.anthropic.com/en/api/versioning */
const ANTHROPIC_VERSION = '2023-06-01';

export const anthropicAdapter: ProviderAdapter = {
  name: 'Anthropic',
  modelsRequest: (c) => ({
    url: `${trimSlash(c.baseUrl || ANTHROPIC_BASE_URL)}/models?limit=1000`,
    headers: { 'x-api-key': c.apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION },
  }),
  parseModels: parseOpenAiStyleModels,
  build: async (modelId, c, _access, fetch) => {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    const model = createAnthropic({ apiKey: c.apiKey ?? '', fetch, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) })(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
