import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import helpEs from '../src/web/i18n/es/help.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Help & Support in Spanish: the guides open the app's own screens, the API reference opens in a
// new tab, and with no support address set (SUPPORT_EMAIL unset, none saved in Settings > Instance)
// there is no mail link at all; no serious accessibility finding in either theme. The admin's
// support address is in foundation.e2e.ts.
const browser = setupBrowser({ server: 'open' });

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `help-${name}`);
};

describe('help', () => {
  it('guides into the app and to support, in Spanish, in both themes', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark' });
    await signUp(page, { email: uniqueEmail('help'), password: 'help-password-1', firstName: 'Helena' });
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/help', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: helpEs.gettingStarted.title }).waitFor();

    await page.getByTestId('help-quickActions-viewToolsHub').waitFor();
    expect(await page.getByTestId('help-quickActions-contactSupport').count()).toBe(0);
    expect(await page.getByTestId('help-support-email').count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    const reference = page.getByTestId('help-support-apiReference');
    expect(await reference.getAttribute('target')).toBe('_blank');
    expect(await reference.getAttribute('rel')).toContain('noopener');
    await snapshot(page, 'es-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `dark: ${f}`);

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: helpEs.gettingStarted.title }).waitFor();
    await snapshot(page, 'es-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `light: ${f}`));
    expect(findings).toEqual([]);

    await page.getByTestId('help-quickActions-viewToolsHub').click();
    await page.waitForURL('**/tools');
  });
});
