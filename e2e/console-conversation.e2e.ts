import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import commonEn from '../src/web/i18n/en/common.json';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import offlineEn from '../src/web/i18n/en/offlineModel.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 18 item 3: the Testing Console holds a conversation (each turn sent with the ones before
// it), a reset starts over, two prompts answer the same messages side by side, and the toolbar names
// the model that really answered; all test cases run against the draft or a chosen version.
const browser = setupBrowser({ server: 'open' });
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm.close();
});

type Message = { role: string; content: unknown };
const textOf = (m: Message) => (typeof m.content === 'string' ? m.content : (m.content as { text?: string }[]).map((c) => c.text ?? '').join(''));
/** the conversation the model was sent in its latest request, without the system prompt */
const lastConversation = () => (llm.requests.at(-1)?.body.messages as Message[]).filter((m) => m.role !== 'system').map((m) => [m.role, textOf(m)]);

async function keep(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, name);
}

/** the badge's words on one line (its parts are flex items, which innerText puts on lines of their own) */
const badgeText = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function send(page: Page, text: string) {
  await page.getByTestId('console-test-input').fill(text);
  await page.getByTestId('console-run-test').click();
}

describe('Testing Console conversation', () => {
  it('keeps the conversation across turns, resets, compares two prompts and names the model that answered', async () => {
    const theme = process.env.E2E_THEME === 'dark' ? 'dark' : 'light';
    const page = await newPage(browser.context, { theme, language: 'en' });
    await signUp(page, { email: uniqueEmail('console'), password: 'console-password-1', firstName: 'Cole' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');

    // with no key for its provider, the built-in offline model answers, and the toolbar says so
    const offline = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Offline Olive', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Olive.' });
    await page.goto(`/test-console?agentId=${offline.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('offline-model-notice').waitFor();
    expect(await badgeText(page, 'offline-model-notice')).toContain(offlineEn.answers.replace('{{provider}}', 'OpenAI'));
    await send(page, 'Hello!');
    await expect.poll(() => page.getByTestId('console-output').innerText()).toContain("I'm Olive");
    expect(await badgeText(page, 'console-answered-by')).toBe(`${consoleEn.toolbar.answeredBy} ${consoleEn.providers.offline} / offline-kb`);

    // an agent on a real (local) model
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-console-7788', baseUrl: llm.baseUrl });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Sam Helper', modelProvider: 'other', modelName: 'fake-model', systemPrompt: 'You are Sam Helper.' });
    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-rag').click();

    llm.script({ kind: 'reply', text: 'Nice to meet you, Sam!' });
    await send(page, 'Hi, I am Sam.');
    await expect.poll(() => page.getByTestId('console-output').innerText()).toContain('Nice to meet you, Sam!');
    // the sidebar's month line counts the run at once ('fake-model' has no price)
    const unpriced = await apiCall<{ monthUnpricedRuns: number }>(page, 'GET', `/api/projects/${project.id}/analytics`).then((s) => s.monthUnpricedRuns);
    const note = (commonEn.cost[unpriced === 1 ? 'unpricedRuns_one' : 'unpricedRuns_other'] as string).replace('{{count}}', String(unpriced));
    await expect.poll(() => page.getByTestId('sidebar-month-unpriced').textContent(), { timeout: 5000 }).toBe(note);
    // the composer is cleared for the next message
    expect(await page.getByTestId('console-test-input').inputValue()).toBe('');

    llm.script({ kind: 'reply', text: 'Your name is Sam.', chunkDelayMs: 60 });
    await send(page, 'What is my name?');
    await expect.poll(() => page.getByTestId('console-output').innerText()).toContain('Your name is Sam.');
    // the second turn went to the model with the first one
    expect(lastConversation()).toEqual([
      ['user', 'Hi, I am Sam.'],
      ['assistant', 'Nice to meet you, Sam!'],
      ['user', 'What is my name?'],
    ]);
    // a third turn carries both earlier exchanges
    llm.script({ kind: 'reply', text: 'You first said: Hi, I am Sam.' });
    await send(page, 'What did I say first?');
    await expect.poll(() => page.getByTestId('console-output').innerText()).toContain('You first said: Hi, I am Sam.');
    expect(lastConversation()).toEqual([
      ['user', 'Hi, I am Sam.'],
      ['assistant', 'Nice to meet you, Sam!'],
      ['user', 'What is my name?'],
      ['assistant', 'Your name is Sam.'],
      ['user', 'What did I say first?'],
    ]);
    const turns = page.getByTestId('console-turn');
    expect(await turns.count()).toBe(3);
    expect(await turns.first().getByTestId('console-turn-input').innerText()).toContain('Hi, I am Sam.');
    expect(await badgeText(page, 'console-answered-by')).toBe(`${consoleEn.toolbar.answeredBy} ${consoleEn.providers.openai_compatible} / fake-model`);
    // fake-model is not in the price table: its cost is unknown, never $0.0000
    expect(await page.getByTestId('result-cost').first().textContent()).toBe(commonEn.cost.unknown);
    await keep(page, `console-conversation-${theme}`);

    // reset: the conversation is gone, and the next message goes alone
    await page.getByRole('button', { name: consoleEn.conversation.reset }).click();
    await page.getByTestId('conversation-empty').waitFor();
    expect(await turns.count()).toBe(0);
    llm.script({ kind: 'reply', text: 'Hello again.' });
    await send(page, 'Do you remember me?');
    await expect.poll(() => page.getByTestId('console-output').innerText()).toContain('Hello again.');
    expect(lastConversation()).toEqual([['user', 'Do you remember me?']]);

    // side by side: side B answers the same message with another prompt
    await page.getByTestId('console-compare-toggle').click();
    await page.getByTestId('compare-prompt').fill('You are Bob, a pirate.');
    llm.fallback = { kind: 'reply', text: 'Ahoy from both sides.' };
    await send(page, 'Who are you?');
    const sideA = page.getByTestId('conversation-a');
    const sideB = page.getByTestId('conversation-b');
    await expect.poll(() => sideB.getByTestId('console-turn').last().getAttribute('data-running')).toBe('false');
    await expect.poll(() => sideA.getByTestId('console-turn').last().getAttribute('data-running')).toBe('false');
    expect(await sideA.getByTestId('console-turn').count()).toBe(1);
    expect(await sideB.getByTestId('console-turn').count()).toBe(1);
    const systems = llm.requests.slice(-2).map((r) => textOf((r.body.messages as Message[]).find((m) => m.role === 'system') ?? { role: 'system', content: '' }));
    expect(systems.some((s) => s.includes('You are Bob, a pirate.'))).toBe(true);
    expect(systems.some((s) => s.includes('You are Sam Helper.'))).toBe(true);
    llm.fallback = null;
    await keep(page, `console-compare-${theme}`);
  });

  it('runs all test cases against the draft or a chosen version', async () => {
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, { email: uniqueEmail('cases'), password: 'cases-password-1', firstName: 'Cas' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    // no key: the offline model greets with the name in the prompt, and cases are graded by containment
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Mia', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Mia.' });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/test-cases`, { name: 'Greets as Mia', input: 'Hello!', expectedOutput: "I'm Mia" });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, {});
    await apiCall(page, 'PUT', `/api/agents/${agent.id}`, { systemPrompt: 'You are Leo.' });

    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    const testCase = page.getByTestId('test-case');
    const status = () => testCase.locator('[data-status]').getAttribute('data-status');
    await page.getByTestId('cases-run-all').click();
    await expect.poll(status).toBe('failed');

    await page.getByTestId('cases-run-target').click();
    await page.getByRole('option', { name: consoleEn.cases.activeVersion.replace('{{version}}', 'v1') }).click();
    await page.getByTestId('cases-run-all').click();
    await expect.poll(status).toBe('passed');
    await testCase.getByRole('button', { expanded: false }).first().click();
    expect(await testCase.getByTestId('case-ran-against').innerText()).toContain(consoleEn.cases.ranAgainst.replace('{{version}}', 'v1'));
  });
});
