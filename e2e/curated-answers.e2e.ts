import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import agentsEn from '../src/web/i18n/en/agents.json';
import curatedEn from '../src/web/i18n/en/curatedAnswers.json';
import conversationsEs from '../src/web/i18n/es/conversations.json';
import curatedEs from '../src/web/i18n/es/curatedAnswers.json';
import shellEs from '../src/web/i18n/es/shell.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings, axeCollector } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail, type BrowserHandle } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 29, curated answers: the owner writes a pair on the agent's page and the public chat
// answers with it; a wrong answer found in a transcript is corrected from there ("Improve this
// answer", with the visitor's thumbs-down comment in view) and the public chat gives the
// correction; the Testing Console and the Inbox offer the same correction. Axe in both themes,
// and the page and its editor in Spanish.
const browser = setupBrowser({ server: 'open' });
const chatEn = DICTIONARIES.en;

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm?.close();
});

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `curated-${name}`);
};

interface Published {
  agentId: string;
  versionId: string;
}

/** An owner with an English agent answered by the fake model, published. */
async function publishAgent(owner: Page, name: string): Promise<Published> {
  await signUp(owner, { email: uniqueEmail('curator'), password: 'curator-password-1', firstName: 'Cora' });
  const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
  await apiCall(owner, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-curated-7788', baseUrl: llm.baseUrl });
  const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project.id}/agents`, {
    name,
    description: 'Answers questions about the bakery',
    industry: 'Retail',
    defaultLanguage: 'en',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'You answer questions about a bakery.',
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  });
  const version = await apiCall<{ id: string }>(owner, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
  return { agentId: agent.id, versionId: version.id };
}

/** Asks on the public chat page (a new visitor each time) and resolves with the assistant's reply holding `expected`. */
async function askPublicChat(page: Page, versionId: string, question: string, expected: string): Promise<Locator> {
  await page.goto(`/chat/${versionId}`);
  await page.getByText(chatEn.greeting).waitFor();
  await page.getByPlaceholder(chatEn.placeholder).fill(question);
  await page.getByRole('button', { name: chatEn.send }).click();
  const reply = page.locator('[data-testid=chat-message][data-role=assistant]').filter({ hasText: expected });
  await reply.waitFor();
  return reply;
}

async function fillEditor(editor: Locator, pair: { question?: string; alternatives?: string[]; answer: string }) {
  if (pair.question !== undefined) await editor.getByTestId('curated-question').fill(pair.question);
  for (const alternative of pair.alternatives ?? []) {
    await editor.getByTestId('curated-add-alternative').click();
    await editor.getByTestId('curated-alternative').last().fill(alternative);
  }
  await editor.getByTestId('curated-answer').fill(pair.answer);
}

describe('curated answers', () => {
  it('a pair written on the page answers the public chat; a wrong answer in a transcript is corrected from there', { timeout: 240_000 }, async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'light', language: 'en' });
    const { agentId, versionId } = await publishAgent(owner, 'Bakery Helper');
    const { findings, check } = axeCollector();

    // from the agent card's menu to the empty page, which says what curated answers are
    await owner.goto('/agents', { waitUntil: 'networkidle' });
    await owner.getByTestId('agent-card').filter({ hasText: 'Bakery Helper' }).getByTestId('agent-menu').click();
    await owner.getByRole('menuitem', { name: agentsEn.menu.answers }).click();
    await owner.waitForURL(`**/agents/${agentId}/answers`);
    await owner.getByTestId('curated-empty').getByText(curatedEn.empty.title).waitFor();
    await snapshot(owner, 'page-empty-light');
    await check(owner, 'light page, empty');

    // a pair with another phrasing, and its test case
    await owner.getByTestId('curated-add').click();
    const editor = owner.getByTestId('curated-editor');
    await editor.getByRole('heading', { name: curatedEn.editor.addTitle }).waitFor();
    await editor.getByTestId('curated-save').click();
    expect(await editor.getByText(curatedEn.editor.problems.required).count()).toBe(2);
    await fillEditor(editor, { question: 'Do you bake gluten-free bread?', alternatives: ['Is there bread without gluten?'], answer: 'Yes: **gluten-free loaves** every Friday.' });
    expect(await editor.getByTestId('curated-answer-count').textContent()).toBe(`${"Yes: **gluten-free loaves** every Friday.".length} / 4000`);
    await editor.getByTestId('curated-test-case').check();
    await snapshot(owner, 'editor-light');
    await check(owner, 'light editor');
    await editor.getByTestId('curated-save').click();
    await editor.waitFor({ state: 'hidden' });
    const row = owner.getByTestId('curated-row').filter({ hasText: 'Do you bake gluten-free bread?' });
    await row.getByText(curatedEn.list.alternatives_one.replace('{{count}}', '1')).waitFor();
    expect(await row.getByTestId('curated-usage').textContent()).toBe(curatedEn.list.unused);
    const cases = await apiCall<{ input: string; expectedOutput: string }[]>(owner, 'GET', `/api/agents/${agentId}/test-cases`);
    expect(cases).toContainEqual(expect.objectContaining({ input: 'Do you bake gluten-free bread?', expectedOutput: 'Yes: **gluten-free loaves** every Friday.' }));

    // the same question worded another way, on the public chat: the pair answers, not the model
    const visitorContext = await browser.newContext();
    await enableAxe(visitorContext);
    const visitor = await visitorContext.newPage();
    const modelCalls = llm.requests.length;
    await askPublicChat(visitor, versionId, 'is there bread without gluten', 'gluten-free loaves');
    expect(llm.requests.length).toBe(modelCalls);

    // the row counts the use
    await owner.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => row.getByTestId('curated-usage').textContent()).toContain(curatedEn.list.uses_one);

    // a wrong answer from the model, rated down with a comment
    llm.script({ kind: 'reply', text: 'We open at nine every day.' });
    const wrong = await askPublicChat(visitor, versionId, 'When do you open on Sundays?', 'We open at nine every day.');
    await wrong.getByRole('button', { name: chatEn.notHelpful, exact: true }).click();
    await wrong.getByText(chatEn.feedbackThanks).waitFor();
    await wrong.getByRole('textbox', { name: chatEn.feedbackComment }).fill('You are closed on Sundays!');
    await wrong.getByRole('button', { name: chatEn.send, exact: true }).click();
    await wrong.getByRole('textbox', { name: chatEn.feedbackComment }).waitFor({ state: 'hidden' });

    // the owner finds it in Conversations and corrects it from the transcript
    await owner.goto('/conversations', { waitUntil: 'networkidle' });
    await owner.getByTestId('conversation-row').filter({ hasText: 'When do you open on Sundays?' }).getByRole('link').click();
    const turn = owner.getByTestId('transcript-turn').filter({ hasText: 'When do you open on Sundays?' });
    await turn.getByTestId('improve-answer').click();
    const improve = owner.getByTestId('curated-editor');
    await improve.getByRole('heading', { name: curatedEn.editor.improveTitle }).waitFor();
    expect(await improve.getByTestId('curated-question').inputValue()).toBe('When do you open on Sundays?');
    expect(await improve.getByTestId('curated-answer').inputValue()).toBe('We open at nine every day.');
    expect(await improve.getByTestId('curated-complaint').textContent()).toContain('You are closed on Sundays!');
    expect(await improve.getByTestId('curated-test-case').isChecked()).toBe(true);
    await snapshot(owner, 'improve-transcript-light');
    await check(owner, 'light improve dialog');
    await fillEditor(improve, { answer: 'We are closed on Sundays; Monday to Saturday we open at eight.' });
    await improve.getByTestId('curated-save').click();
    await improve.waitFor({ state: 'hidden' });

    // the corrected answer on the public chat, without a new release and without the model
    const before = llm.requests.length;
    await askPublicChat(visitor, versionId, 'When do you open on Sundays?', 'closed on Sundays; Monday to Saturday');
    expect(llm.requests.length).toBe(before);
    const corrected = await apiCall<{ input: string; expectedOutput: string }[]>(owner, 'GET', `/api/agents/${agentId}/test-cases`);
    expect(corrected).toContainEqual(expect.objectContaining({ input: 'When do you open on Sundays?', expectedOutput: 'We are closed on Sundays; Monday to Saturday we open at eight.' }));

    // the Testing Console: the curated step with its score, and the same correction offered
    await owner.goto(`/test-console?agentId=${agentId}`, { waitUntil: 'networkidle' });
    await owner.getByTestId('console-test-input').fill('When do you open on Sundays?');
    await owner.getByTestId('console-run-test').click();
    await expect.poll(() => owner.getByTestId('console-output').innerText()).toContain('closed on Sundays');
    const step = owner.locator('[data-testid=result-step][data-type=curated]');
    await step.waitFor();
    expect(await step.getByTestId('curated-step-score').textContent()).toMatch(/^match \d\.\d\d$/);
    await owner.getByTestId('console-turn').getByTestId('improve-answer').waitFor();
    await snapshot(owner, 'console-light');

    // the Inbox: the agent's answers carry the same button
    const { conversations } = await apiCall<{ conversations: { id: string; preview: string }[] }>(owner, 'GET', `/api/projects/${(await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects'))[0].id}/conversations`);
    const open = conversations.find((c) => c.preview.includes('When do you open on Sundays?'));
    await owner.goto(`/inbox?conversation=${open?.id}`, { waitUntil: 'networkidle' });
    await owner.getByTestId('inbox-thread').getByTestId('improve-answer').first().waitFor();
    await snapshot(owner, 'inbox-light');

    // dark theme: the page with its pairs, and the editor on a stored pair
    await owner.evaluate(() => localStorage.setItem('theme', 'dark'));
    await owner.goto(`/agents/${agentId}/answers`, { waitUntil: 'networkidle' });
    await owner.getByTestId('curated-row').nth(1).waitFor();
    await snapshot(owner, 'page-dark');
    await check(owner, 'dark page');
    await owner.getByTestId('curated-row').filter({ hasText: 'gluten' }).getByTestId('curated-edit').click();
    await owner.getByTestId('curated-editor').getByRole('heading', { name: curatedEn.editor.editTitle }).waitFor();
    await snapshot(owner, 'editor-dark');
    await check(owner, 'dark editor');
    await owner.keyboard.press('Escape');

    // search narrows the list
    await owner.getByTestId('curated-search').fill('Sundays');
    await expect.poll(() => owner.getByTestId('curated-row').count()).toBe(1);

    expect(findings).toEqual([]);
  });

  it('in Spanish: the page, the editor and a Spanish pair the public chat answers with', { timeout: 180_000 }, async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'dark', language: 'en' });
    const { agentId, versionId } = await publishAgent(owner, 'Panadería');
    await owner.evaluate(() => localStorage.setItem('language', 'es'));
    await owner.goto(`/agents/${agentId}/answers`, { waitUntil: 'networkidle' });
    await owner.getByTestId('page-title').getByText(shellEs.pages.curatedAnswers.title).waitFor();
    await owner.getByText(curatedEs.empty.title).waitFor();
    await owner.getByTestId('curated-add').click();
    const editor = owner.getByTestId('curated-editor');
    await editor.getByRole('heading', { name: curatedEs.editor.addTitle }).waitFor();
    // the editor starts in the reader's language
    expect(await editor.getByTestId('curated-language').textContent()).toBe(curatedEs.languages.es);
    await fillEditor(editor, { question: '¿Tienen pan sin gluten?', answer: 'Sí, **pan sin gluten** todos los viernes.' });
    await snapshot(owner, 'editor-es-dark');
    expect(await seriousAxeFindings(owner)).toEqual([]);
    await editor.getByTestId('curated-save').click();
    await editor.waitFor({ state: 'hidden' });
    await owner.getByTestId('curated-row').getByText(curatedEs.list.unused).waitFor();
    await snapshot(owner, 'page-es-dark');
    expect(await seriousAxeFindings(owner)).toEqual([]);

    const visitor = await (await browser.newContext()).newPage();
    const modelCalls = llm.requests.length;
    await askPublicChat(visitor, versionId, '¿tienen pan sin gluten?', 'todos los viernes');
    expect(llm.requests.length).toBe(modelCalls);

    // the transcript and the Testing Console in Spanish: the curated step and "Mejorar esta respuesta"
    const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
    const { conversations } = await apiCall<{ conversations: { id: string }[] }>(owner, 'GET', `/api/projects/${project.id}/conversations`);
    await owner.goto(`/conversations/${conversations[0].id}`, { waitUntil: 'networkidle' });
    await owner.getByTestId('improve-answer').getByText(curatedEs.improve.button).waitFor();
    await owner.getByTestId('turn-steps').locator('summary').click();
    await owner.locator('[data-testid=turn-step][data-type=curated]').getByText(conversationsEs.stepTypes.curated).waitFor();
    await snapshot(owner, 'transcript-es-dark');
    await owner.getByTestId('improve-answer').click();
    await owner.getByTestId('curated-editor').getByRole('heading', { name: curatedEs.editor.improveTitle }).waitFor();
    expect(await owner.getByTestId('curated-language').textContent()).toBe(curatedEs.languages.es);
    await snapshot(owner, 'improve-es-dark');
    await owner.keyboard.press('Escape');
    await owner.goto(`/test-console?agentId=${agentId}`, { waitUntil: 'networkidle' });
    await owner.getByTestId('console-test-input').fill('¿Tienen pan sin gluten?');
    await owner.getByTestId('console-run-test').click();
    await expect.poll(() => owner.getByTestId('console-output').innerText()).toContain('todos los viernes');
    await owner.getByTestId('console-turn').getByTestId('improve-answer').waitFor();
    await snapshot(owner, 'console-es-dark');
    await owner.goto(`/agents/${agentId}/answers`, { waitUntil: 'networkidle' });

    // CSV: a bad row is refused with its row and field, nothing stored; a good file adds its rows; the export has them all
    const csv = (text: string) => ({ name: 'answers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await owner.getByTestId('curated-import-file').setInputFiles(csv('question,alternatives,answer,language\n¿Abren los lunes?,,Sí,es\n¿Y los martes?,,,es\n'));
    await expect.poll(() => owner.getByTestId('curated-import-error').textContent()).toContain('Row 3, answer');
    expect(await owner.getByTestId('curated-row').count()).toBe(1);
    await owner.getByTestId('curated-import-file').setInputFiles(csv('question,alternatives,answer,language\n¿Abren los lunes?,"¿Trabajan el lunes?\n¿Lunes abierto?","Sí, de 8 a 18.",es\n'));
    await expect.poll(() => owner.getByTestId('curated-row').count()).toBe(2);
    await owner.getByTestId('curated-row').filter({ hasText: '¿Abren los lunes?' }).getByText(curatedEs.list.alternatives_other.replace('{{count}}', '2')).waitFor();
    const download = owner.waitForEvent('download');
    await owner.getByTestId('curated-export').click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    expect(exported).toContain('¿Tienen pan sin gluten?');
    expect(exported).toContain('¿Abren los lunes?');

    // a duplicate question is refused, and the editor says why
    await owner.getByTestId('curated-add').click();
    await fillEditor(editor, { question: '¿Tienen pan sin gluten?', answer: 'Otra respuesta' });
    await editor.getByTestId('curated-save').click();
    await editor.getByTestId('curated-save-error').waitFor();
  });

  it('a viewer reads without buttons that pretend; an operator corrects from the Inbox once the owner allows it', { timeout: 180_000 }, async () => {
    const owner = await newPage(browser.context, { language: 'en' });
    const { agentId, versionId } = await publishAgent(owner, 'Cake Desk');
    const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
    await apiCall(owner, 'POST', `/api/agents/${agentId}/curated-answers`, { question: 'Do you make birthday cakes?', alternatives: [], answer: 'Yes, order two days ahead.', language: 'en' });
    llm.script({ kind: 'reply', text: 'We sell bread.' });
    await askPublicChat(await (await browser.newContext()).newPage(), versionId, 'Do you sell croissants?', 'We sell bread.');

    const viewer = await joinAs(browser, owner, project.id, 'viewer');
    await viewer.goto(`/agents/${agentId}/answers`, { waitUntil: 'networkidle' });
    await viewer.getByTestId('curated-row').filter({ hasText: 'Do you make birthday cakes?' }).waitFor();
    await viewer.getByText(curatedEn.settings.readOnly).waitFor();
    for (const id of ['curated-add', 'curated-import', 'curated-edit', 'curated-delete', 'curated-settings-save']) expect(await viewer.getByTestId(id).count(), id).toBe(0);
    expect(await viewer.getByTestId('curated-mode-guide').isDisabled()).toBe(true);
    await viewer.getByTestId('curated-export').waitFor();
    await snapshot(viewer, 'page-viewer');

    const operator = await joinAs(browser, owner, project.id, 'operator');
    const { conversations } = await apiCall<{ conversations: { id: string; preview: string }[] }>(owner, 'GET', `/api/projects/${project.id}/conversations`);
    const croissants = conversations.find((c) => c.preview.includes('croissants'));
    await operator.goto(`/inbox?conversation=${croissants?.id}`, { waitUntil: 'networkidle' });
    const thread = operator.getByTestId('inbox-thread');
    await thread.getByText('We sell bread.').waitFor();
    expect(await thread.getByTestId('improve-answer').count()).toBe(0);

    await apiCall(owner, 'PUT', `/api/agents/${agentId}/curated-answers/settings`, { mode: 'reply', threshold: 0.6, operatorsMayAdd: true });
    await operator.reload({ waitUntil: 'networkidle' });
    await thread.getByTestId('improve-answer').click();
    const editor = operator.getByTestId('curated-editor');
    expect(await editor.getByTestId('curated-question').inputValue()).toBe('Do you sell croissants?');
    await editor.getByTestId('curated-answer').fill('Yes, butter croissants every morning.');
    // test cases are the builders': the operator's pair is saved alone
    expect(await editor.getByTestId('curated-test-case').count()).toBe(0);
    await snapshot(operator, 'inbox-operator');
    await editor.getByTestId('curated-save').click();
    await editor.waitFor({ state: 'hidden' });
    const list = await apiCall<{ items: { question: string }[] }>(owner, 'GET', `/api/agents/${agentId}/curated-answers`);
    expect(list.items.map((p) => p.question)).toContain('Do you sell croissants?');
  });
});

/** A new account invited to the project with this role, signed in on its own page. */
async function joinAs(handle: BrowserHandle, owner: Page, projectId: string, role: 'viewer' | 'operator'): Promise<Page> {
  const email = uniqueEmail(role);
  const { link } = await apiCall<{ link: string }>(owner, 'POST', `/api/projects/${projectId}/invitations`, { email, role });
  const page = await newPage(await handle.newContext(), { language: 'en' });
  await page.goto(link, { waitUntil: 'networkidle' });
  await page.getByTestId('invite-sign-in').waitFor();
  await signUp(page, { email, password: `${role}-password-1`, firstName: role === 'viewer' ? 'Vera' : 'Otto' }, '/invite');
  await page.getByTestId('invite-preview').waitFor();
  await page.getByTestId('invite-accept').click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/conversations', { waitUntil: 'networkidle' });
  return page;
}
