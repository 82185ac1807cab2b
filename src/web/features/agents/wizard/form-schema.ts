import { z } from 'zod';
import { agentInput, normalizeWebsiteUrls } from '@common/agents';

const websiteUrl = agentInput.shape.websiteUrls.unwrap().element;

/**
 * The agent form payload, except that blank website rows are allowed while editing: they are
 * dropped on submit (SPEC section 5), with trailing slashes removed and duplicates merged.
 * Row errors keep the row's index, so each message shows under its own input.
 */
export const wizardSchema = agentInput.extend({
  websiteUrls: z
    .array(
      z.string().superRefine((value, ctx) => {
        if (value.trim() === '') return;
        const parsed = websiteUrl.safeParse(value);
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid URL' });
      }),
    )
    .max(100)
    .transform(normalizeWebsiteUrls),
});

export type WizardValues = z.input<typeof wizardSchema>;
export type WizardOutput = z.output<typeof wizardSchema>;
