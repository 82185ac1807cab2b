import { z } from 'zod';

/** Persisted user preferences (Settings > Preferences, Notifications, Security). Defaults: SPEC section 9. */
export const userSettings = z.object({
  autoSave: z.boolean().default(true),
  tooltips: z.boolean().default(true),
  dataRetention: z.enum(['30d', '90d', '1y', 'never']).default('90d'),
  emailNotifications: z.boolean().default(true),
  agentStatusAlerts: z.boolean().default(true),
  costAlerts: z.boolean().default(true),
  performanceAlerts: z.boolean().default(true),
  weeklyReports: z.boolean().default(false),
  rateLimiting: z.boolean().default(true),
  piiMasking: z.boolean().default(true),
});
export type UserSettings = z.infer<typeof userSettings>;
export const DEFAULT_USER_SETTINGS: UserSettings = userSettings.parse({});
export const updateUserSettingsBody = userSettings.partial();

/** Stored settings as they apply: the defaults when none are stored or they cannot be read. */
export function readUserSettings(stored: unknown): UserSettings {
  const parsed = userSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_USER_SETTINGS;
}
