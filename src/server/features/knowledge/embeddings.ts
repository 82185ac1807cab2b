import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embed, embedMany, type EmbeddingModel } from 'ai';
import type { AppDeps } from '../../platform/deps';
import { createGuardedFetch } from '../../platform/ssrf/guarded-fetch';
import { resolveCredentials } from '../provider-keys/service';

export const OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';

export interface Embedder {
  /** recorded beside each vector: vectors of different models are never compared */
  id: string;
  embedDocuments: (texts: string[]) => Promise<number[][]>;
  embedQuery: (text: string) => Promise<number[]>;
}

/**
 * The project's embedding model: its OpenAI key (text-embedding-3-small), else its
 * OpenAI-compatible endpoint when EMBEDDING_MODEL names a model there. Null when the database
 * has no pgvector or no provider is configured: retrieval is then full-text only.
 */
export async function resolveEmbedder(deps: AppDeps, projectId: string): Promise<Embedder | null> {
  if (!deps.vectorSearch) return null;
  const fetch = createGuardedFetch(deps.config.privateUrlAccess);
  const openai = await resolveCredentials(deps, projectId, 'openai');
  if (openai?.apiKey) {
    const modelId = deps.config.EMBEDDING_MODEL ?? OPENAI_EMBEDDING_MODEL;
    const provider = createOpenAI({ apiKey: openai.apiKey, fetch, ...(openai.baseUrl ? { baseURL: openai.baseUrl } : {}) });
    return embedderFor(`openai:${modelId}`, provider.embedding(modelId));
  }
  const compatible = await resolveCredentials(deps, projectId, 'openai_compatible');
  if (compatible?.baseUrl && deps.config.EMBEDDING_MODEL) {
    const provider = createOpenAICompatible({ name: 'openai-compatible', baseURL: compatible.baseUrl, fetch, ...(compatible.apiKey ? { apiKey: compatible.apiKey } : {}) });
    return embedderFor(`compatible:${deps.config.EMBEDDING_MODEL}`, provider.embeddingModel(deps.config.EMBEDDING_MODEL));
  }
  return null;
}

function embedderFor(id: string, model: EmbeddingModel): Embedder {
  return {
    id,
    embedDocuments: async (texts) => (await embedMany({ model, values: texts, maxRetries: 2, maxParallelCalls: 2 })).embeddings,
    embedQuery: async (text) => (await embed({ model, value: text, maxRetries: 0, abortSignal: AbortSignal.timeout(10_000) })).embedding,
  };
}
