import { AZURE_DEFAULT_API_VERSION } from '../../../../common/provider-keys';
import { aiSdkChatModel } from '../ai-sdk-chat-model';
import { parseOpenAiStyleModels, trimSlash, type ProviderAdapter } from './provider-adapter';

/**
 * Azure OpenAI's data plane (https://learn.microsoft.com/azure/ai-services/openai/reference):
 * `{endpoint}/openai/deployments/{deployment}/chat/completions?api-version=...` with an `api-key`
 * header. The saved base URL is `https://{resource}.openai.azure.com/openai`; the model is the
 * deployment's name, which the owner chose, so the list (base models) is only a guide.
 */
export const azureAdapter: ProviderAdapter = {
  name: 'Azure OpenAI',
  modelsRequest: (c) => ({
    url: `${trimSlash(c.baseUrl ?? '')}/models?api-version=${encodeURIComponent(c.apiVersion || AZURE_DEFAULT_API_VERSION)}`,
    headers: { 'api-key': c.apiKey ?? '' },
  }),
  parseModels: (body) => parseOpenAiStyleModels(body).map((m) => ({ id: m.id, name: m.id })),
  build: async (modelId, c, _access, fetch) => {
    const { createAzure } = await import('@ai-sdk/azure');
    const azure = createAzure({
      apiKey: c.apiKey ?? '',
      baseURL: trimSlash(c.baseUrl ?? ''),
      apiVersion: c.apiVersion || AZURE_DEFAULT_API_VERSION,
      useDeploymentBasedUrls: true,
      fetch,
    });
    const model = azure.chat(modelId);
    return { chat: aiSdkChatModel(model), model };
  },
};
