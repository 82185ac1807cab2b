import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChannelsView } from '../src/common/channels';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { startFakeLlm } from '../tests/fixtures/fake-llm';
import { signSlackRequest, slackEventPayload, startFakeSlack, type FakeSlack } from '../tests/fixtures/fake-slack';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels > Slack: an owner connects a Slack app through its dialog (the server asks
// a fake Slack Web API: auth.test), sees it connected, sends a test message to a channel id and
// disconnects; dark English first, then light Spanish, axe clean throughout.
const browser = setupBrowser({ server: 'open' });
let slack: FakeSlack;

beforeAll(async () => {
  slack = await startFakeSlack({ port: inject('fakeSlackPort') });
});
afterAll(async () => {
  await slack.close();
});

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `channel-slack-${name}`);
};
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('Deployments > Channels > Slack', () => {
  it('connects a Slack app, shows it connected, sends a test message and disconnects, in both themes and languages', async () => {
    // the open server's first account becomes its admin: this owner is a later one, on a Premium trial
    const earlier = await browser.newContext();
    await earlier.request.post('/api/auth/register', { data: { email: uniqueEmail('slack-first'), password: 'slack-password-0', firstName: 'Fay' } });
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('slack'), password: 'slack-password-1', firstName: 'Sol' });
    await apiCall(page, 'POST', '/api/billing/trial', {});
    const projects = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projects[0]?.id}/agents`, { name: 'Slack Desk', systemPrompt: 'You are Slack Desk.' });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=slack`, { waitUntil: 'networkidle' });
    const panel = page.getByTestId('channel-panel-slack');
    await panel.waitFor();
    expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    await panel.getByText(deploymentsEn.slack.notConfiguredHint).waitFor();
    await snapshot(page, 'not-configured-dark-en');
    const findings = (await seriousAxeFindings(page)).map((f) => `panel dark en: ${f}`);

    // the dialog checks the fields with the server's schema, then the server asks Slack (auth.test)
    await panel.getByTestId('channel-configure').click();
    const dialog = page.getByTestId('channel-config-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('channel-webhook-url').textContent()).toMatch(/\/webhook\/slack$/);
    await page.getByTestId('slack-app-id-input').fill('my app');
    await page.getByTestId('channel-save').click();
    await dialog.getByText(deploymentsEn.slack.errors.appId).waitFor();
    await page.getByTestId('slack-app-id-input').fill(slack.appId);
    await page.getByTestId('slack-bot-token-input').fill(slack.botToken);
    await page.getByTestId('slack-signing-secret-input').fill(slack.signingSecret);
    await snapshot(page, 'dialog-dark-en');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `dialog dark en: ${f}`));
    await page.getByTestId('channel-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(slack.calls).toContain('auth.test');

    await expect.poll(() => panel.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
    expect(await text(page, 'channel-app-id')).toBe(slack.appId);
    expect(await text(page, 'channel-token-hint')).toBe(`…${slack.botToken.slice(-4)}`);
    expect(await text(page, 'channel-signing-secret')).toBe(deploymentsEn.messaging.stored);
    await snapshot(page, 'connected-dark-en');

    // "Send a test message": auth.test, then chat.postMessage to the channel id typed
    await panel.getByTestId('channel-test-message').click();
    const test = page.getByTestId('channel-test-dialog');
    await test.waitFor();
    await test.getByLabel(deploymentsEn.slack.testRecipient).fill('C0TEST0001');
    await test.getByTestId('channel-test-send').click();
    await expect.poll(() => test.getByTestId('channel-test-result').getAttribute('data-ok')).toBe('true');
    expect(slack.sent).toEqual([{ channel: 'C0TEST0001', text: 'This is a test message: this agent answers here.' }]);
    await snapshot(page, 'test-message-dark-en');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `test dialog dark en: ${f}`));
    await test.getByRole('button', { name: deploymentsEn.actions.close }).first().click();
    await test.waitFor({ state: 'detached' });

    // light theme, Spanish: the panel and its dialog again, then the disconnect
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await panel.waitFor();
    await panel.getByText(deploymentsEs.slack.description).waitFor();
    await snapshot(page, 'connected-light-es');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `panel light es: ${f}`));
    await panel.getByTestId('channel-configure').click();
    await dialog.waitFor();
    expect(await page.getByTestId('slack-bot-token-input').getAttribute('placeholder')).toContain(`…${slack.botToken.slice(-4)}`);
    await snapshot(page, 'dialog-light-es');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `dialog light es: ${f}`));
    await dialog.getByRole('button', { name: deploymentsEs.actions.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    await panel.getByTestId('channel-disconnect').click();
    await page.getByTestId('channel-disconnect-dialog').getByText(deploymentsEs.slack.disconnectBody).waitFor();
    await page.getByTestId('confirm-channel-disconnect').click();
    await expect.poll(() => panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
    const view = await apiCall<ChannelsView>(page, 'GET', `/api/agents/${agent.id}/channels`);
    expect([view.slack.configured, view.slack.appId, view.slack.botTokenHint]).toEqual([false, null, null]);
    await snapshot(page, 'disconnected-light-es');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `disconnected light es: ${f}`));

    expect(findings).toEqual([]);
  });

  it("shows the Slack user's name in the Inbox, in both themes", async () => {
    const llm = await startFakeLlm({ port: inject('fakeModelPort') });
    try {
      await enableAxe(browser.context);
      const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
      await signUp(page, { email: uniqueEmail('slack-inbox'), password: 'slack-password-2', firstName: 'Ina' });
      await apiCall(page, 'POST', '/api/billing/trial', {});
      const projectId = (await apiCall<{ id: string }[]>(page, 'GET', '/api/projects'))[0]?.id;
      await apiCall(page, 'POST', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-slack-4455', baseUrl: llm.baseUrl });
      const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projectId}/agents`, { name: 'Slack Inbox Desk', modelProvider: 'other', modelName: 'gpt-4', systemPrompt: 'You are Slack Inbox Desk.' });
      await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
      await apiCall(page, 'PUT', `/api/agents/${agent.id}/channels/slack`, { appId: slack.appId, botToken: slack.botToken, signingSecret: slack.signingSecret });

      slack.users.set('U0GIL00001', 'Gil Moreno');
      llm.script({ kind: 'reply', text: 'Hello **Gil**, how can I help?' });
      const before = slack.sent.length;
      const body = slackEventPayload(slack, { type: 'message', channel: 'D0GIL00001', user: 'U0GIL00001', text: 'Hi, is anyone there?', ts: '1700000000.000200', channel_type: 'im' });
      const res = await fetch(`${inject('openBaseUrl')}/webhook/slack`, { method: 'POST', body, headers: signSlackRequest(slack.signingSecret, body) });
      expect(res.status).toBe(200);
      await expect.poll(() => slack.sent.length, { timeout: 15_000 }).toBe(before + 1);
      expect(slack.sent.at(-1)).toEqual({ channel: 'D0GIL00001', text: 'Hello *Gil*, how can I help?', thread_ts: '1700000000.000200' });

      await page.goto('/inbox', { waitUntil: 'networkidle' });
      const item = page.getByTestId('inbox-item').filter({ hasText: 'Slack Inbox Desk' });
      await item.getByTestId('inbox-visitor-name').getByText('Gil Moreno').waitFor();
      await item.click();
      await page.getByTestId('inbox-thread-visitor-name').getByText('Gil Moreno').waitFor();
      await snapshot(page, 'inbox-dark-en');
      const findings = (await seriousAxeFindings(page)).map((f) => `inbox dark: ${f}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('inbox-thread-visitor-name').getByText('Gil Moreno').waitFor();
      await snapshot(page, 'inbox-light-en');
      findings.push(...(await seriousAxeFindings(page)).map((f) => `inbox light: ${f}`));
      expect(findings).toEqual([]);
    } finally {
      await llm.close();
    }
  });
});
