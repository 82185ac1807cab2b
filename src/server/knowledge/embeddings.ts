import { embed, embedMany, type EmbeddingModel } from 'ai';
import { OPENAI_EMBEDDING_MODEL, type EmbeddingProvider, type FullTextReason } from '../../common/embeddings';
import type { AppDeps } from '../platform/deps';
import { createGuardedFetch } from '../platform/ssrf/guarded-fetch';
import { resolveCredentials, urlAccessFor, type ProviderCredentials } from '../models/provider-keys/index';
import { findEmbeddingChoice } from './embedding-queries';

export type ActiveProvider = Exclude<EmbeddingProvider, 'none'>;

export interface Embedder {
  /** recorded beside each vector (provider:model): vectors of different models are never compared */
  id: string;
  provider: ActiveProvider;
  model: string;
  embedDocuments: (texts: string[]) => Promise<number[][]>;
  embedQuery: (text: string) => Promise<number[]>;
}

export type EmbedderResolution = { embedder: Embedder; reason: null } | { embedder: null; reason: Extract<FullTextReason, 'no_vector_extension' | 'no_embedding_provider' | 'provider_key_missing'> };

/**
 * The project's embedding model: the provider and model chosen in Settings, with the project's key
 * for that provider (Settings > API Keys). A project that has not chosen keeps the server's
 * default: its OpenAI key (text-embedding-3-small, or EMBEDDING_MODEL), else its OpenAI-compatible
 * endpoint when EMBEDDING_MODEL names a model there. Without pgvector retrieval is full-text only.
 */
export async function resolveEmbedding(deps: AppDeps, projectId: string): Promise<EmbedderResolution> {
  if (!deps.vectorSearch) return { embedder: null, reason: 'no_vector_extension' };
  const chosen = await findEmbeddingChoice(deps.db, projectId);
  if (chosen) {
    if (chosen.provider === 'none') return { embedder: null, reason: 'no_embedding_provider' };
    const embedder = chosen.model ? await embedderOf(deps, projectId, chosen.provider, chosen.model) : null;
    return embedder ? { embedder, reason: null } : { embedder: null, reason: 'provider_key_missing' };
  }
  const model = deps.config.EMBEDDING_MODEL;
  const embedder = (await embedderOf(deps, projectId, 'openai', model ?? OPENAI_EMBEDDING_MODEL)) ?? (model ? await embedderOf(deps, projectId, 'openai_compatible', model) : null);
  return embedder ? { embedder, reason: null } : { embedder: null, reason: 'no_embedding_provider' };
}

export async function resolveEmbedder(deps: AppDeps, projectId: string): Promise<Embedder | null> {
  return (await resolveEmbedding(deps, projectId)).embedder;
}

/** An embedder for a provider and model with the project's key for it; null when the project has none. */
export async function embedderOf(deps: AppDeps, projectId: string, provider: ActiveProvider, model: string): Promise<Embedder | null> {
  const creds = await resolveCredentials(deps, projectId, provider);
  return creds ? await embedderFrom(deps, creds, provider, model) : null;
}

/** The provider's SDK is imported on first use, as the chat models' are. */
async function embedderFrom(deps: AppDeps, creds: ProviderCredentials, provider: ActiveProvider, model: string): Promise<Embedder | null> {
  const fetch = createGuardedFetch(urlAccessFor(deps, creds));
  if (provider === 'openai') {
    if (!creds.apiKey) return null;
    const { createOpenAI } = await import('@ai-sdk/openai');
    const openai = createOpenAI({ apiKey: creds.apiKey, fetch, ...(creds.baseUrl ? { baseURL: creds.baseUrl } : {}) });
    return embedderFor(`openai:${model}`, provider, model, openai.embedding(model));
  }
  if (!creds.baseUrl) return null;
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const compatible = createOpenAICompatible({ name: 'openai-compatible', baseURL: creds.baseUrl, fetch, ...(creds.apiKey ? { apiKey: creds.apiKey } : {}) });
  return embedderFor(`compatible:${model}`, provider, model, compatible.embeddingModel(model));
}

function embedderFor(id: string, provider: ActiveProvider, modelId: string, model: EmbeddingModel): Embedder {
  return {
    id,
    provider,
    model: modelId,
    embedDocuments: async (texts) => (await embedMany({ model, values: texts, maxRetries: 2, maxParallelCalls: 2 })).embeddings,
    embedQuery: async (text) => (await embed({ model, value: text, maxRetries: 0, abortSignal: AbortSignal.timeout(10_000) })).embedding,
  };
}

/** The model named in an embedder id (provider:model). */
export const modelOfEmbedderId = (id: string) => id.slice(id.indexOf(':') + 1);
