import { describe, expect, it } from 'vitest';
import commonEn from '../src/web/i18n/en/common.json';
import landingEn from '../src/web/i18n/en/landing.json';
import landingEs from '../src/web/i18n/es/landing.json';
import { newPage, setupBrowser } from './support/browser';
import { htmlIsDark } from './support/page-state';

// Journeys of a signed-out visitor; they create no accounts, so they run in any order.
const browser = setupBrowser();

describe('visitor', () => {
  it('sees the landing page, whose demo plays and restarts on a chosen scenario', async () => {
    const page = await newPage(browser.context);
    await page.goto('/');
    await page.getByRole('link', { name: landingEn.hero.getStarted }).or(page.getByRole('button', { name: landingEn.hero.getStarted })).first().waitFor();

    const messages = page.getByTestId('demo-message');
    await messages.first().waitFor();
    const before = await messages.count();
    await page.waitForTimeout(3500);
    expect(await messages.count()).toBeGreaterThan(before);

    const scenarios = page.getByTestId('demo-scenario');
    expect(await scenarios.count()).toBe(3);
    await scenarios.nth(1).click();
    await expect.poll(() => scenarios.nth(1).getAttribute('aria-current'), { timeout: 1000 }).toBe('true');
    expect(await messages.count()).toBe(1);
    await expect.poll(() => messages.first().textContent()).toContain(landingEn.demo.scenarios.support.messages.m1);
  });

  it('switches the language to Spanish, which survives the reload', async () => {
    const page = await newPage(browser.context);
    await page.goto('/');
    await page.getByText(landingEn.hero.getStarted).first().waitFor();

    await page.getByTestId('language-select').click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('option', { name: commonEn.language.es }).click();
    await reloaded;

    await page.getByText(landingEs.hero.getStarted).first().waitFor();
    await page.getByText(landingEs.demo.heading).waitFor();
    expect(await page.getByText(landingEn.demo.heading).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.reload();
    await page.getByText(landingEs.hero.getStarted).first().waitFor();
  });

  it('toggles the theme, which survives a reload', async () => {
    const page = await newPage(browser.context, { theme: 'dark' });
    await page.goto('/');
    expect(await htmlIsDark(page)).toBe(true);

    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await htmlIsDark(page)).toBe(false);

    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => htmlIsDark(page)).toBe(true);
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await htmlIsDark(page)).toBe(true);
  });

  it('sees the not-found page on an unknown path', async () => {
    const page = await newPage(browser.context);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
  });
});
