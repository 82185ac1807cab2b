import type { Locator, Page } from 'playwright-core';

/**
 * Whether the focused element shows where focus is: an outline or a ring (box shadow) of its own,
 * or else a change that focus makes to it or a near ancestor (a card ringed while its stretched
 * link has focus, a highlighted row), found by comparing styles with and without the focus.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return false;
    const own = getComputedStyle(el);
    if ((own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) || own.boxShadow !== 'none') return true;
    const chain: Element[] = [];
    for (let node: Element | null = el; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const snapshot = () =>
      chain.map((node) => {
        const s = getComputedStyle(node);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.color, s.textDecorationLine].join('|');
      });
    // transitions would report the focused look for a moment after the blur
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    const focused = snapshot();
    el.blur();
    const blurred = snapshot();
    el.focus({ preventScroll: true });
    still.remove();
    return focused.some((value, i) => value !== blurred[i]);
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves
 * through the page; fails when it is not reached within `max` presses or shows no focus indicator.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 60); i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      if (!(await focusIsVisible(page))) throw new Error(`${target} has the focus but shows no focus indicator`);
      return;
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} was not reached with ${key} (focus is on ${focused})`);
}

/** Whether the focus is inside the element. */
export function focusIsWithin(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el.contains(document.activeElement));
}

/** Presses Tab `presses` times from the top of the page; the stops that showed no focus indicator, described. */
export async function stopsWithoutFocusIndicator(page: Page, presses: number): Promise<string[]> {
  const missing = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (await focusIsVisible(page)) continue;
    const described = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${name}"`;
    });
    if (described) missing.add(described);
  }
  return [...missing];
}
