import { z } from 'zod';

/** Public chat limits per minute an owner may set (Settings > Security), with their defaults. */
export const CHAT_LIMIT_BOUNDS = {
  perIpPerMinute: { min: 1, max: 1000, default: 30 },
  perSessionPerMinute: { min: 1, max: 300, default: 10 },
  perApiKeyPerMinute: { min: 1, max: 10_000, default: 120 },
} as const;
export type ChatLimitKey = keyof typeof CHAT_LIMIT_BOUNDS;
export const CHAT_LIMIT_KEYS = Object.keys(CHAT_LIMIT_BOUNDS) as ChatLimitKey[];

const chatLimit = (key: ChatLimitKey) => z.number().int().min(CHAT_LIMIT_BOUNDS[key].min).max(CHAT_LIMIT_BOUNDS[key].max);
const chatLimitFields = {
  perIpPerMinute: chatLimit('perIpPerMinute'),
  perSessionPerMinute: chatLimit('perSessionPerMinute'),
  perApiKeyPerMinute: chatLimit('perApiKeyPerMinute'),
};
export const chatLimits = z.object(chatLimitFields);
export type ChatLimits = z.infer<typeof chatLimits>;
const DEFAULT_CHAT_LIMITS: ChatLimits = {
  perIpPerMinute: CHAT_LIMIT_BOUNDS.perIpPerMinute.default,
  perSessionPerMinute: CHAT_LIMIT_BOUNDS.perSessionPerMinute.default,
  perApiKeyPerMinute: CHAT_LIMIT_BOUNDS.perApiKeyPerMinute.default,
};

const fields = {
  autoSave: z.boolean(),
  tooltips: z.boolean(),
  dataRetention: z.enum(['30d', '90d', '1y', 'never']),
  emailNotifications: z.boolean(),
  agentStatusAlerts: z.boolean(),
  costAlerts: z.boolean(),
  performanceAlerts: z.boolean(),
  weeklyReports: z.boolean(),
  /** on: public chat and API turns are limited per minute by chatLimits; off: only the monthly run limit applies */
  rateLimiting: z.boolean(),
  chatLimits,
  /** on: e-mail addresses, phone numbers and card numbers are masked in stored transcripts and exports */
  piiMasking: z.boolean(),
};

/** Persisted user preferences (Settings > Preferences, Notifications, Security). */
export const userSettings = z.object({
  autoSave: fields.autoSave.default(true),
  tooltips: fields.tooltips.default(true),
  dataRetention: fields.dataRetention.default('90d'),
  emailNotifications: fields.emailNotifications.default(true),
  agentStatusAlerts: fields.agentStatusAlerts.default(true),
  costAlerts: fields.costAlerts.default(true),
  performanceAlerts: fields.performanceAlerts.default(true),
  weeklyReports: fields.weeklyReports.default(false),
  rateLimiting: fields.rateLimiting.default(true),
  chatLimits: z.object({
    perIpPerMinute: chatLimitFields.perIpPerMinute.default(DEFAULT_CHAT_LIMITS.perIpPerMinute),
    perSessionPerMinute: chatLimitFields.perSessionPerMinute.default(DEFAULT_CHAT_LIMITS.perSessionPerMinute),
    perApiKeyPerMinute: chatLimitFields.perApiKeyPerMinute.default(DEFAULT_CHAT_LIMITS.perApiKeyPerMinute),
  }).default(DEFAULT_CHAT_LIMITS),
  piiMasking: fields.piiMasking.default(true),
});
export type UserSettings = z.infer<typeof userSettings>;
export const DEFAULT_USER_SETTINGS: UserSettings = userSettings.parse({});

/** A change: only the fields sent (no defaults filled in, so nothing else is reset); chatLimits may be partial. */
export const updateUserSettingsBody = z.object({ ...fields, chatLimits: chatLimits.partial() }).partial();
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsBody>;

/** Stored settings as they apply: the defaults when none are stored or they cannot be read. */
export function readUserSettings(stored: unknown): UserSettings {
  const parsed = userSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}

/** The stored settings after a change. */
export function applySettingsChange(current: UserSettings, change: UpdateUserSettingsBody): UserSettings {
  return { ...current, ...change, chatLimits: { ...current.chatLimits, ...change.chatLimits } };
}
