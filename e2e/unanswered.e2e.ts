import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NO_ANSWER_MARKER } from '../src/common/unanswered';
import { DICTIONARIES } from '../src/public/i18n';
import agentsEn from '../src/web/i18n/en/agents.json';
import curatedEn from '../src/web/i18n/en/curatedAnswers.json';
import shellEs from '../src/web/i18n/es/shell.json';
import unansweredEn from '../src/web/i18n/en/unanswered.json';
import unansweredEs from '../src/web/i18n/es/unanswered.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings, axeCollector } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 29, item 3: questions the agent could not answer on the public chat appear on its
// Unanswered page (rephrasings as one row) and on the Dashboard; "Add answer" saves a curated pair
// and the row goes. Light and dark, English and Spanish, axe clean.
const browser = setupBrowser({ server: 'open' });
const chatEn = DICTIONARIES.en;
const DONT_KNOW = "Sorry, I don't know that.";

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm?.close();
});

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `unanswered-${name}`);
};

async function publishAgent(owner: Page, name: string) {
  await signUp(owner, { email: uniqueEmail('unanswered'), password: 'unanswered-password-1', firstName: 'Uma' });
  const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
  await apiCall(owner, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-unanswered-4455', baseUrl: llm.baseUrl });
  const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project.id}/agents`, {
    name,
    description: 'Answers questions about the bike shop',
    industry: 'Retail',
    defaultLanguage: 'en',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'You answer questions about a bike shop.',
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  });
  const version = await apiCall<{ id: string }>(owner, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
  return { agentId: agent.id, versionId: version.id };
}

/** A new visitor asks on the public chat; the model says it does not know (its marker never shows). */
async function askUnanswerable(page: Page, versionId: string, question: string) {
  llm.script({ kind: 'reply', text: `${NO_ANSWER_MARKER} ${DONT_KNOW}` });
  await page.goto(`/chat/${versionId}`);
  await page.getByText(chatEn.greeting).waitFor();
  await page.getByPlaceholder(chatEn.placeholder).fill(question);
  await page.getByRole('button', { name: chatEn.send }).click();
  const reply = page.locator('[data-testid=chat-message][data-role=assistant]').filter({ hasText: DONT_KNOW });
  await reply.waitFor();
  expect(await reply.textContent()).not.toContain(NO_ANSWER_MARKER);
}

describe('unanswered questions', () => {
  it('questions the agent could not answer are listed, and Add answer clears them', { timeout: 240_000 }, async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'light', language: 'en' });
    const { agentId, versionId } = await publishAgent(owner, 'Bike Shop Helper');
    const { findings, check } = axeCollector();

    // nothing yet: the empty page says what will appear
    await owner.goto('/agents', { waitUntil: 'networkidle' });
    await owner.getByTestId('agent-card').filter({ hasText: 'Bike Shop Helper' }).getByTestId('agent-menu').click();
    await owner.getByRole('menuitem', { name: agentsEn.menu.unanswered }).click();
    await owner.waitForURL(`**/agents/${agentId}/unanswered`);
    await owner.getByTestId('unanswered-empty').waitFor();
    await snapshot(owner, 'empty-light');
    await check(owner, 'light empty page');

    // three visitors ask one question in other words, one asks another
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    for (const q of ['Do you repair electric bikes?', 'Can you repair my electric bike?', 'electric bike repairs?']) await askUnanswerable(visitor, versionId, q);
    await askUnanswerable(visitor, versionId, 'Is there parking near the shop?');
    await visitorContext.close();

    const rows = owner.getByTestId('unanswered-row');
    await expect.poll(async () => {
      await owner.reload({ waitUntil: 'networkidle' });
      return rows.count();
    }, { timeout: 20_000 }).toBe(2);
    const bikes = rows.filter({ hasText: 'Do you repair electric bikes?' });
    expect(await bikes.getByTestId('unanswered-count').textContent()).toBe(unansweredEn.list.asked_other.replace('{{count}}', '3'));
    expect(await bikes.getByTestId('unanswered-channel').textContent()).toBe(unansweredEn.channels.chat);
    expect(await owner.getByTestId('unanswered-total').textContent()).toBe(unansweredEn.list.total_other.replace('{{count}}', '2'));
    await snapshot(owner, 'list-light');
    await check(owner, 'light list');

    // the Dashboard says so, and leads here
    await owner.goto('/', { waitUntil: 'networkidle' });
    const line = owner.getByTestId('dashboard-unanswered');
    await line.getByText(unansweredEn.dashboard.line_other.replace('{{count}}', '2')).waitFor();
    await snapshot(owner, 'dashboard-light');
    await check(owner, 'light dashboard');
    await line.click();
    await owner.waitForURL(`**/agents/${agentId}/unanswered`);

    // Add answer: the pair editor opens on the question; saving clears the row
    await bikes.getByTestId('unanswered-add-answer').click();
    const editor = owner.getByTestId('curated-editor');
    await editor.getByRole('heading', { name: curatedEn.editor.addTitle }).waitFor();
    expect(await editor.getByTestId('curated-question').inputValue()).toBe('Do you repair electric bikes?');
    await snapshot(owner, 'editor-light');
    await check(owner, 'light editor');
    await editor.getByTestId('curated-answer').fill('Yes, we repair electric bikes of every brand.');
    await editor.getByTestId('curated-save').click();
    await editor.waitFor({ state: 'hidden' });
    await bikes.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await rows.count()).toBe(1);

    // dark: the list, then Mark as handled empties it
    await owner.evaluate(() => localStorage.setItem('theme', 'dark'));
    await owner.reload({ waitUntil: 'networkidle' });
    await rows.first().waitFor();
    await snapshot(owner, 'list-dark');
    await check(owner, 'dark list');
    await owner.goto('/', { waitUntil: 'networkidle' });
    await owner.getByTestId('dashboard-unanswered').waitFor();
    await snapshot(owner, 'dashboard-dark');
    await check(owner, 'dark dashboard');
    await owner.goto(`/agents/${agentId}/unanswered`, { waitUntil: 'networkidle' });
    await rows.first().getByTestId('unanswered-handled').click();
    await owner.getByTestId('unanswered-empty').waitFor();
    await check(owner, 'dark empty page');

    expect(findings).toEqual([]);
  });

  it('in Spanish: the page, a row and the Dashboard line', { timeout: 180_000 }, async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'dark', language: 'en' });
    const { agentId, versionId } = await publishAgent(owner, 'Taller de bicis');
    await owner.evaluate(() => localStorage.setItem('language', 'es'));
    const visitorContext = await browser.newContext();
    await askUnanswerable(await visitorContext.newPage(), versionId, 'Do you rent tandem bikes?');
    await visitorContext.close();
    await expect.poll(async () => {
      await owner.goto(`/agents/${agentId}/unanswered`, { waitUntil: 'networkidle' });
      return owner.getByTestId('unanswered-row').count();
    }, { timeout: 20_000 }).toBe(1);
    await owner.getByTestId('page-title').getByText(shellEs.pages.unanswered.title).waitFor();
    expect(await owner.getByTestId('unanswered-count').textContent()).toBe(unansweredEs.list.asked_one);
    await owner.getByRole('button', { name: unansweredEs.actions.addAnswer }).waitFor();
    await snapshot(owner, 'list-es-dark');
    expect(await seriousAxeFindings(owner)).toEqual([]);
    await owner.goto('/', { waitUntil: 'networkidle' });
    await owner.getByTestId('dashboard-unanswered').getByText(unansweredEs.dashboard.line_one.replace('{{count}}', '1')).waitFor();
    await snapshot(owner, 'dashboard-es-dark');
    expect(await seriousAxeFindings(owner)).toEqual([]);
  });
});
