import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChannelsView } from '../src/common/channels';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import conversationsEn from '../src/web/i18n/en/conversations.json';
import conversationsEs from '../src/web/i18n/es/conversations.json';
import inboxEn from '../src/web/i18n/en/inbox.json';
import inboxEs from '../src/web/i18n/es/inbox.json';
import { startFakeLlm } from '../tests/fixtures/fake-llm';
import { metaAccount, metaMessage, metaPayload, signMetaPayload, startFakeMetaSend, type FakeMetaSend } from '../tests/fixtures/fake-meta-send';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels: a Premium owner connects Messenger and Instagram (one Meta app), sees their
// state, sends a test message through the Send API fake, and disconnects them.
// The open server's META_GRAPH_URL names a free port (e2e/setup/global-setup.ts): the fake listens there.
const browser = setupBrowser({ server: 'open' });
let meta: FakeMetaSend;

beforeAll(async () => {
  meta = await startFakeMetaSend(Number(new URL(inject('metaGraphUrl')).port));
});
afterAll(async () => {
  await meta?.close();
});

const shot = (page: Page, name: string) => screenshotOnFailure(page, `channel-meta-${name}`);
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

async function connect(page: Page, kind: 'messenger' | 'instagram', labels: typeof deploymentsEn, account: { id: string; accessToken: string; appSecret: string }) {
  await page.getByTestId(`channel-card-${kind}`).click();
  const panel = page.getByTestId(`channel-panel-${kind}`);
  expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
  await panel.getByTestId('channel-configure').click();
  const dialog = page.getByTestId('channel-config-dialog');
  await dialog.waitFor();
  expect(await dialog.getByTestId('channel-webhook-url').textContent()).toMatch(new RegExp(`/webhook/${kind}$`));
  await page.getByTestId(`${kind}-route-id-input`).fill('12ab');
  await page.getByTestId('channel-save').click();
  await dialog.getByText(labels[kind].errors.routeId).waitFor();
  await page.getByTestId(`${kind}-route-id-input`).fill(account.id);
  await page.getByTestId('channel-save').click();
  await dialog.getByText(labels.messaging.secretRequired).first().waitFor();
  const findings = await seriousAxeFindings(page);
  await page.getByTestId(`${kind}-access-token-input`).fill(account.accessToken);
  await page.getByTestId(`${kind}-app-secret-input`).fill(account.appSecret);
  await page.getByTestId(`${kind}-verify-token-input`).fill(`verify-${kind}-token`);
  await page.getByTestId('channel-save').click();
  await dialog.waitFor({ state: 'detached' });
  expect(await text(page, 'channel-token-hint')).toBe(`…${account.accessToken.slice(-4)}`);
  expect(await panel.getByTestId('channel-status').getAttribute('data-state')).toBe('connected');
  return { panel, findings };
}

async function testMessage(page: Page, panel: ReturnType<Page['getByTestId']>, to: string) {
  await panel.getByTestId('channel-test-message').click();
  const test = page.getByTestId('channel-test-dialog');
  await test.waitFor();
  await page.getByTestId('channel-test-recipient').fill(to);
  await page.getByTestId('channel-test-send').click();
  return test;
}

describe('Deployments > Channels: Messenger and Instagram', () => {
  for (const [theme, language, labels] of [
    ['dark', 'en', deploymentsEn],
    ['light', 'es', deploymentsEs],
  ] as const) {
    it(`connects both, sends a test message and disconnects (${theme}, ${language})`, async () => {
      const earlier = await browser.newContext();
      expect((await earlier.request.post('/api/auth/register', { data: { email: uniqueEmail('meta-first'), password: 'meta-password-0', firstName: 'Fay' } })).ok()).toBe(true);
      await enableAxe(browser.context);
      // the sign-up helper reads the English form; the language is switched after it
      const page = await newPage(browser.context, { theme, language: 'en' });
      await signUp(page, { email: uniqueEmail('meta'), password: 'meta-password-1', firstName: 'Mia' });
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await apiCall(page, 'POST', '/api/billing/trial', {});
      const projects = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
      const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projects[0]?.id}/agents`, { name: 'Meta Desk', systemPrompt: 'You are Meta Desk.' });
      await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
      const page1 = metaAccount(meta, 'Bakery Page', 2000);
      const ig = metaAccount(meta, 'bakery.ig', 1000);

      await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=messenger`, { waitUntil: 'networkidle' });
      await page.getByTestId('channel-panel-messenger').waitFor();
      const findings = (await seriousAxeFindings(page)).map((f) => `tab: ${f}`);
      const messenger = await connect(page, 'messenger', labels, page1);
      findings.push(...messenger.findings.map((f) => `messenger dialog: ${f}`));
      await shot(page, `messenger-connected-${theme}-${language}`);

      const sent = meta.sent.length;
      const dialog = await testMessage(page, messenger.panel, '6243157895012345');
      await dialog.getByTestId('channel-test-result').getByText(/Bakery Page/).waitFor();
      expect(await dialog.getByTestId('channel-test-result').getAttribute('data-ok')).toBe('true');
      // said in the user's language from the result's code and parameters
      const said = labels.checkResults.metaSent.replace('{{channel}}', 'Messenger').replace('{{name}}', 'Bakery Page').replace('{{to}}', '6243157895012345');
      expect(await text(page, 'channel-test-result')).toBe(`${labels.messaging.testMessageOk} ${said}`);
      expect(meta.sent.slice(sent)).toEqual([{ senderId: page1.id, recipientId: '6243157895012345', text: 'This is a test message from AgentForge: your agent is connected.' }]);
      await shot(page, `messenger-test-${theme}-${language}`);
      findings.push(...(await seriousAxeFindings(page)).map((f) => `test dialog: ${f}`));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const instagram = await connect(page, 'instagram', labels, ig);
      findings.push(...instagram.findings.map((f) => `instagram dialog: ${f}`));
      await shot(page, `instagram-connected-${theme}-${language}`);

      await instagram.panel.getByTestId('channel-disconnect').click();
      await page.getByTestId('channel-disconnect-dialog').getByText(labels.instagram.disconnectBody).waitFor();
      await page.getByTestId('confirm-channel-disconnect').click();
      await expect.poll(() => instagram.panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
      await page.getByTestId('channel-card-messenger').click();
      await messenger.panel.getByTestId('channel-disconnect').click();
      await page.getByTestId('confirm-channel-disconnect').click();
      await expect.poll(() => messenger.panel.getByTestId('channel-status').getAttribute('data-state')).toBe('notConfigured');
      const view = await apiCall<ChannelsView>(page, 'GET', `/api/agents/${agent.id}/channels`);
      expect([view.messenger.configured, view.instagram.configured]).toEqual([false, false]);
      await shot(page, `disconnected-${theme}-${language}`);
      expect(findings).toEqual([]);
    });
  }

  it('shows an answer refused outside the 24-hour window as not sent, with the reason, in the Inbox and Conversations', async () => {
    const llm = await startFakeLlm({ port: inject('fakeModelPort') });
    try {
      await enableAxe(browser.context);
      const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
      await signUp(page, { email: uniqueEmail('meta-window'), password: 'meta-password-2', firstName: 'Wes' });
      await apiCall(page, 'POST', '/api/billing/trial', {});
      const projectId = (await apiCall<{ id: string }[]>(page, 'GET', '/api/projects'))[0]?.id;
      await apiCall(page, 'POST', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-meta-7788', baseUrl: llm.baseUrl });
      const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${projectId}/agents`, { name: 'Window Desk', modelProvider: 'other', modelName: 'gpt-4', systemPrompt: 'You are Window Desk.' });
      await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
      const account = metaAccount(meta, 'Late Bakery', 2000);
      await apiCall(page, 'PUT', `/api/agents/${agent.id}/channels/messenger`, { pageId: account.id, accessToken: account.accessToken, appSecret: account.appSecret, verifyToken: 'verify-window-token' });

      llm.script({ kind: 'reply', text: 'We open at **9**.' });
      meta.failNext(1, 'window-messenger');
      const body = metaPayload('page', account.id, [metaMessage('6243157895019999', account.id, { mid: 'm_window_e2e_1', text: 'When do you open?' })]);
      const res = await fetch(`${inject('openBaseUrl')}/webhook/messenger`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaPayload(account.appSecret, body) } });
      expect(res.status).toBe(200);
      const reason = 'Messenger refused the reply: outside the 24-hour messaging window (code 10, subcode 2018278): the person last wrote more than 24 hours ago.';
      const listed = () => apiCall<{ conversations: { id: string }[] }>(page, 'GET', `/api/projects/${projectId}/conversations?agentId=${agent.id}`);
      await expect.poll(async () => (await listed()).conversations.length, { timeout: 15_000 }).toBe(1);
      const conversationId = (await listed()).conversations[0]?.id;
      await expect.poll(async () => (await apiCall<{ transcript: { deliveryError: string | null }[] }>(page, 'GET', `/api/conversations/${conversationId}`)).transcript[0]?.deliveryError, { timeout: 15_000 }).toBe(reason);

      const findings: string[] = [];
      for (const [theme, language, inbox, conversations] of [
        ['dark', 'en', inboxEn, conversationsEn],
        ['light', 'es', inboxEs, conversationsEs],
      ] as const) {
        await page.evaluate(([th, l]) => (localStorage.setItem('theme', th), localStorage.setItem('language', l)), [theme, language]);
        await page.goto('/inbox', { waitUntil: 'networkidle' });
        await page.getByTestId('inbox-item').filter({ hasText: 'Window Desk' }).click();
        const notSent = page.getByTestId('inbox-timeline').getByTestId('not-sent');
        await notSent.waitFor();
        expect((await notSent.textContent())?.trim()).toBe(inbox.thread.notSent.replace('{{reason}}', reason));
        await shot(page, `inbox-not-sent-${theme}-${language}`);
        findings.push(...(await seriousAxeFindings(page)).map((f) => `inbox ${theme}: ${f}`));

        await page.goto(`/conversations/${conversationId}`, { waitUntil: 'networkidle' });
        const turnNotSent = page.getByTestId('transcript-turn').getByTestId('not-sent');
        await turnNotSent.waitFor();
        expect((await turnNotSent.textContent())?.trim()).toBe(conversations.transcript.notSent.replace('{{reason}}', reason));
        await shot(page, `conversation-not-sent-${theme}-${language}`);
        findings.push(...(await seriousAxeFindings(page)).map((f) => `conversation ${theme}: ${f}`));
      }
      expect(findings).toEqual([]);
    } finally {
      await llm.close();
    }
  });
});
