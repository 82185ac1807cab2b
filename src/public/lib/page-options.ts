/**
 * Options a page reads from its address: ?theme=light|dark|auto, ?color=#rrggbb and ?widget=
 * (from the embed script), ?embed=1 (inside the widget's frame). Without ?theme the visitor's
 * app theme on this site applies, else the system's.
 */
export interface PageOptions {
  dark: boolean;
  embed: boolean;
  primaryColor: string | null;
  /** ?widget=: the designed widget whose logo the chat shows */
  widgetId: string | null;
}

export function readPageOptions(search: string, prefersDark: boolean): PageOptions {
  const params = new URLSearchParams(search);
  const theme = params.get('theme') ?? storedTheme();
  const dark = theme === 'dark' || ((theme === 'auto' || theme === 'system' || theme === null) && prefersDark);
  const color = params.get('color');
  return {
    dark,
    embed: params.get('embed') === '1',
    primaryColor: color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : null,
    widgetId: params.get('widget') || null,
  };
}

function storedTheme(): string | null {
  try {
    return localStorage.getItem('theme');
  } catch {
    return null;
  }
}

/** Black or white text, whichever reads better on the given colour (WCAG relative luminance). */
export function readableTextOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#0f172a' : '#ffffff';
}

export function applyPageOptions(root: HTMLElement, opts: PageOptions): void {
  root.classList.toggle('dark', opts.dark);
  root.classList.toggle('light', !opts.dark);
  root.classList.toggle('embed', opts.embed);
  if (opts.primaryColor) {
    root.style.setProperty('--primary', opts.primaryColor);
    root.style.setProperty('--ring', opts.primaryColor);
    root.style.setProperty('--primary-foreground', readableTextOn(opts.primaryColor));
  }
}
