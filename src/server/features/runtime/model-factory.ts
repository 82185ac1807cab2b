import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ProviderKeyId } from '../../../common/provider-keys';
import { OFFLINE_MODEL } from '../../../common/catalogues';
import { createGuardedFetch } from '../../platform/ssrf/guarded-fetch';
import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import { aiSdkChatModel } from './ai-sdk-chat-model';
import type { ChatModel } from './chat-model';
import { OfflineModel } from './offline-model';
import { createOpenAiChatModel } from './openai-chat-model';

export interface ResolvedModel {
  /** what runs the agent's turns */
  chat: ChatModel;
  /** the same model for the AI SDK's structured-output calls (analysis, grading, query rewriting) */
  model: LanguageModel;
  /** 'openai' | 'anthropic' | 'openai_compatible' | 'offline' */
  provider: string;
  modelId: string;
  offline: boolean;
}

/** Which provider key serves an agent's provider; model names can override it (Testing Console). */
export function keyProviderFor(modelProvider: string, modelName: string): ProviderKeyId {
  if (/^(gpt-|o\d|text-)/.test(modelName) && modelProvider !== 'other') return 'openai';
  if (/^claude-/.test(modelName) && modelProvider !== 'other') return 'anthropic';
  if (modelProvider === 'anthropic') return 'anthropic';
  if (modelProvider === 'other') return 'openai_compatible';
  return 'openai';
}

const offlineFor = (model: OfflineModel): ResolvedModel => ({ chat: aiSdkChatModel(model), model, provider: OFFLINE_MODEL.provider, modelId: OFFLINE_MODEL.model, offline: true });
const offlineForOwner = offlineFor(new OfflineModel({ ownerHint: true }));
const offlineForVisitors = offlineFor(new OfflineModel({ ownerHint: false }));
const offline = () => offlineForOwner;

/** The model as visitors meet it: the offline model without its hint to the owner about API keys. */
export function forVisitors(resolved: ResolvedModel): ResolvedModel {
  return resolved.offline ? offlineForVisitors : resolved;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const MODEL_CACHE_MAX = 200;
/** per ALLOW_PRIVATE_URLS policy (one per process outside tests): a model built under one never serves another */
const modelCaches = new WeakMap<PrivateAccess, Map<string, ResolvedModel>>();

/**
 * A model object per provider, model, key and base URL, reused across turns: building the provider
 * client on every turn was a measurable part of a turn's cost (see bench/test-turn). Every call it
 * makes goes through the SSRF guard with `access`, the instance's ALLOW_PRIVATE_URLS.
 */
export function createModel(
  provider: ProviderKeyId,
  modelId: string,
  creds: { apiKey?: string; baseUrl?: string } | null,
  access: PrivateAccess,
): ResolvedModel {
  if (!creds) return offline();
  let cache = modelCaches.get(access);
  if (!cache) modelCaches.set(access, (cache = new Map()));
  const key = `${provider}\u0000${modelId}\u0000${creds.baseUrl ?? ''}\u0000${creds.apiKey ?? ''}`;
  let model = cache.get(key);
  if (!model) {
    model = buildModel(provider, modelId, creds, access);
    if (cache.size >= MODEL_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, model);
  }
  return model;
}

function buildModel(
  provider: ProviderKeyId,
  modelId: string,
  creds: { apiKey?: string; baseUrl?: string },
  access: PrivateAccess,
): ResolvedModel {
  const fetch = createGuardedFetch(access);
  if (provider === 'anthropic') {
    const anthropic = createAnthropic({ apiKey: creds.apiKey ?? '', fetch, ...(creds.baseUrl ? { baseURL: creds.baseUrl } : {}) });
    const model = anthropic(modelId);
    return { chat: aiSdkChatModel(model), model, provider, modelId, offline: false };
  }
  if (provider === 'openai_compatible') {
    const compatible = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: creds.baseUrl ?? '',
      ...(creds.apiKey ? { apiKey: creds.apiKey } : {}),
      includeUsage: true,
      fetch,
    });
    return {
      chat: createOpenAiChatModel({ baseUrl: creds.baseUrl ?? '', apiKey: creds.apiKey, modelId, dialect: 'compatible', access }),
      model: compatible.chatModel(modelId),
      provider,
      modelId,
      offline: false,
    };
  }
  const openai = createOpenAI({ apiKey: creds.apiKey ?? '', fetch, ...(creds.baseUrl ? { baseURL: creds.baseUrl } : {}) });
  // Chat Completions, which every OpenAI-compatible proxy also speaks.
  return {
    // OpenAI's own parameters only for OpenAI itself; a proxy named by OPENAI_BASE_URL gets the common ones
    chat: createOpenAiChatModel({
      baseUrl: creds.baseUrl ?? OPENAI_BASE_URL,
      apiKey: creds.apiKey,
      modelId,
      dialect: !creds.baseUrl || new URL(creds.baseUrl).hostname === 'api.openai.com' ? 'openai' : 'compatible',
      access,
    }),
    model: openai.chat(modelId),
    provider,
    modelId,
    offline: false,
  };
}
