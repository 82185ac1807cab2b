import { z } from 'zod';
import { agentInput, normalizeWebsiteUrls, STARTERS_MAX } from '@common/agents';
import { apiCallConfig, toolConfigs, type ToolConfigs } from '@common/tool-configs';
import { isTimeZone } from '@common/time-zones';

const websiteUrl = agentInput.shape.websiteUrls.unwrap().element;
const starter = agentInput.shape.starters.unwrap().element;

/** Messages the wizard maps to its own translations (validation-message.ts). */
export const WIZARD_MESSAGES = {
  invalidJson: 'Invalid JSON',
  jsonObject: 'Must be a JSON object',
  recipientsNeeded: 'Add a recipient or allow the visitor address',
  workdayOrder: 'End must be after start',
  duplicateKey: 'Duplicate key',
  timeZone: 'Unknown time zone',
} as const;

/**
 * The API call's parameters are edited as JSON text; a blank text sends no schema, anything else
 * must be a JSON object.
 */
const parametersText = z
  .string()
  .optional()
  .transform((text, ctx): Record<string, unknown> | undefined => {
    if (!text?.trim()) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: WIZARD_MESSAGES.invalidJson });
      return z.NEVER;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: WIZARD_MESSAGES.jsonObject });
      return z.NEVER;
    }
    return parsed as Record<string, unknown>;
  });

const wizardToolConfigs = toolConfigs.extend({
  apiCall: apiCallConfig.extend({ parameters: parametersText }).optional(),
});

/**
 * The agent form payload, except that blank website rows are allowed while editing: they are
 * dropped on submit, with trailing slashes removed and duplicates merged.
 * Row errors keep the row's index, so each message shows under its own input.
 * Used as is for duplicates; the wizard adds {@link requireEnabledToolSettings}.
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
  toolConfigs: wizardToolConfigs.default({}),
  /** blank rows are dropped on submit, like website rows; each other row keeps its own message */
  starters: z
    .array(
      z.string().superRefine((value, ctx) => {
        if (value.trim() === '') return;
        const parsed = starter.safeParse(value);
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid value' });
      }),
    )
    .max(STARTERS_MAX)
    .transform((list) => list.map((s) => s.trim()).filter(Boolean))
    .default([]),
});

type Issue = { path: (string | number)[]; message: string };

/** Settings a switched-on tool cannot work without; a switched-off tool may stay half filled. */
export function enabledToolProblems(enabled: Partial<Record<keyof ToolConfigs, boolean>>, configs: ToolConfigs): Issue[] {
  const issues: Issue[] = [];
  const required = (tool: keyof ToolConfigs, field: string, value: string | undefined) => {
    if (!value?.trim()) issues.push({ path: ['toolConfigs', tool, field], message: 'Required' });
  };
  const { sendEmail, webhook, postConversationHook, apiCall, webSearch, calendar, captureLead } = configs;
  if (enabled.sendEmail && sendEmail && (sendEmail.allowedRecipients ?? []).length === 0 && !sendEmail.allowVisitorEmail) {
    issues.push({ path: ['toolConfigs', 'sendEmail', 'allowedRecipients'], message: WIZARD_MESSAGES.recipientsNeeded });
  }
  if (enabled.webhook) required('webhook', 'endpoint', webhook?.endpoint);
  if (enabled.postConversationHook) required('postConversationHook', 'endpoint', postConversationHook?.endpoint);
  if (enabled.apiCall) required('apiCall', 'url', apiCall?.url);
  if (enabled.webSearch && webSearch) {
    if (webSearch.provider === 'searxng') required('webSearch', 'baseUrl', webSearch.baseUrl);
    else if (!webSearch.apiKeySet) required('webSearch', 'apiKey', webSearch.apiKey);
  }
  if (enabled.calendar && calendar) {
    required('calendar', 'url', calendar.url);
    if (typeof calendar.timeZone === 'string' && !isTimeZone(calendar.timeZone)) issues.push({ path: ['toolConfigs', 'calendar', 'timeZone'], message: WIZARD_MESSAGES.timeZone });
    if (calendar.workdayStart && calendar.workdayEnd && calendar.workdayEnd <= calendar.workdayStart) {
      issues.push({ path: ['toolConfigs', 'calendar', 'workdayEnd'], message: WIZARD_MESSAGES.workdayOrder });
    }
  }
  const seen = new Set<string>();
  (captureLead?.fields ?? []).forEach((field, i) => {
    if (seen.has(field.key)) issues.push({ path: ['toolConfigs', 'captureLead', 'fields', i, 'key'], message: WIZARD_MESSAGES.duplicateKey });
    seen.add(field.key);
  });
  return issues;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the wizard's form resolves with: the payload plus the settings each switched-on tool needs.
 * The check runs even when other fields have issues, so step 4 shows all its messages at once;
 * the values may then be partly unparsed, hence the guards.
 */
export const wizardFormSchema = wizardSchema.superRefine(
  (values, ctx) => {
    try {
      for (const issue of enabledToolProblems(values.enabledTools, values.toolConfigs)) ctx.addIssue({ code: 'custom', ...issue });
    } catch {
      // a malformed value already has its own issue
    }
  },
  { when: (payload) => isRecord(payload.value) && isRecord(payload.value.enabledTools) && isRecord(payload.value.toolConfigs) },
);

export type WizardValues = z.input<typeof wizardSchema>;
export type WizardOutput = z.output<typeof wizardSchema>;
