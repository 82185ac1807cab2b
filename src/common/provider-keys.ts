import { z } from 'zod';

export const PROVIDER_KEY_IDS = ['openai', 'anthropic', 'openai_compatible'] as const;
export const providerKeyId = z.enum(PROVIDER_KEY_IDS);
export type ProviderKeyId = z.infer<typeof providerKeyId>;

/** POST /api/projects/{projectId}/api-keys. keyHash is SPEC's name for the key itself; it is encrypted at rest. */
export const saveProviderKeyBody = z
  .object({
    provider: providerKeyId,
    name: z.string().trim().min(1).max(255).default('default'),
    keyHash: z.string().trim().max(500).default(''),
    baseUrl: z.union([z.literal(''), z.url({ error: 'Invalid URL' })]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.provider !== 'openai_compatible' && !v.keyHash) {
      ctx.addIssue({ code: 'custom', path: ['keyHash'], message: 'Required' });
    }
    if (v.provider === 'openai_compatible' && !v.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'Required for an OpenAI-compatible endpoint' });
    }
  });
export type SaveProviderKeyBody = z.input<typeof saveProviderKeyBody>;

export const providerKeyStatus = z.object({
  provider: providerKeyId,
  status: z.enum(['not_set', 'set', 'invalid']),
  /** masked suffix, e.g. 'sk-…a1b2' */
  hint: z.string().nullable(),
  baseUrl: z.string().nullable(),
  /** the key comes from the instance's environment, not the project */
  fromInstance: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ProviderKeyStatus = z.infer<typeof providerKeyStatus>;

export const checkKeyResult = z.object({ ok: z.boolean(), message: z.string(), status: providerKeyStatus });
