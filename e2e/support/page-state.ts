import type { Page } from 'playwright-core';

/** Whether the dark theme is showing (the `dark` class on <html>). */
export function htmlIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

/** The value of a cookie of the page's origin, or null. */
export async function readCookie(page: Page, name: string): Promise<string | null> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((c) => c.name === name)?.value ?? null;
}
