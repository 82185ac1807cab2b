import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { setupBrowser, uniqueEmail } from './support/browser';

// Issue 5's public pages: an owner publishes an agent through the API; anonymous visitors chat
// with it on /chat/{versionId} (streamed), on /demo/{versionId}, and through /widget.js
// embedded in a plain page served from another origin.
const browser = setupBrowser({ server: 'open' });
const es = DICTIONARIES.es;
const en = DICTIONARIES.en;

let llm: FakeLlm;
let owner: APIRequestContext;
let host: Server;
let hostUrl: string;
let agentId: string;
let versionId: string;
const STARTERS = ['¿Hacéis envíos a Canarias?', '¿Cuál es vuestro horario?'];

/** The owner's write call: the session cookie comes from the request context, CSRF from its cookie. */
async function ownerCall<T>(method: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const csrf = (await owner.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await owner[method](url, { data, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
  const baseUrl = inject('openBaseUrl');
  owner = await request.newContext({ baseURL: baseUrl });
  await ownerCall('post', '/api/auth/register', { email: uniqueEmail('publisher'), password: 'publisher-password-1', firstName: 'Paz' });
  const projects = (await (await owner.get('/api/projects')).json()) as { id: string }[];
  const projectId = projects[0].id;
  await ownerCall('post', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-public-7788', baseUrl: llm.baseUrl });
  const agent = await ownerCall<{ id: string }>('post', `/api/projects/${projectId}/agents`, {
    name: 'Lola Tienda',
    description: 'Atiende a los clientes de la tienda',
    industry: 'E-commerce',
    defaultLanguage: 'es',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'Eres Lola, la asistente de una tienda online. Responde en español.',
    starters: STARTERS,
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  });
  agentId = agent.id;
  versionId = (await ownerCall<{ id: string }>('post', `/api/agents/${agentId}/publish`, { makeActive: true })).id;

  // a customer's site on another origin, embedding the widget with one tag
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><body><h1>Acme</h1><script src="${baseUrl}/widget.js" data-version-id="${versionId}" data-primary-color="#0f766e" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await owner?.dispose();
  await llm?.close();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve(undefined)));
});

describe('public chat, demo and widget', () => {
  it('an anonymous visitor chats on /chat/{versionId}: greeting, streamed reply, Finalizar', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/chat/${versionId}`);
    await page.getByText(es.greeting).waitFor();
    expect(await page.getByTestId('chat-title').textContent()).toBe('Chat con Lola Tienda');
    await page.getByText(es.publicVersion).waitFor();

    // the owner's suggested questions wait under the greeting until the visitor writes
    const starters = page.getByRole('group', { name: es.starters });
    expect(await starters.getByRole('button').allTextContents()).toEqual(STARTERS);

    const input = page.getByPlaceholder(es.placeholder);
    const send = page.getByRole('button', { name: es.send });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    // Shift+Enter writes a new line; Enter sends
    await input.fill('¿Hacéis envíos');
    await input.press('Shift+Enter');
    expect(await page.locator('[data-testid=chat-message][data-role=user]').count()).toBe(0);
    await input.pressSequentially(' a Canarias?');
    const answer = 'Sí, enviamos a **Canarias** en un plazo de tres a cinco días laborables desde la compra.';
    llm.script({ kind: 'reply', text: answer, chunkDelayMs: 150 });
    await input.press('Enter');
    expect(await input.inputValue()).toBe('');
    expect(await starters.count()).toBe(0);

    const reply = page.locator('[data-testid=chat-message][data-role=assistant]').last();
    // part of the answer shows before the whole of it: the reply streams in
    await expect.poll(async () => ((await reply.textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(5);
    expect(await reply.textContent()).not.toContain('laborables desde la compra');
    await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toContain('laborables desde la compra.');
    expect(await reply.locator('strong').textContent()).toBe('Canarias');
    // the turn is over once its final event arrived: Finalizar is allowed again
    const end = page.getByRole('button', { name: es.end });
    await expect.poll(() => end.isEnabled()).toBe(true);

    // the model saw the visitor's message, trimmed; the greeting is not history
    const sent = llm.requests.at(-1)?.body.messages as { role: string; content: unknown }[];
    expect(JSON.stringify(sent)).toContain('¿Hacéis envíos\\n a Canarias?');
    expect(JSON.stringify(sent)).not.toContain(es.greeting);

    // a failed turn apologises in the agent's language, and the visitor can go on
    llm.script({ kind: 'status', status: 500 });
    await input.fill('¿Y a Baleares?');
    await input.press('Enter');
    await page.getByRole('region', { name: es.messageList }).getByText(es.sendError).waitFor();
    await expect.poll(() => end.isEnabled()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    await input.fill('¿Y a Ceuta?');
    expect(await send.isDisabled()).toBe(false);
    await input.fill('');

    await end.click();
    await page.getByTestId('chat-ended').getByText(es.conversationEnded).waitFor();
    await page.getByRole('region', { name: es.messageList }).getByText(es.chatClosing).waitFor();
    expect(await page.getByRole('button', { name: es.newConversation }).isVisible()).toBe(true);
    expect(await input.count()).toBe(0);
  });

  it('the demo opens with the agent’s introduction, without a chat turn; a starter sends itself', async () => {
    const page = await (await browser.newContext()).newPage();
    const turns: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/chat')) turns.push(r.url());
    });
    // the version's one model call: the opener, stored for every later page view
    const opener = '¡Hola! Soy Lola y te ayudo con tus pedidos.';
    llm.script({ kind: 'reply', text: opener });
    await page.goto(`/demo/${versionId}`);
    await page.getByTestId('demo-agent-name').getByText('Lola Tienda').waitFor();
    const list = page.getByRole('region', { name: es.messageList });
    await list.getByText(opener).waitFor();
    const info = page.getByTestId('demo-info');
    await info.getByText('v1', { exact: true }).waitFor();
    // the model line names the model that answers (the project's key serves the configured one)
    expect(await page.getByTestId('demo-model-line').innerText()).toBe('fake-model');
    await info.getByText('Eres Lola, la asistente de una tienda online.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: es.createAgent }).getAttribute('target')).toBe('_blank');
    expect(turns).toEqual([]);

    // a second page view reuses the stored opener: no model call, no turn
    const calls = llm.requests.length;
    const again = await (await browser.newContext()).newPage();
    await again.goto(`/demo/${versionId}`);
    await again.getByRole('region', { name: es.messageList }).getByText(opener).waitFor();
    expect(llm.requests.length).toBe(calls);
    await again.close();

    const starters = page.getByRole('group', { name: es.starters });
    llm.script({ kind: 'reply', text: 'Abrimos de lunes a viernes, de nueve a seis.' });
    await starters.getByRole('button', { name: STARTERS[1] }).click();
    await list.getByText('Abrimos de lunes a viernes, de nueve a seis.').waitFor();
    expect(await list.locator('[data-testid=chat-message][data-role=user]').allTextContents()).toEqual([expect.stringContaining(STARTERS[1])]);
    expect(await starters.count()).toBe(0);
    expect(turns).toHaveLength(1);
    // the opener is the conversation's first message, as the model reads it
    const sent = (llm.requests.at(-1)?.body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system');
    expect(sent.map((m) => m.role)).toEqual(['assistant', 'user']);
    expect(JSON.stringify(sent)).toContain(opener);

    await expect.poll(() => page.getByRole('button', { name: es.end }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: es.end }).click();
    await list.getByText(es.demoClosing).waitFor();
    expect(await page.getByRole('button', { name: es.ended }).isDisabled()).toBe(true);
    expect(await page.getByPlaceholder(es.placeholder).isDisabled()).toBe(true);
  });

  it('the widget embedded on another site opens the chat, and a reply arrives', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(hostUrl);
    const button = page.getByRole('button', { name: 'Open chat' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await page.getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');

    const frame = page.frameLocator(`iframe[src*="/widget/${versionId}"]`);
    await frame.getByText(es.greeting).waitFor();
    await frame.getByRole('group', { name: es.starters }).getByRole('button', { name: STARTERS[0] }).waitFor();
    llm.script({ kind: 'reply', text: 'Claro, te ayudo desde el widget.' });
    await frame.getByPlaceholder(es.placeholder).fill('Hola desde Acme');
    await frame.getByRole('button', { name: es.send }).click();
    await frame.getByRole('region', { name: es.messageList }).getByText('Claro, te ayudo desde el widget.').waitFor();
    // the host page's own styles and globals are untouched
    expect(await page.evaluate(() => Object.keys(window).filter((k) => k.toLowerCase().includes('agentforge')))).toEqual(['AgentForgeWidget']);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Open chat' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a hidden version shows the not-found state, and its API answers 404', async () => {
    await ownerCall('patch', `/api/agent-versions/${versionId}/visibility`, { isPublic: false });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/chat/${versionId}`);
    await page.getByTestId('not-found').getByText(en.notFoundTitle).waitFor();
    await page.getByText(en.notFoundChat).waitFor();
    const api = await page.request.get(`/api/agent-versions/${versionId}`);
    expect(api.status()).toBe(404);
    await page.goto(`/demo/${versionId}?lang=es`);
    await page.getByText(es.notFoundTitle).waitFor();
    await page.getByText(es.notFoundDemo).waitFor();
  });
});
