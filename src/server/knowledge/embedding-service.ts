import {
  OPENAI_EMBEDDING_MODEL,
  type DatasetRetrieval,
  type EmbeddingCheckResult,
  type EmbeddingProgress,
  type EmbeddingSettings,
  type EmbeddingSettingsBody,
} from '../../common/embeddings';
import type { RetrievalMode } from '../../common/knowledge';
import { badRequest } from '../platform/errors';
import type { AppDeps } from '../platform/deps';
import type { SessionUser } from '../platform/session';
import { requireProject } from '../accounts/projects/index';
import { dropProjectEmbeddings, embeddingCounts, findEmbeddingChoice, queueReembedding, saveEmbeddingChoice, type EmbeddingChoice } from './embedding-queries';
import { embedderOf, modelOfEmbedderId, resolveEmbedding, type ActiveProvider, type EmbedderResolution } from './embeddings';
import { listProjectDatasets } from './queries';

const PROVIDER_NAMES: Record<ActiveProvider, string> = { openai: 'OpenAI', openai_compatible: 'OpenAI-compatible endpoint' };
const keyMissing = (provider: ActiveProvider) =>
  `provider: the project has no ${PROVIDER_NAMES[provider]} key. Add it in Settings > API Keys, then choose this provider again.`;
const CHECK_TEXT = 'AgentForge embedding check';

/** The body with its defaults: OpenAI's model when none is named; `none` has no model. */
function choiceOf(body: EmbeddingSettingsBody): EmbeddingChoice {
  if (body.provider === 'none') return { provider: 'none', model: null };
  return { provider: body.provider, model: body.model?.trim() || OPENAI_EMBEDDING_MODEL };
}

/** Each dataset's retrieval: hybrid with the project's model, or full text and why. */
async function datasetRetrievals(deps: AppDeps, projectId: string, resolution: EmbedderResolution): Promise<DatasetRetrieval[]> {
  const rows = await listProjectDatasets(deps.db, projectId);
  const { embedder } = resolution;
  const models = new Map(rows.map((d) => [d.id, embedder ? (d.embeddingTarget ?? embedder.id) : null]));
  const counts = await embeddingCounts(deps.db, models, deps.vectorSearch);
  return rows.map((d) => {
    const { embedded, total } = counts.get(d.id) ?? { embedded: 0, total: 0 };
    const base = { datasetId: d.id, embedded, total, error: null };
    if (!embedder) return { ...base, mode: 'full-text', reason: resolution.reason, model: null };
    if (d.embeddingTarget) {
      const reason = d.embeddingError ? 'reembedding_failed' : 'reembedding';
      return { ...base, mode: 'full-text', reason, model: modelOfEmbedderId(d.embeddingTarget), error: d.embeddingError };
    }
    return { ...base, mode: 'hybrid', reason: null, model: embedder.model };
  });
}

function progressOf(datasets: DatasetRetrieval[], active: boolean): EmbeddingProgress {
  const embedded = datasets.reduce((n, d) => n + d.embedded, 0);
  const total = datasets.reduce((n, d) => n + d.total, 0);
  const failed = datasets.find((d) => d.reason === 'reembedding_failed');
  if (failed) return { status: 'failed', embedded, total, error: failed.error };
  const status = datasets.some((d) => d.reason === 'reembedding') ? 'running' : active ? 'done' : 'idle';
  return { status, embedded, total, error: null };
}

async function settingsView(deps: AppDeps, projectId: string): Promise<EmbeddingSettings> {
  const chosen = await findEmbeddingChoice(deps.db, projectId);
  const resolution = await resolveEmbedding(deps, projectId);
  const { embedder } = resolution;
  return {
    provider: chosen?.provider ?? null,
    model: chosen?.model ?? null,
    active: embedder ? { provider: embedder.provider, model: embedder.model } : null,
    reason: resolution.reason,
    progress: progressOf(await datasetRetrievals(deps, projectId, resolution), Boolean(embedder)),
  };
}

export async function getEmbeddingSettings(deps: AppDeps, user: SessionUser, projectId: string): Promise<EmbeddingSettings> {
  const project = await requireProject(deps, user, projectId, 'view');
  return settingsView(deps, project.id);
}

/**
 * Saves the project's embedding provider and model (owners and admins) and brings the vectors in
 * line: a new model re-embeds every dataset in the background; `none` removes the vectors.
 */
export async function saveEmbeddingSettings(deps: AppDeps, user: SessionUser, projectId: string, body: EmbeddingSettingsBody): Promise<EmbeddingSettings> {
  const project = await requireProject(deps, user, projectId, 'manage');
  const choice = choiceOf(body);
  if (choice.provider !== 'none' && !(await embedderOf(deps, project.id, choice.provider, choice.model as string))) throw badRequest(keyMissing(choice.provider));
  await saveEmbeddingChoice(deps.db, project.id, choice, deps.clock());
  const { embedder } = await resolveEmbedding(deps, project.id);
  if (!embedder) await dropProjectEmbeddings(deps.db, project.id, deps.vectorSearch);
  else if ((await queueReembedding(deps.db, project.id, embedder.id)) > 0) deps.jobSignal.notify();
  return settingsView(deps, project.id);
}

/** Embeds a short text with a provider and model before saving them: the vector size, or the provider's error. */
export async function checkEmbedding(deps: AppDeps, user: SessionUser, projectId: string, body: EmbeddingSettingsBody): Promise<EmbeddingCheckResult> {
  const project = await requireProject(deps, user, projectId, 'manage');
  const choice = choiceOf(body);
  if (choice.provider === 'none') return { ok: true, dimensions: null, message: 'No embedding provider: retrieval uses full text only.' };
  const embedder = await embedderOf(deps, project.id, choice.provider, choice.model as string);
  if (!embedder) return { ok: false, dimensions: null, message: keyMissing(choice.provider) };
  try {
    const vector = await embedder.embedQuery(CHECK_TEXT);
    return { ok: true, dimensions: vector.length, message: `${embedder.model} answered with vectors of ${vector.length} dimensions.` };
  } catch (err) {
    return { ok: false, dimensions: null, message: err instanceof Error ? err.message : String(err) };
  }
}

/** The Knowledge Base's notice: the project's retrieval mode and each dataset's. */
export async function retrievalModeFor(deps: AppDeps, user: SessionUser, projectId: string): Promise<RetrievalMode> {
  const project = await requireProject(deps, user, projectId, 'view');
  const resolution = await resolveEmbedding(deps, project.id);
  const { embedder } = resolution;
  return {
    mode: embedder ? 'hybrid' : 'full-text',
    reason: resolution.reason,
    model: embedder?.model ?? null,
    datasets: await datasetRetrievals(deps, project.id, resolution),
  };
}
