import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { PrivateAccess } from '../../../platform/ssrf/ssrf-guard';
import type { ChatModel } from '../chat-model';

export interface AdapterCredentials {
  apiKey?: string;
  /** the saved base URL; each adapter knows its provider's default */
  baseUrl?: string;
  /** Azure only */
  apiVersion?: string;
}

export interface ListedModel {
  id: string;
  name: string;
}

/** One model provider: how to list its models (which also proves a key) and how to build a model. */
export interface ProviderAdapter {
  /** the provider as sentences name it, e.g. 'Google Gemini' */
  name: string;
  /** the documented model-list request: it costs nothing and fails on a bad key */
  modelsRequest: (creds: AdapterCredentials) => { url: string; headers: Record<string, string> };
  /** the model ids in the list's JSON, chat models only where the list says */
  parseModels: (body: unknown) => ListedModel[];
  /**
   * what answers turns (chat) and structured calls (model); every request goes through `fetch`.
   * The provider's SDK is imported here, on first use: an instance loads only the ones it calls.
   */
  build: (modelId: string, creds: AdapterCredentials, access: PrivateAccess, fetch: typeof globalThis.fetch) => Promise<{ chat: ChatModel; model: LanguageModelV3 }>;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const bearer = (apiKey: string | undefined): Record<string, string> => (apiKey ? { authorization: `Bearer ${apiKey}` } : {});

/** `{ data: [{ id }] }`, the OpenAI-style list that most providers answer. */
export function parseOpenAiStyleModels(body: unknown): ListedModel[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .map((m: { id?: unknown; display_name?: unknown; name?: unknown }) => {
      const id = typeof m?.id === 'string' ? m.id : '';
      const label = typeof m?.display_name === 'string' ? m.display_name : typeof m?.name === 'string' ? m.name : id;
      return { id, name: label };
    })
    .filter((m) => m.id);
}
