import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChannelsView } from '../src/common/channels';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { dovecotInstalled, startDovecot, type DovecotPeer } from '../tests/fixtures/dovecot';
import { startSmtpPeer, type SmtpPeer } from '../tests/fixtures/smtp-peer';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels > E-mail: a Premium owner connects the agent's mailbox (Dovecot for IMAP,
// smtp-server for SMTP), sees its state, sends a test e-mail, and disconnects it.
const browser = setupBrowser({ server: 'open' });
let imap: DovecotPeer;
let smtp: SmtpPeer;
const SMTP_LOGIN = { user: 'smtp-user', password: 'smtp-e2e-secret' };

const snapshot = async (page: Page, name: string) => screenshotOnFailure(page, `channel-email-${name}`);
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

beforeAll(async () => {
  if (!dovecotInstalled) return;
  const ports = inject('mailPorts');
  imap = await startDovecot({ port: ports.imap });
  smtp = await startSmtpPeer({ login: SMTP_LOGIN, port: ports.smtp });
}, 30_000);
afterAll(async () => {
  await imap?.close();
  await smtp?.close();
});

async function chooseTls(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
}

describe.skipIf(!dovecotInstalled)('Deployments > Channels > E-mail', () => {
  it('connects the mailbox, shows its state without a webhook, sends a test e-mail, and disconnects', async () => {
    // the open server's first account becomes its admin: this owner must not be first
    const earlier = await browser.newContext();
    await earlier.request.post('/api/auth/register', { data: { email: uniqueEmail('email-first'), password: 'email-password-0', firstName: 'Fay' } });

    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('email-channel'), password: 'email-password-1', firstName: 'Eve' });
    const projects = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projects[0]?.id}/agents`, { name: 'Mail Desk', systemPrompt: 'You are Mail Desk.' });
    await apiCall(page, 'POST', '/api/billing/trial', {});
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=email`, { waitUntil: 'networkidle' });
    const panel = page.getByTestId('channel-panel-email');
    await panel.waitFor();
    expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    await panel.getByText(deploymentsEn.email.notConfiguredHint).waitFor();
    const findings = (await seriousAxeFindings(page)).map((f) => `panel dark: ${f}`);

    await panel.getByTestId('channel-configure').click();
    const dialog = page.getByTestId('channel-config-dialog');
    await dialog.waitFor();
    // checked with the server's schema before sending
    await page.getByTestId('email-address-input').fill('not an address');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.email.errors.address).waitFor();
    await page.getByTestId('email-address-input').fill('desk@example.test');
    await page.getByTestId('email-imapHost-input').fill(imap.host);
    await page.getByTestId('email-imapPort-input').fill(String(imap.port));
    await chooseTls(page, 'email-imap-tls-select', deploymentsEn.email.tls.none);
    await page.getByTestId('email-imapUser-input').fill(imap.user);
    await page.getByTestId('email-smtpHost-input').fill('127.0.0.1');
    await page.getByTestId('email-smtpPort-input').fill(String(smtp.port));
    await chooseTls(page, 'email-smtp-tls-select', deploymentsEn.email.tls.none);
    await page.getByTestId('email-smtpUser-input').fill(SMTP_LOGIN.user);
    await page.getByTestId('email-smtpPassword-input').fill(SMTP_LOGIN.password);
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.messaging.secretRequired).waitFor();
    await page.getByTestId('email-imapPassword-input').fill(imap.password);
    await snapshot(page, 'dialog-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `dialog dark: ${f}`));
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });

    expect(await text(page, 'channel-address')).toBe('desk@example.test');
    expect(await text(page, 'channel-imap')).toBe(`${imap.host}:${imap.port}`);
    expect(await text(page, 'channel-password-hint')).toBe(`…${imap.password.slice(-4)}`);
    expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    // e-mail is polled: no webhook to copy
    expect(await panel.getByTestId('channel-webhook').count()).toBe(0);
    await snapshot(page, 'panel-dark');

    // the test message: an IMAP login, an SMTP check and a mail to the address typed
    await panel.getByTestId('channel-test-message').click();
    const test = page.getByTestId('channel-test-dialog');
    await test.waitFor();
    await page.getByTestId('channel-test-recipient').fill('owner@example.test');
    await page.getByTestId('channel-test-send').click();
    await test.getByTestId('channel-test-result').waitFor();
    expect(await test.getByTestId('channel-test-result').getAttribute('data-ok')).toBe('true');
    expect(await text(page, 'channel-test-result')).toContain('A test e-mail was sent to owner@example.test.');
    expect(smtp.received.map((m) => m.rcptTo.join())).toEqual(['owner@example.test']);
    await snapshot(page, 'test-message-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `test dialog dark: ${f}`));
    await page.keyboard.press('Escape');
    await test.waitFor({ state: 'detached' });

    // light theme, Spanish
    const es = page;
    await es.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await es.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=email`, { waitUntil: 'networkidle' });
    const panelEs = es.getByTestId('channel-panel-email');
    await panelEs.getByText(deploymentsEs.email.description).waitFor();
    await snapshot(es, 'panel-light-es');
    findings.push(...(await seriousAxeFindings(es)).map((f) => `panel light es: ${f}`));
    await panelEs.getByTestId('channel-configure').click();
    await es.getByTestId('channel-config-dialog').waitFor();
    await es.getByText(deploymentsEs.email.imapLegend).waitFor();
    expect(await es.getByTestId('email-imapPassword-input').inputValue()).toBe('');
    await snapshot(es, 'dialog-light-es');
    findings.push(...(await seriousAxeFindings(es)).map((f) => `dialog light es: ${f}`));
    await es.keyboard.press('Escape');

    // disconnecting asks first, then forgets the settings and the passwords
    await panelEs.getByTestId('channel-disconnect').click();
    await es.getByTestId('channel-disconnect-dialog').getByText(deploymentsEs.email.disconnectBody).waitFor();
    await es.getByTestId('confirm-channel-disconnect').click();
    await expect.poll(() => panelEs.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    const view = await apiCall<ChannelsView>(es, 'GET', `/api/agents/${agent.id}/channels`);
    expect([view.email.configured, view.email.address, view.email.imapPasswordHint]).toEqual([false, null, null]);
    await snapshot(es, 'disconnected-light-es');

    expect(findings).toEqual([]);
  });
});
