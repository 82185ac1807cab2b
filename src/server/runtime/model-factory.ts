import type { LanguageModel } from 'ai';
import type { ProviderKeyId } from '../../common/provider-keys';
import { OFFLINE_MODEL } from '../../common/catalogues';
import { createGuardedFetch } from '../platform/ssrf/guarded-fetch';
import type { PrivateAccess } from '../platform/ssrf/ssrf-guard';
import { aiSdkChatModel, type ChatModel, type AdapterCredentials, PROVIDER_ADAPTERS } from '../models/model-calls/index';
import { OfflineModel } from './offline-model';

export interface ResolvedModel {
  /** what runs the agent's turns */
  chat: ChatModel;
  /** the same model for the AI SDK's structured-output calls (analysis, grading, query rewriting) */
  model: LanguageModel;
  /** a ProviderKeyId, or 'offline' */
  provider: string;
  modelId: string;
  offline: boolean;
}

const offlineFor = (model: OfflineModel): ResolvedModel => ({ chat: aiSdkChatModel(model), model, provider: OFFLINE_MODEL.provider, modelId: OFFLINE_MODEL.model, offline: true });
const offlineForOwner = offlineFor(new OfflineModel({ ownerHint: true }));
const offlineForVisitors = offlineFor(new OfflineModel({ ownerHint: false }));
const offline = () => Promise.resolve(offlineForOwner);

/** The model as visitors meet it: the offline model without its hint to the owner about API keys. */
export function forVisitors(resolved: ResolvedModel): ResolvedModel {
  return resolved.offline ? offlineForVisitors : resolved;
}

const MODEL_CACHE_MAX = 200;
/** per ALLOW_PRIVATE_URLS policy (one per process outside tests): a model built under one never serves another */
const modelCaches = new WeakMap<PrivateAccess, Map<string, Promise<ResolvedModel>>>();

/**
 * A model object per provider, model, key and base URL, reused across turns: building the provider
 * client on every turn was a measurable part of a turn's cost (see bench/test-turn). Every call it
 * makes goes through the SSRF guard with `access`, the instance's ALLOW_PRIVATE_URLS.
 */
export function createModel(
  provider: ProviderKeyId,
  modelId: string,
  creds: AdapterCredentials | null,
  access: PrivateAccess,
): Promise<ResolvedModel> {
  if (!creds) return offline();
  let cache = modelCaches.get(access);
  if (!cache) modelCaches.set(access, (cache = new Map()));
  const key = [provider, modelId, creds.baseUrl ?? '', creds.apiVersion ?? '', creds.apiKey ?? ''].join('\u0000');
  let model = cache.get(key);
  if (!model) {
    model = buildModel(provider, modelId, creds, access);
    // a failed build (the SDK could not load) is not kept: the next turn tries again
    model.catch(() => cache.delete(key));
    if (cache.size >= MODEL_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, model);
  }
  return model;
}

async function buildModel(provider: ProviderKeyId, modelId: string, creds: AdapterCredentials, access: PrivateAccess): Promise<ResolvedModel> {
  const { chat, model } = await PROVIDER_ADAPTERS[provider].build(modelId, creds, access, createGuardedFetch(access));
  return { chat, model, provider, modelId, offline: false };
}
