import { widgetCustomConfig, type PublicWidget, type Widget, type WidgetCustomConfig } from '../../../common/widgets';
import type { WidgetRow } from './queries';

/** Stored JSON may predate a field: missing or invalid values fall back to the schema's defaults. */
export function readCustomConfig(stored: unknown): WidgetCustomConfig {
  const parsed = widgetCustomConfig.safeParse(stored ?? {});
  return parsed.success ? parsed.data : widgetCustomConfig.parse({});
}

export function toWidget(row: WidgetRow): Widget {
  return {
    id: row.id,
    agentId: row.agentId,
    name: row.name,
    htmlCode: row.htmlCode,
    customConfig: readCustomConfig(row.customConfig),
    isPublic: row.isPublic,
    isPremiumFeatures: row.isPremiumFeatures,
    urlToken: row.urlToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicWidget(row: { id: string; name: string; htmlCode: string; customConfig: unknown }): PublicWidget {
  return { id: row.id, name: row.name, htmlCode: row.htmlCode, customConfig: readCustomConfig(row.customConfig) };
}
