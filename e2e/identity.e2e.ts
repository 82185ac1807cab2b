import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import commonEn from '../src/web/i18n/en/common.json';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { axeCollector, enableAxe } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 32, verified identity (docs/decisions/0045): the owner creates the agent's identity secret
// in Deployments (shown once), a site embeds the widget with its user's id signed by its server
// (here the test, with the secret it read on the screen), the visitor's turn is answered, and the
// conversation shows the visitor as verified in Conversations and the Inbox.
const browser = setupBrowser({ server: 'open' });
const en = DICTIONARIES.en;

let llm: FakeLlm;
let host: Server;
let hostUrl: string;
/** what the site's page embeds; set once the secret is known */
let embed = '';

const snapshot = async (page: Page, name: string) => {
  await screenshotOnFailure(page, `identity-${name}`);
};

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="en"><head><title>Acme account</title></head><body><main><h1>Acme: your account</h1></main>${embed}</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await llm?.close();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
});

describe('verified visitors', () => {
  it('creates the secret once in Deployments, a signed widget visitor is answered and shown as verified', async () => {
    const axe = axeCollector();
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('identity'), password: 'identity-password-1', firstName: 'Ida' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project?.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-identity-5511', baseUrl: llm.baseUrl });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project?.id}/agents`, {
      name: 'Acme Helper',
      defaultLanguage: 'en',
      modelProvider: 'other',
      modelName: 'fake-model',
      systemPrompt: 'You are the Acme helper.',
    });
    const version = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });

    // Deployments > Channels: no secret yet, then one created and shown once
    await page.goto(`/deployments?agentId=${agent.id}&tab=channels`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('identity-card');
    await card.getByRole('heading', { name: deploymentsEn.identity.title }).waitFor();
    await card.getByText(deploymentsEn.identity.notConfigured).waitFor();
    await card.scrollIntoViewIfNeeded();
    await snapshot(page, 'card-dark-en');
    await axe.check(page, 'card dark en');
    await card.getByTestId('identity-secret-create').click();
    const dialog = page.getByTestId('identity-secret-dialog');
    await dialog.getByTestId('identity-secret-confirm').click();
    const secret = (await dialog.getByTestId('identity-secret-value').textContent()) ?? '';
    expect(secret).toMatch(/^afid_/);
    await dialog.getByText(deploymentsEn.identity.shownOnce).waitFor();
    await snapshot(page, 'secret-shown-dark-en');
    await axe.check(page, 'secret dialog dark en');
    await dialog.getByTestId('identity-secret-done').click();
    await card.getByTestId('identity-secret-status').getByText(/Identity secret set on/).waitFor();
    expect(await page.content()).not.toContain(secret);
    // signing examples for Node, Python and PHP
    for (const [lang, needle] of [['php', 'hash_hmac'], ['python', 'hmac.new'], ['node', 'createHmac']] as const) {
      await card.getByTestId(`identity-lang-${lang}`).click();
      expect(await card.getByTestId('identity-signing-code').textContent()).toContain(needle);
    }

    // the site's page: its server signs the signed-in user's id with the secret
    const signature = createHmac('sha256', secret).update('acme-user-7').digest('hex');
    embed = `<script src="${inject('openBaseUrl')}/widget.js" data-version-id="${version.id}" data-user-id="acme-user-7" data-user-name="Ada Lovelace" data-user-email="ada@acme.test" data-user-signature="${signature}" async></script>`;
    const site = await (await browser.newContext()).newPage();
    await site.goto(hostUrl);
    await site.getByRole('button', { name: 'Open chat' }).click();
    const frame = site.frameLocator(`iframe[src*="/widget/${version.id}"]`);
    await frame.getByText(en.greeting).waitFor();
    llm.script({ kind: 'reply', text: 'Hello Ada, your order ships tomorrow.' });
    await frame.getByPlaceholder(en.placeholder).fill('Where is my order?');
    await frame.getByRole('button', { name: en.send }).click();
    await frame.getByRole('region', { name: en.messageList }).getByText('Hello Ada, your order ships tomorrow.').waitFor();
    expect(await frame.getByRole('region', { name: en.messageList }).getByText(en.identityRefused).count()).toBe(0);
    await snapshot(site, 'widget-signed');

    // the conversation carries the verified visitor
    await page.goto('/conversations', { waitUntil: 'networkidle' });
    const row = page.getByTestId('conversation-row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    const badge = row.getByTestId('visitor-identity-badge');
    expect(await badge.textContent()).toBe(commonEn.visitorIdentity.verified);
    expect(await badge.getAttribute('data-verified')).toBe('true');
    await snapshot(page, 'conversations-dark-en');
    await axe.check(page, 'conversations dark en');
    await page.goto('/inbox', { waitUntil: 'networkidle' });
    await page.getByTestId('inbox-visitor-name').getByText('Ada Lovelace').waitFor();
    expect(await page.getByTestId('visitor-identity-badge').first().textContent()).toBe(commonEn.visitorIdentity.verified);
    await snapshot(page, 'inbox-dark-en');
    await axe.check(page, 'inbox dark en');

    // a page whose signature is wrong: answered, anonymously, and told so
    embed = embed.replace(signature, createHmac('sha256', 'not-the-secret').update('acme-user-7').digest('hex'));
    const forged = await (await browser.newContext()).newPage();
    await forged.goto(hostUrl);
    await forged.getByRole('button', { name: 'Open chat' }).click();
    const forgedFrame = forged.frameLocator(`iframe[src*="/widget/${version.id}"]`);
    await forgedFrame.getByText(en.greeting).waitFor();
    llm.script({ kind: 'reply', text: 'Happy to help.' });
    await forgedFrame.getByPlaceholder(en.placeholder).fill('Hi there');
    await forgedFrame.getByRole('button', { name: en.send }).click();
    const forgedList = forgedFrame.getByRole('region', { name: en.messageList });
    await forgedList.getByText('Happy to help.').waitFor();
    await forgedList.getByText(en.identityRefused).waitFor();
    await snapshot(forged, 'widget-refused');

    // the card in the light theme and in Spanish, now with a secret
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.goto(`/deployments?agentId=${agent.id}&tab=channels`, { waitUntil: 'networkidle' });
    const cardEs = page.getByTestId('identity-card');
    await cardEs.getByRole('heading', { name: deploymentsEs.identity.title }).waitFor();
    await cardEs.getByTestId('identity-secret-create').getByText(deploymentsEs.identity.rotate).waitFor();
    await cardEs.scrollIntoViewIfNeeded();
    await snapshot(page, 'card-light-es');
    await axe.check(page, 'card light es');
    await cardEs.getByTestId('identity-secret-create').click();
    await page.getByTestId('identity-secret-dialog').getByText(deploymentsEs.identity.rotateDescription).waitFor();
    await snapshot(page, 'rotate-light-es');
    await axe.check(page, 'rotate dialog light es');
    await page.keyboard.press('Escape');

    expect(axe.findings).toEqual([]);
  });
});
