import { z } from 'zod';
import type { ProviderKeyId } from '@common/provider-keys';

/** Error messages are i18n keys under apiKeys:errors.* */
export function keyFormSchema(provider: ProviderKeyId) {
  return z
    .object({ key: z.string().trim().max(500, { error: 'keyTooLong' }), baseUrl: z.string().trim() })
    .superRefine((v, ctx) => {
      if (/\s/.test(v.key)) ctx.addIssue({ code: 'custom', path: ['key'], message: 'keySpaces' });
      if (provider !== 'openai_compatible') {
        if (!v.key) ctx.addIssue({ code: 'custom', path: ['key'], message: 'keyRequired' });
        return;
      }
      if (!v.baseUrl) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'baseUrlRequired' });
      else if (!/^https?:\/\/[^\s/]+/i.test(v.baseUrl)) ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'baseUrlInvalid' });
    });
}

export type KeyForm = z.infer<ReturnType<typeof keyFormSchema>>;
