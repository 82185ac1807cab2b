import { generateText } from 'ai';
import type { VersionOpener } from '../../../common/versions';
import type { AppDeps } from '../../platform/deps';
import { asRecord } from '../../platform/json-record';
import { notFound } from '../../platform/errors';
import { forVisitors, type ResolvedModel, resolveAgentModel, buildSystemPrompt } from '../../runtime/index';
import { composeOpener, openerRequest, trimOpener, type OpenerFacts } from './opener-text';
import { findOpenerSource, storeOpener } from './queries';
import { readSnapshot, toRuntimeSnapshot } from './version-view';
import { isUuid } from '../../platform/ids';

type StoredOpener = VersionOpener & { source: 'model' | 'template' };

/** Written only by storeOpener. */
function readStoredOpener(stored: unknown): StoredOpener | null {
  const o = asRecord(stored);
  if (typeof o.text !== 'string' || !o.text.trim()) return null;
  return { language: o.language === 'es' ? 'es' : 'en', text: o.text, source: o.source === 'model' ? 'model' : 'template' };
}

/** a visitor is waiting on the demo page (typing dots): a slow model gives way to the template */
const OPENER_TIMEOUT_MS = 20_000;
/** after a failed model call the template serves for a while: a provider outage must not cost a call per page view */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;

/** Per app: the versions whose opener a model is writing now (page views share that one call), and recent failures. */
const states = new WeakMap<AppDeps, { writing: Map<string, Promise<VersionOpener>>; failedAt: Map<string, number> }>();
function stateOf(deps: AppDeps) {
  let state = states.get(deps);
  if (!state) states.set(deps, (state = { writing: new Map(), failedAt: new Map() }));
  return state;
}

async function keepTemplate(deps: AppDeps, versionId: string, facts: OpenerFacts, stored: StoredOpener | null): Promise<VersionOpener> {
  if (stored) return { language: stored.language, text: stored.text };
  const template = composeOpener(facts);
  await storeOpener(deps.db, versionId, { ...template, source: 'template' });
  return template;
}

/** The one model call of a version: its answer is stored and served to every later page view. */
async function writeWithModel(deps: AppDeps, versionId: string, model: ResolvedModel, facts: OpenerFacts, snapshot: ReturnType<typeof readSnapshot>, stored: StoredOpener | null): Promise<VersionOpener> {
  const agent = toRuntimeSnapshot(snapshot);
  try {
    const result = await generateText({
      model: model.model,
      system: buildSystemPrompt(agent, [], { endTool: false }),
      prompt: openerRequest(facts),
      maxOutputTokens: 300,
      temperature: agent.modelSettings.temperature,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(Math.min(deps.config.MODEL_TIMEOUT_MS, OPENER_TIMEOUT_MS)),
    });
    const text = trimOpener(result.text);
    if (!text) throw new Error('The model wrote an empty opener');
    const opener: VersionOpener = { language: facts.language, text };
    if (await storeOpener(deps.db, versionId, { ...opener, source: 'model' })) return opener;
    // another process wrote it first: every visitor meets the same one
    return readStoredOpener((await findOpenerSource(deps.db, versionId))?.opener) ?? opener;
  } catch {
    stateOf(deps).failedAt.set(versionId, Date.now());
    return keepTemplate(deps, versionId, facts, stored);
  }
}

/**
 * The demo page's opening message for a public version: an introduction (name, what the agent
 * helps with) in its language. A configured model writes it once per version; the offline model
 * (or a failed call) gets a template built from the name, prompt and description. Nothing here
 * opens a conversation, stores a run, spends a visitor budget or counts against a rate limit.
 */
export async function getVersionOpener(deps: AppDeps, versionId: string): Promise<VersionOpener> {
  const row = isUuid(versionId) ? await findOpenerSource(deps.db, versionId) : null;
  if (!row || !row.isPublic) throw notFound('Agent');
  const stored = readStoredOpener(row.opener);
  if (stored?.source === 'model') return { language: stored.language, text: stored.text };

  const snapshot = readSnapshot(row.snapshot);
  const facts: OpenerFacts = { name: snapshot.name, description: row.description, personality: snapshot.personality, language: snapshot.defaultLanguage === 'es' ? 'es' : 'en' };
  const model = forVisitors(await resolveAgentModel(deps, row.projectId, snapshot));
  const state = stateOf(deps);
  const failedAt = state.failedAt.get(row.id);
  if (model.offline || (failedAt !== undefined && Date.now() - failedAt < RETRY_AFTER_FAILURE_MS)) return keepTemplate(deps, row.id, facts, stored);

  let writing = state.writing.get(row.id);
  if (!writing) {
    writing = writeWithModel(deps, row.id, model, facts, snapshot, stored).finally(() => state.writing.delete(row.id));
    state.writing.set(row.id, writing);
  }
  return writing;
}
