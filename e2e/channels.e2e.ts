import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChannelsView } from '../src/common/channels';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels: a Premium owner connects SMS (Twilio) and WhatsApp (Cloud API), sees their
// real state and masked secrets, and disconnects SMS; a free owner meets the Premium gate first.
const browser = setupBrowser({ server: 'open' });

const SMS = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-auth-token-abcd', phoneNumber: '+15551234567' };
const WHATSAPP = { phoneNumberId: '109876543210987', accessToken: 'EAAG-access-token-wxyz', appSecret: 'meta-app-secret-1234', verifyToken: 'verify-me-please' };

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `channels-${name}`);
};

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('Deployments > Channels', () => {
  it('connects SMS and WhatsApp, shows their state, and disconnects SMS after a confirmation', async () => {
    // the open server's first account becomes its admin, who always has Premium: this owner must not be first
    const earlier = await browser.newContext();
    const registered = await earlier.request.post('/api/auth/register', { data: { email: uniqueEmail('channels-first'), password: 'channels-password-0', firstName: 'Fay' } });
    expect(registered.ok()).toBe(true);

    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('channels'), password: 'channels-password-1', firstName: 'Cleo' });
    const projects = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projects[0]?.id}/agents`, { name: 'Text Desk', systemPrompt: 'You are Text Desk.' });

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=sms`, { waitUntil: 'networkidle' });
    const sms = page.getByTestId('channel-panel-sms');
    await sms.waitFor();
    expect(await sms.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    expect(await sms.getByTestId('channel-disconnect').count()).toBe(0);
    const findings = (await seriousAxeFindings(page)).map((f) => `tab dark: ${f}`);

    // the form checks the fields with the server's schema before sending
    await sms.getByTestId('channel-configure').click();
    const dialog = page.getByTestId('channel-config-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('channel-webhook-url').textContent()).toMatch(/\/webhook\/sms$/);
    findings.push(...(await seriousAxeFindings(page)).map((f) => `sms dialog dark: ${f}`));
    await page.getByLabel(deploymentsEn.sms.accountSid).fill('AC123');
    await page.getByLabel(deploymentsEn.sms.phoneNumber).fill('555 123');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.sms.errors.accountSid).waitFor();
    await dialog.getByText(deploymentsEn.sms.errors.phoneNumber).waitFor();
    await page.getByTestId('sms-account-sid-input').fill(SMS.accountSid);
    await page.getByTestId('sms-phone-input').fill(SMS.phoneNumber);
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.messaging.secretRequired).waitFor();
    await page.getByTestId('sms-auth-token-input').fill(SMS.authToken);

    // a free owner is refused by the server; the same form saves once Premium starts
    await page.getByTestId('channel-save').click();
    await dialog.getByTestId('channel-premium-note').waitFor();
    await snapshot(page, 'sms-premium-gate-dark');
    await apiCall(page, 'POST', '/api/billing/trial', {});
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });

    expect(await text(page, 'channel-phone')).toBe(SMS.phoneNumber);
    expect(await text(page, 'channel-account-sid')).toBe(SMS.accountSid);
    expect(await text(page, 'channel-token-hint')).toBe('…abcd');
    // connected, but nothing can answer a text until a version is active
    expect(await sms.getByTestId('channel-status').getAttribute('data-state')).toBe('noActiveVersion');
    await sms.getByTestId('channel-status').getByText(deploymentsEn.channelState.noActiveVersion, { exact: true }).waitFor();
    await snapshot(page, 'sms-no-active-version-dark');
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
    await page.reload({ waitUntil: 'networkidle' });
    await sms.waitFor();
    expect(await sms.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    expect(await text(page, 'channel-last-message')).toBe(deploymentsEn.messaging.noMessages);
    await sms.getByTestId('channel-status').getByText(deploymentsEn.channelState.connected, { exact: true }).waitFor();

    // WhatsApp: four fields, every secret required the first time
    await page.getByTestId('channel-card-whatsapp').click();
    const whatsapp = page.getByTestId('channel-panel-whatsapp');
    await whatsapp.getByTestId('channel-configure').click();
    await dialog.waitFor();
    await page.getByLabel(deploymentsEn.whatsapp.phoneNumberId).fill(WHATSAPP.phoneNumberId);
    await page.getByLabel(deploymentsEn.whatsapp.accessToken).fill(WHATSAPP.accessToken);
    await page.getByLabel(deploymentsEn.whatsapp.appSecret).fill(WHATSAPP.appSecret);
    await page.getByLabel(deploymentsEn.whatsapp.verifyToken).fill('short');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.whatsapp.errors.verifyToken).waitFor();
    await page.getByTestId('whatsapp-verify-token-input').fill(WHATSAPP.verifyToken);
    await snapshot(page, 'whatsapp-dialog-dark');
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await text(page, 'channel-phone-number-id')).toBe(WHATSAPP.phoneNumberId);
    expect(await text(page, 'channel-token-hint')).toBe('…wxyz');
    expect(await text(page, 'channel-app-secret')).toBe(deploymentsEn.messaging.stored);
    expect(await whatsapp.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    expect(await page.getByTestId('channel-card-sms').getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    await snapshot(page, 'whatsapp-panel-dark');

    // stored secrets stay out of the form: reopening shows which are kept, and saving keeps them
    await whatsapp.getByTestId('channel-configure').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('channel-secret-stored').count()).toBe(3);
    expect(await page.getByTestId('whatsapp-access-token-input').inputValue()).toBe('');
    expect(await page.getByTestId('whatsapp-access-token-input').getAttribute('placeholder')).toContain('…wxyz');
    await snapshot(page, 'whatsapp-dialog-stored-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `whatsapp dialog dark: ${f}`));
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await whatsapp.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');

    // light theme: the panels and the dialog again
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.getByTestId('channel-card-sms').click();
    await page.reload({ waitUntil: 'networkidle' });
    await sms.waitFor();
    await snapshot(page, 'sms-panel-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `tab light: ${f}`));
    await sms.getByTestId('channel-configure').click();
    await dialog.waitFor();
    expect(await page.getByTestId('sms-account-sid-input').inputValue()).toBe(SMS.accountSid);
    expect(await page.getByTestId('sms-auth-token-input').getAttribute('placeholder')).toContain('…abcd');
    await snapshot(page, 'sms-dialog-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `sms dialog light: ${f}`));
    await dialog.getByRole('button', { name: deploymentsEn.actions.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    // disconnecting asks first, then forgets the settings and the secrets
    await sms.getByTestId('channel-disconnect').click();
    const confirm = page.getByTestId('channel-disconnect-dialog');
    await confirm.getByText(deploymentsEn.sms.disconnectBody).waitFor();
    await snapshot(page, 'sms-disconnect-light');
    await confirm.getByRole('button', { name: deploymentsEn.actions.cancel }).click();
    expect(await sms.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    await sms.getByTestId('channel-disconnect').click();
    await page.getByTestId('confirm-channel-disconnect').click();
    await expect.poll(() => sms.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    expect(await text(page, 'channel-phone')).toBe(deploymentsEn.messaging.notSet);
    expect(await sms.getByTestId('channel-disconnect').count()).toBe(0);
    const view = await apiCall<ChannelsView>(page, 'GET', `/api/agents/${agent.id}/channels`);
    expect([view.sms.configured, view.sms.phoneNumber, view.whatsapp.configured]).toEqual([false, null, true]);
    await snapshot(page, 'sms-disconnected-light');

    // a delivery that failed after the last answered message reads Error, with the provider's words
    const failing = { ...view.whatsapp, status: { state: 'error', lastMessageAt: '2025-03-01T09:30:00.000Z', lastError: 'WhatsApp answered 401: the access token expired', lastErrorAt: '2025-03-02T10:00:00.000Z' } };
    await page.route(`**/api/agents/${agent.id}/channels`, (route) => route.fulfill({ json: { ...view, whatsapp: failing } }));
    await page.getByTestId('channel-card-whatsapp').click();
    await page.reload({ waitUntil: 'networkidle' });
    await whatsapp.getByTestId('channel-last-error').getByText(failing.status.lastError).waitFor();
    expect(await whatsapp.getByTestId('channel-status').getAttribute('data-state')).toBe('error');
    expect(await text(page, 'channel-last-message')).toMatch(/2025/);
    await snapshot(page, 'whatsapp-error-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `error state light: ${f}`));

    expect(findings).toEqual([]);
  });
});
