import { request, type APIRequestContext, type Page } from 'playwright-core';
import inboxEn from '../src/web/i18n/en/inbox.json';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { screenshotOnFailure, setupBrowser, uniqueEmail } from './support/browser';

// Issue 15's handoff, both sides in Chromium: a visitor on /chat in one browser context, the
// owner in the Inbox in another. The owner takes the conversation over (the visitor is told in the
// agent's language), replies, and the visitor sees it live; the agent stays quiet meanwhile; after
// the hand-back the agent answers again.
const browser = setupBrowser({ server: 'open' });
const es = DICTIONARIES.es;

let llm: FakeLlm;
let owner: APIRequestContext;
let projectId: string;
let versionId: string;

async function ownerCall<T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const csrf = (await owner.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await owner[method](url, { data, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `handoff-${name}`);
};

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
  owner = await request.newContext({ baseURL: inject('openBaseUrl') });
  await ownerCall('post', '/api/auth/register', { email: uniqueEmail('handoff'), password: 'handoff-password-1', firstName: 'Ana' });
  projectId = (await ownerCall<{ id: string }[]>('get', '/api/projects'))[0].id;
  await ownerCall('post', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-handoff-7788', baseUrl: llm.baseUrl });
  const agent = await ownerCall<{ id: string }>('post', `/api/projects/${projectId}/agents`, {
    name: 'Lola Tienda',
    defaultLanguage: 'es',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'Eres Lola, la asistente de una tienda online.',
  });
  versionId = (await ownerCall<{ id: string }>('post', `/api/agents/${agent.id}/publish`, { makeActive: true })).id;
});

afterAll(async () => {
  await owner?.dispose();
  await llm?.close();
});

describe('a person takes a /chat conversation over', () => {
  it('the visitor sees the person join, reads their reply live, and the agent answers again after the hand-back', async () => {
    await enableAxe(browser.context);
    const page = await browser.context.newPage();
    // the public pages follow the system's colour scheme
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/chat/${versionId}`);
    await page.getByText(es.greeting).waitFor();
    const input = page.getByPlaceholder(es.placeholder);

    llm.script({ kind: 'reply', text: 'Hola, soy Lola. ¿En qué te ayudo?' });
    await input.fill('Quiero hablar con una persona');
    await input.press('Enter');
    await page.getByRole('region', { name: es.messageList }).getByText('Hola, soy Lola. ¿En qué te ayudo?').waitFor();

    // the owner, signed in in another context, opens the Inbox
    const operatorContext = await browser.newContext({ storageState: await owner.storageState() });
    const operator = await operatorContext.newPage();
    await operator.goto('/inbox');
    const item = operator.getByTestId('inbox-item').filter({ hasText: 'Lola Tienda' });
    await item.click();
    const thread = operator.getByTestId('inbox-thread');
    const timeline = thread.getByRole('log', { name: inboxEn.thread.timeline });
    await timeline.getByText('Quiero hablar con una persona').waitFor();
    await thread.getByRole('button', { name: inboxEn.actions.takeOver }).click();
    await page.getByTestId('chat-notice').getByText('Una persona de nuestro equipo se ha unido a la conversación.').waitFor();

    const reply = thread.getByLabel(inboxEn.reply.label);
    await reply.fill('Hola, soy **Ana**. Te ayudo yo.');
    await reply.press('Enter');
    const person = page.locator('[data-testid=chat-message][data-role=person]');
    await person.waitFor();
    expect(await person.textContent()).toContain(es.teamMember);
    expect(await person.locator('strong').textContent()).toBe('Ana');

    // the agent stays quiet while the person answers: no reply bubble, no model call
    const calls = llm.requests.length;
    const assistantBubbles = await page.locator('[data-testid=chat-message][data-role=assistant]').count();
    await input.fill('Gracias, Ana');
    await input.press('Enter');
    await expect.poll(() => input.isEnabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: es.send }).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=chat-message][data-role=assistant]').count()).toBe(assistantBubbles);
    expect(llm.requests.length).toBe(calls);
    // the operator reads it live
    await timeline.locator('[data-role=visitor]').filter({ hasText: 'Gracias, Ana' }).waitFor();
    await snapshot(page, 'chat-person-dark');
    await snapshot(operator, 'inbox-operator');
    const findings = (await seriousAxeFindings(page)).map((f) => `chat with a person, dark: ${f}`);

    await thread.getByRole('button', { name: inboxEn.actions.handBack }).click();
    await page.getByRole('region', { name: es.messageList }).getByText('Vuelves a hablar con el asistente.').waitFor();
    llm.script({ kind: 'reply', text: 'Aquí Lola otra vez.' });
    await input.fill('¿Sigues ahí?');
    await input.press('Enter');
    await page.getByRole('region', { name: es.messageList }).getByText('Aquí Lola otra vez.').waitFor();
    await timeline.getByText('Aquí Lola otra vez.').waitFor();
    await operatorContext.close();
    await snapshot(page, 'chat-handed-back-dark');
    expect(findings).toEqual([]);
  });
});
