import { z } from 'zod';

/** SPEC section 9 widget constants. */
export const WIDGET_LIMITS = {
  maxPerAgent: 10,
  logoMaxBytes: 2_097_152,
  cropOutput: 200,
  cropMin: 30,
  cropMax: 100,
  cropDefault: 80,
  previewWidth: 350,
  previewHeight: 500,
  previewAutoOpenMs: 100,
  testSessionPrefix: 'test_agent_',
} as const;
export const WIDGET_DEFAULT_COLORS = { primaryColor: '#667eea', backgroundColor: '#ffffff' } as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Must be a colour like #667eea' });

export const widgetCustomConfig = z.object({
  primaryColor: hexColor.default('#667eea'),
  backgroundColor: hexColor.default('#ffffff'),
  theme: z.enum(['light', 'dark', 'auto']).default('light'),
  animations: z.boolean().default(true),
  shadows: z.boolean().default(true),
  autoOpen: z.boolean().default(false),
  logoUrl: z.string().max(2000).nullable().default(null),
});
export type WidgetCustomConfig = z.infer<typeof widgetCustomConfig>;

export const widgetBody = z.object({
  name: z.string().trim().min(1, { error: 'Por favor ingresa un nombre para el widget.' }).max(255),
  agentId: z.string().optional(),
  htmlCode: z.string().min(1, { error: 'Required' }).max(200_000),
  customConfig: widgetCustomConfig.default({
    primaryColor: '#667eea',
    backgroundColor: '#ffffff',
    theme: 'light',
    animations: true,
    shadows: true,
    autoOpen: false,
    logoUrl: null,
  }),
  isPremiumFeatures: z.boolean().default(true),
});
export type WidgetBody = z.input<typeof widgetBody>;

export const widget = z.object({
  id: z.string(),
  agentId: z.string(),
  name: z.string(),
  htmlCode: z.string(),
  customConfig: widgetCustomConfig,
  isPublic: z.boolean(),
  isPremiumFeatures: z.boolean(),
  urlToken: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Widget = z.infer<typeof widget>;

export const widgetVisibilityBody = z.object({ isPublic: z.boolean() });

/** POST /api/objects/upload answers where to PUT the file; the PUT answers the stored file's address. */
export const uploadTicket = z.object({ uploadURL: z.string(), url: z.string() });
