import type { WidgetCustomConfig } from '@common/widgets';

/** What the designer's Settings and Customize tabs control in the widget's HTML. */
export interface WidgetDesign {
  config: WidgetCustomConfig;
  /** A form-only toggle, baked into the generated code */
  roundedBorders: boolean;
}

const THEME_BLOCK = /\/\* af-theme:start[^*]*\*\/[\s\S]*?\/\* af-theme:end \*\//;
const RADIUS_OFF = /--af-radius:\s*4px/;

const DARK = { bg: '#111827', text: '#f9fafb', muted: '#9ca3af', bubble: '#1f2937', border: '#374151' };
const LIGHT = { text: '#1f2937', muted: '#6b7280', bubble: '#f1f5f9', border: '#e5e7eb' };

/** Dark text on light primaries, white text otherwise (relative luminance, WCAG). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.5 ? '#111827' : '#ffffff';
}

function palette(bg: string, colours: typeof LIGHT): string {
  return `--af-bg:${bg};--af-text:${colours.text};--af-muted:${colours.muted};--af-bubble:${colours.bubble};--af-border:${colours.border}`;
}

/** The CSS between the af-theme markers: colours, theme, shadows, animations and corners. */
export function themeBlock({ config, roundedBorders }: WidgetDesign): string {
  const shared = [
    `--af-primary:${config.primaryColor}`,
    `--af-on-primary:${textOn(config.primaryColor)}`,
    `--af-radius:${roundedBorders ? '16px' : '4px'}`,
    `--af-round:${roundedBorders ? '50%' : '8px'}`,
    `--af-shadow:${config.shadows ? '0 12px 32px rgba(15,23,42,.22)' : 'none'}`,
    `--af-speed:${config.animations ? '.2s' : '0s'}`,
  ].join(';');
  const light = palette(config.backgroundColor, LIGHT);
  const dark = palette(DARK.bg, DARK);
  const lines = [`#af-widget{${shared};${config.theme === 'dark' ? dark : light}}`];
  if (config.theme === 'auto') lines.push(`@media (prefers-color-scheme:dark){#af-widget{${dark}}}`);
  return `/* af-theme:start (rewritten by the designer: edit colours in its Customize tab) */\n${lines.join('\n')}\n/* af-theme:end */`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const attributePattern = (name: string) => new RegExp(`(\\s${name}=)"([^"]*)"`);

export function readDataAttribute(html: string, name: string): string | null {
  const match = attributePattern(name).exec(html);
  return match ? unescapeAttribute(match[2]) : null;
}

/** Rewrites the first `name="..."` attribute; HTML without it is returned unchanged. */
export function setDataAttribute(html: string, name: string, value: string): string {
  return html.replace(attributePattern(name), (_whole, prefix: string) => `${prefix}"${escapeAttribute(value)}"`);
}

/** Applies the design to HTML built from the template; hand-written HTML without the markers stays as it is. */
export function applyDesign(html: string, design: WidgetDesign): string {
  const themed = html.replace(THEME_BLOCK, () => themeBlock(design));
  const withAutoOpen = setDataAttribute(themed, 'data-af-auto-open', String(design.config.autoOpen));
  return setDataAttribute(withAutoOpen, 'data-af-logo-url', design.config.logoUrl ?? '');
}

/** The rounded-borders toggle is not stored: read it back from the HTML. */
export function readRoundedBorders(html: string): boolean {
  const block = THEME_BLOCK.exec(html);
  return !(block && RADIUS_OFF.test(block[0]));
}
