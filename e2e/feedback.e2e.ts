import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import { readFileSync } from 'node:fs';
import analyticsEn from '../src/web/i18n/en/analytics.json';
import conversationsEn from '../src/web/i18n/en/conversations.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, axeCollector } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Visitor feedback: a visitor rates a reply on /chat (thumbs down, then a comment), the owner
// finds the rating and the comment in the Conversations transcript; the widget's frame has the
// same control.
const browser = setupBrowser({ server: 'open' });
const en = DICTIONARIES.en;

let llm: FakeLlm;
let host: Server | undefined;

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm?.close();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
});

/** With E2E_SCREENSHOTS=all, a picture of this moment for the visual review. */
const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `feedback-${name}`);
};

/** Signs an owner up and publishes an English agent answered by the fake model; the version's id. */
async function publishAgent(owner: Page): Promise<string> {
  await signUp(owner, { email: uniqueEmail('rater'), password: 'rater-password-1', firstName: 'Rita' });
  const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
  await apiCall(owner, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-feedback-4455', baseUrl: llm.baseUrl });
  const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project.id}/agents`, {
    name: 'Opening Hours Bot',
    description: 'Answers questions about the store',
    industry: 'Retail',
    defaultLanguage: 'en',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'You answer questions about the opening hours of a store.',
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  });
  return (await apiCall<{ id: string }>(owner, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true })).id;
}

/** Sends a message and resolves with the reply once it carries its rating control. */
async function ask(chat: Page | ReturnType<Page['frameLocator']>, question: string, answer: string): Promise<Locator> {
  llm.script({ kind: 'reply', text: answer });
  await chat.getByPlaceholder(en.placeholder).fill(question);
  await chat.getByRole('button', { name: en.send }).click();
  const reply = chat.locator('[data-testid=chat-message][data-role=assistant]').filter({ hasText: answer });
  await reply.getByRole('button', { name: en.helpful, exact: true }).waitFor();
  return reply;
}

describe('visitor feedback', () => {
  it('a visitor rates a reply on /chat and the owner reads it in the transcript, accessibly in both themes', async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'dark', language: 'en' });
    const versionId = await publishAgent(owner);
    const { findings, check } = axeCollector();

    const visitorContext = await browser.newContext();
    await enableAxe(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/chat/${versionId}?theme=dark`);
    await visitor.getByText(en.greeting).waitFor();
    const reply = await ask(visitor, 'When do you open?', 'We open at nine and close at six.');
    // the greeting is the page's own text: it has nothing to rate
    expect(await visitor.getByTestId('reply-feedback').count()).toBe(1);

    const up = reply.getByRole('button', { name: en.helpful, exact: true });
    const down = reply.getByRole('button', { name: en.notHelpful, exact: true });
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    await down.click();
    await reply.getByText(en.feedbackThanks).waitFor();
    expect(await down.getAttribute('aria-pressed')).toBe('true');
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    const comment = reply.getByRole('textbox', { name: en.feedbackComment });
    await comment.fill('It did not say which days.');
    await snapshot(visitor, 'chat-dark-comment');
    await check(visitor, 'dark chat, feedback open');
    await reply.getByRole('button', { name: en.send, exact: true }).click();
    await comment.waitFor({ state: 'hidden' });
    await reply.getByText(en.feedbackThanks).waitFor();

    // the choice can change, and the words already sent stay (the chosen thumb opens them again)
    // (a thumb shows pressed while its rating is sent; the thanks come back once the server has it)
    await up.click();
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    await reply.getByText(en.feedbackThanks).waitFor();
    await down.click();
    await expect.poll(() => down.getAttribute('aria-pressed')).toBe('true');
    await reply.getByText(en.feedbackThanks).waitFor();
    expect(await comment.count()).toBe(0);
    await snapshot(visitor, 'chat-dark-changed');
    await down.click();
    expect(await comment.inputValue()).toBe('It did not say which days.');

    // light theme, a new visitor who found the answer helpful
    await visitor.goto(`/chat/${versionId}?theme=light`);
    const light = await ask(visitor, 'Are you open on Sunday?', 'Yes, from ten to two.');
    await light.getByRole('button', { name: en.helpful, exact: true }).click();
    await light.getByText(en.feedbackThanks).waitFor();
    await light.getByRole('textbox', { name: en.feedbackComment }).fill('Perfect');
    expect(await light.getByRole('button', { name: en.send, exact: true }).isEnabled()).toBe(true);
    await snapshot(visitor, 'chat-light-comment');
    await check(visitor, 'light chat, feedback open');

    // the owner finds the conversation by a word of it, then by its rating
    await owner.goto('/conversations', { waitUntil: 'networkidle' });
    await owner.getByTestId('conversation-row').nth(1).waitFor();
    await owner.getByTestId('conversations-search').fill('nine');
    await owner.getByTestId('conversations-search-submit').click();
    await expect.poll(() => owner.getByTestId('conversation-row').count()).toBe(1);
    expect(await owner.getByTestId('conversation-row').textContent()).toContain('When do you open?');
    await owner.getByTestId('conversations-clear-filters').click();
    await expect.poll(() => owner.getByTestId('conversation-row').count()).toBe(2);
    expect(await owner.getByTestId('conversation-ratings-down').count()).toBe(1);
    expect(await owner.getByTestId('conversation-ratings-up').count()).toBe(1);
    await owner.getByTestId('conversations-rating-select').click();
    await owner.getByRole('option', { name: conversationsEn.ratingFilters.down }).click();
    await expect.poll(() => owner.getByTestId('conversation-row').count()).toBe(1);
    expect(owner.url()).toContain('rating=down');
    await snapshot(owner, 'conversations-dark');
    await check(owner, 'dark conversations, rating filter');

    await owner.getByTestId('conversation-row').getByRole('link').click();
    const rating = owner.getByTestId('turn-rating');
    await rating.getByText(conversationsEn.ratings.down).waitFor();
    expect(await rating.getAttribute('data-rating')).toBe('down');
    expect(await owner.getByTestId('turn-rating-comment').textContent()).toContain('It did not say which days.');
    await snapshot(owner, 'transcript-dark');
    await check(owner, 'dark transcript');

    await owner.evaluate(() => localStorage.setItem('theme', 'light'));
    await owner.reload({ waitUntil: 'networkidle' });
    await rating.waitFor();
    await snapshot(owner, 'transcript-light');
    await check(owner, 'light transcript');

    // Analytics counts the two ratings as satisfaction, and exports the rated runs
    await apiCall(owner, 'POST', '/api/billing/trial', {});
    await owner.goto('/analytics?range=24h', { waitUntil: 'networkidle' });
    await owner.getByTestId('metric-satisfaction').getByText('2 ratings', { exact: true }).waitFor();
    expect(await owner.getByTestId('metric-satisfaction-value').textContent()).toBe('50%');
    const download = owner.waitForEvent('download');
    await owner.getByRole('link', { name: analyticsEn.controls.export }).click();
    const lines = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('When do you open?'))).toContain(',down,It did not say which days.,');

    expect(findings).toEqual([]);
  });

  it('the embedded widget has the same rating control', async () => {
    const owner = await newPage(browser.context, { language: 'en' });
    const versionId = await publishAgent(owner);
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><body><h1>Acme</h1><script src="${inject('openBaseUrl')}/widget.js" data-version-id="${versionId}" data-theme="dark" async></script></body></html>`);
    });
    await new Promise<void>((resolve) => host?.listen(0, '127.0.0.1', resolve));

    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const frame = page.frameLocator(`iframe[src*="/widget/${versionId}"]`);
    await frame.getByText(en.greeting).waitFor();
    const reply = await ask(frame, 'Do you deliver?', 'Yes, within three days.');
    await reply.getByRole('button', { name: en.notHelpful, exact: true }).click();
    await reply.getByText(en.feedbackThanks).waitFor();
    await reply.getByRole('textbox', { name: en.feedbackComment }).fill('Three days is slow.');
    await snapshot(page, 'widget-dark');
    await reply.getByRole('button', { name: en.send, exact: true }).click();
    await reply.getByRole('textbox', { name: en.feedbackComment }).waitFor({ state: 'hidden' });
    expect(await reply.getByRole('button', { name: en.notHelpful, exact: true }).getAttribute('aria-pressed')).toBe('true');
  });
});
