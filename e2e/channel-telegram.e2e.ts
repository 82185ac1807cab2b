import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChannelsView } from '../src/common/channels';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { startFakeTelegram, type FakeTelegram } from '../tests/fixtures/fake-telegram';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels > Telegram: an owner pastes a bot token (the product asks the Bot API fake
// for the bot and registers its webhook), sees the bot and its state, sends a test message, and
// disconnects (the webhook is deleted at Telegram); dark and light, English and Spanish, axe clean.
const browser = setupBrowser({ server: 'open' });
let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram({ port: inject('fakeTelegramPort') });
  // the e2e server has no HTTPS address; Telegram itself would require one
  telegram.allowHttpWebhook = true;
});
afterAll(async () => telegram?.close());

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `channel-telegram-${name}`);
};
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('Deployments > Channels > Telegram', () => {
  it('connects a bot, sends a test message and disconnects, in both themes and languages', async () => {
    // the open server's first account becomes its admin, who always has Premium: this owner must not be first
    const earlier = await browser.newContext();
    expect((await earlier.request.post('/api/auth/register', { data: { email: uniqueEmail('telegram-first'), password: 'telegram-password-0', firstName: 'Fay' } })).ok()).toBe(true);

    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('telegram'), password: 'telegram-password-1', firstName: 'Tess' });
    await apiCall(page, 'POST', '/api/billing/trial', {});
    const projects = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projects[0]?.id}/agents`, { name: 'Bot Desk', systemPrompt: 'You are Bot Desk.' });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=telegram`, { waitUntil: 'networkidle' });
    const panel = page.getByTestId('channel-panel-telegram');
    await panel.waitFor();
    expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    await panel.getByText(deploymentsEn.telegram.notConfiguredHint).waitFor();
    const findings = (await seriousAxeFindings(page)).map((f) => `panel dark: ${f}`);

    await panel.getByTestId('channel-configure').click();
    const dialog = page.getByTestId('channel-config-dialog');
    await dialog.waitFor();
    // the form checks the token's shape; Telegram's own refusal comes back with its reason
    await page.getByTestId('telegram-bot-token-input').fill('not a token');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.telegram.errors.botToken).waitFor();
    await page.getByTestId('telegram-bot-token-input').fill('123456:AAE-unknown-token-for-this-bot');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(/Telegram refused getMe \(HTTP 401\): Unauthorized/).waitFor();
    await snapshot(page, 'refused-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `dialog dark: ${f}`));

    await page.getByTestId('telegram-bot-token-input').fill(telegram.bot.token);
    await page.getByLabel(deploymentsEn.telegram.allowGroups).click();
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await text(page, 'channel-bot-username')).toBe('@shop_helper_bot');
    expect(await text(page, 'channel-token-hint')).toBe(`…${telegram.bot.token.slice(-4)}`);
    expect(await text(page, 'channel-groups')).toBe(deploymentsEn.telegram.groupsAllowed);
    expect(await text(page, 'channel-webhook')).toMatch(new RegExp(`/webhook/telegram/${telegram.bot.id}$`));
    expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    const hook = telegram.webhooks.get(telegram.bot.token);
    expect(hook?.url).toMatch(new RegExp(`/webhook/telegram/${telegram.bot.id}$`));
    expect(hook?.secretToken.length).toBeGreaterThanOrEqual(32);
    await snapshot(page, 'connected-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `connected dark: ${f}`));

    // "Send a test message": getMe, then a message to the chat id typed
    await panel.getByTestId('channel-test-message').click();
    const test = page.getByTestId('channel-test-dialog');
    await test.waitFor();
    await page.getByTestId('channel-test-recipient').fill('424242');
    await page.getByTestId('channel-test-send').click();
    await test.getByTestId('channel-test-result').waitFor();
    expect(await test.getByTestId('channel-test-result').getAttribute('data-ok')).toBe('true');
    expect(telegram.sent.map((s) => s.chatId)).toEqual(['424242']);
    await snapshot(page, 'test-message-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `test dialog dark: ${f}`));
    await page.keyboard.press('Escape');
    await test.waitFor({ state: 'detached' });

    // light theme, Spanish: the panel, the dialog with its stored token, and disconnecting
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await panel.waitFor();
    await panel.getByText(deploymentsEs.telegram.description).waitFor();
    expect(await text(page, 'channel-groups')).toBe(deploymentsEs.telegram.groupsAllowed);
    await snapshot(page, 'connected-light-es');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `panel light es: ${f}`));
    await panel.getByTestId('channel-configure').click();
    await dialog.waitFor();
    await dialog.getByText(deploymentsEs.telegram.instructions).waitFor();
    expect(await page.getByTestId('telegram-bot-token-input').inputValue()).toBe('');
    expect(await page.getByTestId('telegram-allow-groups').getAttribute('data-state')).toBe('checked');
    await snapshot(page, 'dialog-light-es');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `dialog light es: ${f}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await panel.getByTestId('channel-disconnect').click();
    const confirm = page.getByTestId('channel-disconnect-dialog');
    await confirm.getByText(deploymentsEs.telegram.disconnectBody).waitFor();
    await snapshot(page, 'disconnect-light-es');
    await page.getByTestId('confirm-channel-disconnect').click();
    await expect.poll(() => panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    expect(telegram.deleted).toEqual([telegram.bot.token]);
    expect(telegram.webhooks.size).toBe(0);
    const view = await apiCall<ChannelsView>(page, 'GET', `/api/agents/${agent.id}/channels`);
    expect([view.telegram.configured, view.telegram.botUsername]).toEqual([false, null]);
    await snapshot(page, 'disconnected-light-es');

    expect(findings).toEqual([]);
  });
});
