import { z } from 'zod';
import { AZURE_RESOURCE_NAME, PROVIDER_KEY_META, type ProviderKeyId } from '@common/provider-keys';

/** Error messages are i18n keys under apiKeys:errors.* */
export function keyFormSchema(provider: ProviderKeyId) {
  const meta = PROVIDER_KEY_META[provider];
  return z
    .object({
      key: z.string().trim().max(500, { error: 'keyTooLong' }),
      baseUrl: z.string().trim().max(500, { error: 'baseUrlTooLong' }),
      apiVersion: z.string().trim(),
    })
    .superRefine((v, ctx) => {
      if (/\s/.test(v.key)) ctx.addIssue({ code: 'custom', path: ['key'], message: 'keySpaces' });
      if (meta.keyRequired && !v.key) ctx.addIssue({ code: 'custom', path: ['key'], message: 'keyRequired' });
      if (meta.azure && !/^[\w.-]{0,32}$/.test(v.apiVersion)) ctx.addIssue({ code: 'custom', path: ['apiVersion'], message: 'apiVersionInvalid' });
      if (meta.baseUrl === 'none') return;
      const isUrl = /^https?:\/\/[^\s/]+/i.test(v.baseUrl);
      if (!v.baseUrl) {
        if (meta.baseUrl === 'required') ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: meta.azure ? 'baseUrlOrResource' : 'baseUrlRequired' });
      } else if (meta.azure ? !isUrl && !AZURE_RESOURCE_NAME.test(v.baseUrl) : !isUrl) {
        ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: meta.azure ? 'baseUrlOrResource' : 'baseUrlInvalid' });
      }
    });
}

export type KeyForm = z.infer<ReturnType<typeof keyFormSchema>>;
