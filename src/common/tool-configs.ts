import { z } from 'zod';

/**
 * What a form gets back in place of a stored secret. Sending it (or an empty value) back keeps
 * the stored secret; any other value replaces it.
 */
export const SECRET_MASK = '••••••••';

export const TOOL_LIMITS = {
  headers: 20,
  headerName: 100,
  headerValue: 4000,
  recipients: 20,
  emailsPerConversationMax: 10,
  leadFields: 10,
  searchResultsMax: 10,
} as const;

/** Header names are HTTP tokens; values are write-only (masked in answers, encrypted at rest). */
export const headersMap = z
  .record(
    z.string().trim().min(1).max(TOOL_LIMITS.headerName).regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, { error: 'Invalid header name' }),
    z.string().max(TOOL_LIMITS.headerValue).regex(/^[^\r\n]*$/, { error: 'Header values cannot contain line breaks' }),
  )
  .refine((h) => Object.keys(h).length <= TOOL_LIMITS.headers, { error: `At most ${TOOL_LIMITS.headers} headers` })
  .default({});

const optionalUrl = z.union([z.literal(''), z.url({ error: 'Invalid URL' }).refine((u) => /^https?:\/\//i.test(u), { error: 'URL must start with http:// or https://' })]).optional();
const email = z.email({ error: 'Invalid email' });
/** write-only: answers carry SECRET_MASK when one is stored, '' otherwise */
const secret = z.string().max(4000).optional();

export const sendEmailConfig = z.object({
  smtpHost: z.string().trim().max(255).optional(),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpUser: z.string().trim().max(255).optional(),
  smtpPassword: secret,
  /** answers only: a password is stored */
  smtpPasswordSet: z.boolean().optional(),
  fromEmail: z.union([z.literal(''), email]).optional(),
  /** the only addresses the agent may write to, besides the visitor's own when allowed */
  allowedRecipients: z.array(email).max(TOOL_LIMITS.recipients).default([]),
  /** the visitor's own address, as given in the conversation, may receive mail */
  allowVisitorEmail: z.boolean().default(false),
  maxPerConversation: z.number().int().min(1).max(TOOL_LIMITS.emailsPerConversationMax).default(3),
});

export const endpointConfig = z.object({
  endpoint: optionalUrl,
  headers: headersMap,
  /** HMAC-SHA256 key for the X-AgentForge-Signature header */
  signingSecret: secret,
  signingSecretSet: z.boolean().optional(),
});

export const API_CALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const apiCallConfig = z.object({
  method: z.enum(API_CALL_METHODS).default('GET'),
  /** may hold {placeholders} filled from the model's arguments, e.g. https://api.example.com/orders/{orderId} */
  url: z.union([z.literal(''), z.string().trim().max(2000).regex(/^https?:\/\/\S+$/i, { error: 'URL must start with http:// or https://' })]).optional(),
  headers: headersMap,
  /** what the model is told the call does */
  description: z.string().trim().max(1000).optional(),
  /** JSON Schema of the model's arguments */
  parameters: z.record(z.string(), z.unknown()).optional(),
});

export const WEB_SEARCH_PROVIDERS = ['searxng', 'brave', 'tavily'] as const;

export const webSearchConfig = z.object({
  provider: z.enum(WEB_SEARCH_PROVIDERS).default('searxng'),
  /** SearXNG instance, e.g. https://search.example.com */
  baseUrl: optionalUrl,
  apiKey: secret,
  apiKeySet: z.boolean().optional(),
  maxResults: z.number().int().min(1).max(TOOL_LIMITS.searchResultsMax).default(5),
});

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM' });

export const calendarConfig = z.object({
  /** the CalDAV calendar collection, e.g. https://dav.example.com/user/calendar/ */
  url: optionalUrl,
  username: z.string().trim().max(255).optional(),
  password: secret,
  passwordSet: z.boolean().optional(),
  /** IANA time zone the working hours are in */
  timeZone: z.string().trim().max(64).default('UTC'),
  slotMinutes: z.number().int().min(5).max(480).default(30),
  workdayStart: clockTime.default('09:00'),
  workdayEnd: clockTime.default('17:00'),
  /** ISO weekdays slots are offered on: 1 Monday … 7 Sunday */
  workingDays: z.array(z.number().int().min(1).max(7)).min(1, { error: 'Pick at least one day' }).max(7).default([1, 2, 3, 4, 5]),
});

export const captureLeadConfig = z.object({
  /** owner-defined extra fields the agent asks for, e.g. company, budget */
  fields: z
    .array(z.object({ key: z.string().trim().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'Use lower-case letters, digits and _' }), label: z.string().trim().min(1).max(100), required: z.boolean().default(false) }))
    .max(TOOL_LIMITS.leadFields)
    .default([]),
});

export const toolConfigs = z.object({
  sendEmail: sendEmailConfig.optional(),
  webhook: endpointConfig.optional(),
  postConversationHook: endpointConfig.optional(),
  apiCall: apiCallConfig.optional(),
  webSearch: webSearchConfig.optional(),
  calendar: calendarConfig.optional(),
  captureLead: captureLeadConfig.optional(),
});
export type ToolConfigs = z.infer<typeof toolConfigs>;
export type SendEmailConfig = z.infer<typeof sendEmailConfig>;
export type EndpointConfig = z.infer<typeof endpointConfig>;
export type ApiCallConfig = z.infer<typeof apiCallConfig>;
export type WebSearchConfig = z.infer<typeof webSearchConfig>;
export type CalendarConfig = z.infer<typeof calendarConfig>;
export type CaptureLeadConfig = z.infer<typeof captureLeadConfig>;
