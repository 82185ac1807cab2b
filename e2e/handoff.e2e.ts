import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { screenshotOnFailure, setupBrowser, uniqueEmail } from './support/browser';

// Issue 15's handoff, seen by the visitor: on /chat, a person from the team joins (the visitor is
// told in the agent's language), replies live, the agent stays quiet meanwhile, and after the
// person hands back the agent answers again. The operator acts through the Inbox API here; the
// Inbox screen has its own journey (inbox.e2e.ts).
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
    await page.getByText('Hola, soy Lola. ¿En qué te ayudo?').waitFor();

    const inbox = await ownerCall<{ conversations: { id: string; channel: string }[] }>('get', `/api/projects/${projectId}/inbox`);
    const conversation = inbox.conversations.find((c) => c.channel === 'chat');
    expect(conversation).toBeDefined();
    const id = (conversation as { id: string }).id;
    await ownerCall('post', `/api/inbox/conversations/${id}/take-over`);
    await page.getByTestId('chat-notice').getByText('Una persona de nuestro equipo se ha unido a la conversación.').waitFor();

    await ownerCall('post', `/api/inbox/conversations/${id}/messages`, { text: 'Hola, soy **Ana**. Te ayudo yo.' });
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
    const thread = await ownerCall<{ timeline: { role: string; text: string }[] }>('get', `/api/inbox/conversations/${id}`);
    expect(thread.timeline.at(-1)).toMatchObject({ role: 'visitor', text: 'Gracias, Ana' });
    await snapshot(page, 'chat-person-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `chat with a person, dark: ${f}`);

    await ownerCall('post', `/api/inbox/conversations/${id}/hand-back`);
    await page.getByText('Vuelves a hablar con el asistente.').waitFor();
    llm.script({ kind: 'reply', text: 'Aquí Lola otra vez.' });
    await input.fill('¿Sigues ahí?');
    await input.press('Enter');
    await page.getByText('Aquí Lola otra vez.').waitFor();
    await snapshot(page, 'chat-handed-back-dark');
    expect(findings).toEqual([]);
  });
});
