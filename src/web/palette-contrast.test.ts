import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG AA (4.5:1 for normal text) for the pairs the components use, in both themes: the palette
// is the one place a colour is chosen, so it is checked here rather than screen by screen.

type Palette = Record<string, string>;

function readPalette(selector: ':root' | '.dark'): Palette {
  const css = readFileSync(new URL('./palette.css', import.meta.url), 'utf8');
  const block = css.slice(css.indexOf(`${selector} {`));
  const body = block.slice(0, block.indexOf('}'));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
}

const channel = (hex: string, i: number) => {
  const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
/** `top` at `alpha` over `bottom`, as Tailwind's bg-x/10 draws it */
const over = (top: string, alpha: number, bottom: string) =>
  `#${[0, 1, 2].map((i) => Math.round(Number.parseInt(top.slice(1 + 2 * i, 3 + 2 * i), 16) * alpha + Number.parseInt(bottom.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe.each([':root', '.dark'] as const)('palette %s', (selector) => {
  const p = readPalette(selector);
  const pairs: [string, string, string][] = [
    ['text', p.foreground, p.background],
    ['card text', p['card-foreground'], p.card],
    ['muted text on a card', p['muted-foreground'], p.card],
    ['muted text on muted', p['muted-foreground'], p.muted],
    ['primary button', p['primary-foreground'], p.primary],
    ['destructive button', p['destructive-foreground'], p.destructive],
    ['error text on a card', p.destructive, p.card],
    ['error text in a red-tinted box (bg-destructive/10)', p.destructive, over(p.destructive, 0.1, p.card)],
    ['destructive badge (bg-destructive/15)', p.destructive, over(p.destructive, 0.15, p.card)],
    ['accent text', p['accent-foreground'], p.accent],
    ['sidebar text', p['sidebar-foreground'], p.sidebar],
  ];
  it.each(pairs)('%s reaches 4.5:1', (_name, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
