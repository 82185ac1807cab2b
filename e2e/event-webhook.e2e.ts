import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import settingsEn from '../src/web/i18n/en/settings.json';
import settingsEs from '../src/web/i18n/es/settings.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Settings > API Keys > Event webhook: save a receiver URL, read the secret once, send a signed test
// event the loopback receiver gets, see the last delivery. Axe clean in both themes and languages.
const browser = setupBrowser({ server: 'open' });

interface Received { url: string; headers: Record<string, string>; body: string }

async function checkCard(page: Page, name: string) {
  await page.getByTestId('event-webhook-card').waitFor();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await screenshotOnFailure(page, `event-webhook-${name}`);
}

describe('event webhook', () => {
  it('saves a URL, shows the secret once and delivers a signed test event', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, { email: uniqueEmail('event-webhook'), password: 'event-webhook-pass-1', firstName: 'Eve' });
    await page.goto('/settings?tab=api-keys');
    const card = page.getByTestId('event-webhook-card');
    await card.getByText(settingsEn.eventWebhook.title).waitFor();

    const receiver = inject('toolReceiverUrl');
    const path = `/agentforge-events-${Date.now()}`;
    await page.getByTestId('event-webhook-url').fill(`${receiver}${path}`);
    await page.getByTestId('event-webhook-save').click();
    const secret = page.getByTestId('event-webhook-secret');
    await secret.getByText(settingsEn.eventWebhook.secretOnce).waitFor();
    const secretValue = (await secret.locator('code').textContent())?.trim() ?? '';
    expect(secretValue.length).toBeGreaterThan(10);

    await page.getByTestId('event-webhook-test').click();
    const last = page.getByTestId('event-webhook-last');
    await expect.poll(() => last.getAttribute('data-status'), { timeout: 15_000 }).toBe('delivered');
    const got = (await (await fetch(`${receiver}/__requests`)).json()) as Received[];
    const hit = got.find((r) => r.url === path);
    expect(hit).toBeTruthy();
    expect(String(hit?.headers['x-agentforge-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // a test event does not take the secret off the screen before it is copied
    expect((await secret.locator('code').textContent())?.trim()).toBe(secretValue);
    await checkCard(page, 'light-en');

    // the secret is shown only once: gone after a reload
    await page.reload();
    await card.getByText(settingsEn.eventWebhook.title).waitFor();
    await expect.poll(() => page.getByTestId('event-webhook-secret').count()).toBe(0);
    await page.getByTestId('event-webhook-last').waitFor();

    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'es');
    });
    await page.reload();
    await card.getByText(settingsEs.eventWebhook.title).waitFor();
    await card.getByText(settingsEs.eventWebhook.test).waitFor();
    await checkCard(page, 'dark-es');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await card.getByText(settingsEn.eventWebhook.title).waitFor();
    await checkCard(page, 'dark-en');

    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.reload();
    await card.getByText(settingsEs.eventWebhook.title).waitFor();
    await checkCard(page, 'light-es');
  });
});
