import { bearer, trimSlash, type ListedModel, type ProviderAdapter } from './provider-adapter';
import { buildCompatible } from './openai-compatible';

const OLLAMA_BASE_URL = 'http://localhost:11434';

/** The server's root: a base URL saved as …/v1 (Ollama's OpenAI-compatible path) works too. */
const rootOf = (baseUrl: string | undefined) => trimSlash(baseUrl || OLLAMA_BASE_URL).replace(/\/v1$/, '');

/**
 * Ollama: its own list (GET /api/tags, https://github.com/ollama/ollama/blob/main/docs/api.md) and
 * its OpenAI-compatible chat at /v1. A key is optional, for an Ollama behind an authenticating proxy.
 */
export const ollamaAdapter: ProviderAdapter = {
  name: 'Ollama',
  modelsRequest: (c) => ({ url: `${rootOf(c.baseUrl)}/api/tags`, headers: bearer(c.apiKey) }),
  parseModels: (body) => {
    const models = (body as { models?: unknown } | null)?.models;
    if (!Array.isArray(models)) return [];
    return models
      .map((m: { name?: unknown; model?: unknown }): ListedModel => {
        const id = typeof m.model === 'string' ? m.model : typeof m.name === 'string' ? m.name : '';
        return { id, name: typeof m.name === 'string' ? m.name : id };
      })
      .filter((m) => m.id);
  },
  build: (modelId, c, access, fetch) => buildCompatible(modelId, `${rootOf(c.baseUrl)}/v1`, c, access, fetch),
};
