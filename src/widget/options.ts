export interface WidgetOptions {
  versionId: string;
  /** a widget designed in Deployments: its colours, theme and logo apply */
  widgetId: string | null;
  /** where the script was loaded from: the chat frame comes from the same server */
  origin: string;
  primaryColor: string;
  theme: 'light' | 'dark' | 'auto';
  autoOpen: boolean;
  position: 'left' | 'right';
  lang: 'en' | 'es';
  animations: boolean;
  shadows: boolean;
  /** data-user-id, -name, -email and -signature: who the site says the visitor is (docs/decisions/0045) */
  identity: { userId: string; name?: string; email?: string; signature?: string } | null;
}

/** The part of a designed widget's customConfig the loader uses. */
export type WidgetConfig = Partial<Pick<WidgetOptions, 'primaryColor' | 'theme' | 'autoOpen' | 'animations' | 'shadows'>>;

const DEFAULT_COLOR = '#667eea';
const HEX = /^#[0-9a-f]{6}$/i;
const THEMES = ['light', 'dark', 'auto'];

/** The script tag's data- attributes, then the designed widget's config, then defaults; null (and a console hint) without a version id. */
export function readOptions(script: HTMLScriptElement, navigatorLang: string, config: WidgetConfig = {}): WidgetOptions | null {
  const d = script.dataset;
  const versionId = (d.versionId ?? '').trim();
  if (!versionId) {
    console.warn('[AgentForge] widget.js needs data-version-id="<published version id>"');
    return null;
  }
  const color = [d.primaryColor, config.primaryColor].find((c) => HEX.test(c ?? ''));
  const theme = [d.theme, config.theme].find((v) => THEMES.includes(v ?? ''));
  return {
    versionId,
    widgetId: d.widgetId?.trim() || null,
    // `src` is always absolute when read from the element
    origin: new URL(script.src).origin,
    primaryColor: color ?? DEFAULT_COLOR,
    theme: (theme ?? 'light') as WidgetOptions['theme'],
    autoOpen: d.autoOpen ? d.autoOpen === 'true' : config.autoOpen === true,
    position: d.position === 'left' ? 'left' : 'right',
    lang: (d.lang ?? navigatorLang).toLowerCase().startsWith('es') ? 'es' : 'en',
    animations: config.animations !== false,
    shadows: config.shadows !== false,
    identity: readIdentity(d),
  };
}

function readIdentity(d: DOMStringMap): WidgetOptions['identity'] {
  const userId = d.userId?.trim();
  if (!userId) return null;
  const optional = (value: string | undefined) => value?.trim() || undefined;
  return { userId, name: optional(d.userName), email: optional(d.userEmail), signature: optional(d.userSignature) };
}

/** The identity travels in the frame address's fragment: never sent to the server's logs, read by the chat page. */
function identityFragment(identity: WidgetOptions['identity']): string {
  if (!identity) return '';
  const q = new URLSearchParams({ uid: identity.userId });
  if (identity.name) q.set('name', identity.name);
  if (identity.email) q.set('email', identity.email);
  if (identity.signature) q.set('sig', identity.signature);
  return `#${q}`;
}

/** The chat page the frame opens, carrying the theme and colour. */
export function frameUrl(o: WidgetOptions): string {
  const q = new URLSearchParams({ embed: '1', theme: o.theme, color: o.primaryColor, lang: o.lang });
  if (o.widgetId) q.set('widget', o.widgetId);
  return `${o.origin}/widget/${encodeURIComponent(o.versionId)}?${q}${identityFragment(o.identity)}`;
}

/** A designed widget's config, or {} when it is unknown, hidden or unreachable (the tag's own attributes still apply). */
export async function fetchWidgetConfig(origin: string, widgetId: string): Promise<WidgetConfig> {
  try {
    const res = await fetch(`${origin}/api/widgets/${encodeURIComponent(widgetId)}/public`, { credentials: 'omit' });
    if (!res.ok) return {};
    return ((await res.json()) as { customConfig?: WidgetConfig }).customConfig ?? {};
  } catch {
    return {};
  }
}
