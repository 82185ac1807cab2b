import { z } from 'zod';

/** Widget constants. */
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

/** Texts the server answers with (the web app shows its own translations). */
export const WIDGET_MESSAGES = {
  nameRequired: 'Por favor ingresa un nombre para el widget.',
  limit: 'Has alcanzado el límite máximo de 10 widgets. Elimina uno para crear otro.',
  fileTooLarge: 'El archivo es demasiado grande. Máximo 2MB',
} as const;

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
  name: z.string({ error: WIDGET_MESSAGES.nameRequired }).trim().min(1, { error: WIDGET_MESSAGES.nameRequired }).max(255),
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

/** Machine-readable codes of the widget and upload errors (besides the generic ones). */
export const WIDGET_ERROR_CODES = {
  limit: 'WIDGET_LIMIT',
  uploadExpired: 'UPLOAD_EXPIRED',
  uploadUsed: 'UPLOAD_USED',
} as const;

/** GET /api/widgets/{id}/public: what the public widget demo page needs (only for public widgets). */
export const publicWidget = z.object({
  id: z.string(),
  name: z.string(),
  htmlCode: z.string(),
  customConfig: widgetCustomConfig,
});
export type PublicWidget = z.infer<typeof publicWidget>;

/** Logo files the upload accepts, checked against the bytes. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
