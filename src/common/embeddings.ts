import { z } from 'zod';

/** Where a project's passages are embedded: nowhere (full-text only), OpenAI, or an OpenAI-compatible endpoint such as Ollama. */
export const EMBEDDING_PROVIDERS = ['none', 'openai', 'openai_compatible'] as const;
export const embeddingProvider = z.enum(EMBEDDING_PROVIDERS);
export type EmbeddingProvider = z.infer<typeof embeddingProvider>;

/** OpenAI's model when the project names none. */
export const OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';
export const EMBEDDING_MODEL_MAX = 200;

/** PUT /api/projects/{id}/embedding and POST …/embedding/check. The credentials are the project's provider keys (Settings > API Keys). */
export const embeddingSettingsBody = z
  .object({
    provider: embeddingProvider,
    model: z.string().trim().max(EMBEDDING_MODEL_MAX, { error: `Must be at most ${EMBEDDING_MODEL_MAX} characters` }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'openai_compatible' && !v.model) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'Name the embedding model of your endpoint (for example nomic-embed-text)' });
    }
  });
export type EmbeddingSettingsBody = z.input<typeof embeddingSettingsBody>;

/** Why a project or a dataset searches full text only. */
export const FULL_TEXT_REASONS = [
  'no_vector_extension',
  'no_embedding_provider',
  'provider_key_missing',
  'reembedding',
  'reembedding_failed',
] as const;
export const fullTextReason = z.enum(FULL_TEXT_REASONS);
export type FullTextReason = z.infer<typeof fullTextReason>;

/** Passages embedded with the project's current model out of all its passages. */
export const embeddingProgress = z.object({
  /** running: a re-embedding is under way; failed: one stopped with `error` (saving again resumes it) */
  status: z.enum(['idle', 'running', 'done', 'failed']),
  embedded: z.number(),
  total: z.number(),
  error: z.string().nullable(),
});
export type EmbeddingProgress = z.infer<typeof embeddingProgress>;

export const embeddingSettings = z.object({
  /** what the project chose; null: nothing yet, the server's default (EMBEDDING_MODEL) applies */
  provider: embeddingProvider.nullable(),
  model: z.string().nullable(),
  /** the provider and model retrieval uses now; null: full text only, for `reason` */
  active: z.object({ provider: embeddingProvider.exclude(['none']), model: z.string() }).nullable(),
  reason: fullTextReason.nullable(),
  progress: embeddingProgress,
});
export type EmbeddingSettings = z.infer<typeof embeddingSettings>;

export const embeddingCheckResult = z.object({
  ok: z.boolean(),
  /** the vector size the model answered with */
  dimensions: z.number().nullable(),
  message: z.string(),
});
export type EmbeddingCheckResult = z.infer<typeof embeddingCheckResult>;

/** How one dataset is searched right now. */
export const datasetRetrieval = z.object({
  datasetId: z.string(),
  mode: z.enum(['hybrid', 'full-text']),
  reason: fullTextReason.nullable(),
  /** the embedding model, when hybrid or being re-embedded */
  model: z.string().nullable(),
  embedded: z.number(),
  total: z.number(),
  error: z.string().nullable(),
});
export type DatasetRetrieval = z.infer<typeof datasetRetrieval>;
