export interface WidgetOptions {
  versionId: string;
  /** where the script was loaded from: the chat frame comes from the same server */
  origin: string;
  primaryColor: string;
  theme: 'light' | 'dark' | 'auto';
  autoOpen: boolean;
  position: 'left' | 'right';
  lang: 'en' | 'es';
}

const DEFAULT_COLOR = '#667eea';

/** Reads the script tag's data- attributes; null (and a console hint) without a version id. */
export function readOptions(script: HTMLScriptElement, navigatorLang: string): WidgetOptions | null {
  const d = script.dataset;
  const versionId = (d.versionId ?? '').trim();
  if (!versionId) {
    console.warn('[AgentForge] widget.js needs data-version-id="<published version id>"');
    return null;
  }
  const lang = (d.lang ?? navigatorLang).toLowerCase().startsWith('es') ? 'es' : 'en';
  return {
    versionId,
    origin: new URL(script.src, location.href).origin,
    primaryColor: /^#[0-9a-f]{6}$/i.test(d.primaryColor ?? '') ? (d.primaryColor as string) : DEFAULT_COLOR,
    theme: d.theme === 'dark' || d.theme === 'auto' ? d.theme : 'light',
    autoOpen: d.autoOpen === 'true',
    position: d.position === 'left' ? 'left' : 'right',
    lang,
  };
}

/** The chat page the frame opens, carrying the theme and colour. */
export function frameUrl(o: WidgetOptions): string {
  const q = new URLSearchParams({ embed: '1', theme: o.theme, color: o.primaryColor, lang: o.lang });
  return `${o.origin}/widget/${encodeURIComponent(o.versionId)}?${q}`;
}
