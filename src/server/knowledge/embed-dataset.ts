import type { AppDeps } from '../platform/deps';
import type { JobHandler } from '../platform/jobs/job-runner';
import { chunksToEmbed, failReembedding, finishReembedding, findEmbeddingTarget } from './embedding-queries';
import { resolveEmbedder } from './embeddings';
import { findDataset } from './queries';
import { storeEmbeddings } from './vector-store';

const KEY_GONE = 'The embedding provider has no key in this project any more. Add it in Settings > API Keys, then save the embedding settings again.';

/** Passages per embedding request: one request, one insert, then the dataset is checked again. */
export const EMBED_BATCH = 64;

/**
 * Embeds every passage of a dataset that has no vector of `target` yet, a batch at a time. Only
 * missing vectors are embedded, so a run retried after a crash or a provider failure resumes where
 * it stopped. A run whose target is no longer the dataset's (the setting changed again) stops:
 * the newer choice has its own job.
 */
export async function embedDataset(deps: AppDeps, datasetId: string, target: string): Promise<void> {
  const dataset = await findDataset(deps.db, datasetId);
  if (!dataset || dataset.embeddingTarget !== target) return;
  const embedder = await resolveEmbedder(deps, dataset.projectId);
  // a newer choice would have moved the target: this one stands but cannot be used (its key was removed)
  if (embedder?.id !== target) return failReembedding(deps.db, datasetId, target, KEY_GONE);
  for (;;) {
    const batch = await chunksToEmbed(deps.db, datasetId, target, EMBED_BATCH);
    if (batch.length === 0) break;
    const vectors = await embedder.embedDocuments(batch.map((c) => c.text));
    await storeEmbeddings(deps.db, datasetId, target, batch, vectors);
    if ((await findEmbeddingTarget(deps.db, datasetId)) !== target) return;
  }
  await finishReembedding(deps.db, datasetId, target);
}

export function embedDatasetHandler(deps: AppDeps): JobHandler {
  const args = (payload: Record<string, unknown>) => [String(payload.datasetId), String(payload.target)] as const;
  return {
    run: (job) => embedDataset(deps, ...args(job.payload)),
    onFailed: (job, message) => failReembedding(deps.db, ...args(job.payload), message),
  };
}
