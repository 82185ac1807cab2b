import { z } from 'zod';

export const PROVIDER_KEY_IDS = ['openai', 'anthropic', 'google', 'mistral', 'groq', 'deepseek', 'azure', 'ollama', 'openai_compatible'] as const;
export const providerKeyId = z.enum(PROVIDER_KEY_IDS);
export type ProviderKeyId = z.infer<typeof providerKeyId>;

export interface ProviderKeyMeta {
  /** a key is needed before anything can be saved (Ollama and custom endpoints often run without one) */
  keyRequired: boolean;
  /** the card's base URL field: none (the API still takes one), optional (defaults to the provider's own address) or required */
  baseUrl: 'none' | 'optional' | 'required';
  /** Azure: the field also takes a bare resource name, and an API version goes with it */
  azure?: true;
}

/** What each card of Settings > API Keys asks for. */
export const PROVIDER_KEY_META: Record<ProviderKeyId, ProviderKeyMeta> = {
  openai: { keyRequired: true, baseUrl: 'none' },
  anthropic: { keyRequired: true, baseUrl: 'none' },
  google: { keyRequired: true, baseUrl: 'optional' },
  mistral: { keyRequired: true, baseUrl: 'optional' },
  groq: { keyRequired: true, baseUrl: 'optional' },
  deepseek: { keyRequired: true, baseUrl: 'optional' },
  azure: { keyRequired: true, baseUrl: 'required', azure: true },
  ollama: { keyRequired: false, baseUrl: 'optional' },
  openai_compatible: { keyRequired: false, baseUrl: 'required' },
};

/** An Azure OpenAI resource name, as typed instead of its URL. */
export const AZURE_RESOURCE_NAME = /^[a-z0-9][a-z0-9-]{1,62}$/i;
/** The stable Azure OpenAI data-plane version used when none is given. */
export const AZURE_DEFAULT_API_VERSION = '2024-10-21';


/** POST /api/projects/{projectId}/api-keys. keyHash is the API's name for the key itself; it is encrypted at rest. */
export const saveProviderKeyBody = z
  .object({
    provider: providerKeyId,
    name: z.string().trim().min(1).max(255).default('default'),
    keyHash: z.string().trim().max(500, { error: 'keyHash: at most 500 characters' }).default(''),
    baseUrl: z.string().trim().max(500, { error: 'baseUrl: at most 500 characters' }).optional(),
    /** Azure only, e.g. 2024-10-21 */
    apiVersion: z
      .string()
      .trim()
      .max(32, { error: 'apiVersion: at most 32 characters' })
      .regex(/^[\w.-]*$/, { error: 'apiVersion: letters, digits, dots and dashes only, e.g. 2024-10-21' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const meta = PROVIDER_KEY_META[v.provider];
    if (meta.keyRequired && !v.keyHash) ctx.addIssue({ code: 'custom', path: ['keyHash'], message: 'Required' });
    if (!v.baseUrl) {
      if (meta.baseUrl === 'required') {
        ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: meta.azure ? 'Required: the resource name or its base URL' : 'Required for this endpoint' });
      }
      return;
    }
    // OpenAI's and Anthropic's cards have no base URL field, but the API takes one (a proxy, a test
    // server); a URL of another scheme than http(s) is refused by the service with URL_NOT_ALLOWED
    if (!URL.canParse(v.baseUrl) && !(meta.azure && AZURE_RESOURCE_NAME.test(v.baseUrl))) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: meta.azure ? 'Invalid URL or resource name' : 'Invalid URL' });
    }
  });
export type SaveProviderKeyBody = z.input<typeof saveProviderKeyBody>;

export const providerKeyStatus = z.object({
  provider: providerKeyId,
  status: z.enum(['not_set', 'set', 'invalid']),
  /** masked suffix, e.g. 'sk-…a1b2' */
  hint: z.string().nullable(),
  baseUrl: z.string().nullable(),
  /** Azure's API version; null for the other providers */
  apiVersion: z.string().nullable(),
  /** the key comes from the instance's environment, not the project */
  fromInstance: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ProviderKeyStatus = z.infer<typeof providerKeyStatus>;

/**
 * GET /api/projects/{projectId}/api-keys/usable: the providers a turn would call (a project key, or
 * the instance's from its environment); an agent on any other provider is answered by the built-in
 * offline model.
 */
export const usableProviders = z.object({ providers: z.array(providerKeyId) });
export type UsableProviders = z.infer<typeof usableProviders>;

export const checkKeyResult = z.object({ ok: z.boolean(), message: z.string(), status: providerKeyStatus });

/** GET /api/projects/{projectId}/api-keys/{provider}/models */
export const providerModel = z.object({
  id: z.string(),
  name: z.string(),
  /** US dollars per million tokens, from the price table; null when no price is known */
  price: z.object({ input: z.number(), output: z.number() }).nullable(),
});
export type ProviderModel = z.infer<typeof providerModel>;
export const providerModelList = z.object({
  /** 'provider' when its list endpoint answered, 'catalogue' when it could not be asked */
  source: z.enum(['provider', 'catalogue']),
  models: z.array(providerModel),
  /** why the provider's own list is not shown */
  message: z.string().nullable(),
});
export type ProviderModelList = z.infer<typeof providerModelList>;

/**
 * Which project key serves an agent's provider and model. A gpt-/claude- model name picks its own
 * provider on an OpenAI or Anthropic agent (the Testing Console's model override), never on the
 * other providers, whose model names are their own.
 */
export function keyProviderFor(modelProvider: string, modelName: string): ProviderKeyId {
  if (modelProvider === 'openai' || modelProvider === 'anthropic') {
    if (/^(gpt-|o\d|text-)/.test(modelName)) return 'openai';
    if (/^claude-/.test(modelName)) return 'anthropic';
    return modelProvider;
  }
  if (modelProvider === 'other') return 'openai_compatible';
  return (PROVIDER_KEY_IDS as readonly string[]).includes(modelProvider) ? (modelProvider as ProviderKeyId) : 'openai';
}
