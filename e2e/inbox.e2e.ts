import { request, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import inboxEn from '../src/web/i18n/en/inbox.json';
import inboxEs from '../src/web/i18n/es/inbox.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// The Inbox (human handoff): an owner publishes an agent answered by the built-in offline model (no
// key), an anonymous visitor chats with it through the public API, and the owner finds the
// conversation, takes it over, replies, sees the visitor's next message arrive live (the page's
// event stream, no reload), and hands it back to the assistant.
const browser = setupBrowser({ server: 'open' });

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, name);
};

describe('Inbox', () => {
  it('takes a conversation over, replies, receives the visitor live, and hands it back', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('inbox'), password: 'inbox-password-1', firstName: 'Olga' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project?.id}/agents`, {
      name: 'Front Desk',
      modelProvider: 'openai',
      modelName: 'gpt-4o-mini',
      systemPrompt: 'You help the visitors of the Acme shop.',
      channels: { webWidget: true, api: true, sms: false, whatsapp: false },
    });
    const { id: versionId } = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });

    // the visitor has no account and no cookies
    const visitor = await request.newContext({ baseURL: inject('openBaseUrl') });
    const sessionId = `inbox-visitor-${Date.now()}`;
    const chat = async (message: string) => {
      const res = await visitor.post(`/api/agent-versions/${versionId}/chat`, { data: { message, sessionId, channel: 'chat' } });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as { message: string; withPerson?: boolean };
    };
    expect((await chat('Hello, do you ship to Portugal?')).message).not.toBe('');

    // the list: the conversation with its agent, channel, state and preview
    await page.goto('/inbox');
    await page.getByRole('link', { name: inboxEn.nav.label, exact: true }).waitFor();
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Front Desk' });
    await item.waitFor();
    expect(await item.getByTestId('inbox-state').textContent()).toBe(inboxEn.state.bot);
    await page.getByTestId('inbox-no-selection').waitFor();
    await snapshot(page, 'inbox-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `list dark: ${f}`);

    // the open conversation, at an address e-mails can link to
    await item.click();
    await page.waitForURL((url) => url.pathname === '/inbox' && url.searchParams.has('conversation'));
    const thread = page.getByTestId('inbox-thread');
    const timeline = thread.getByRole('log', { name: inboxEn.thread.timeline });
    await timeline.getByText('Hello, do you ship to Portugal?').waitFor();
    await expect.poll(() => timeline.locator('[data-role=agent]').count()).toBe(1);
    const input = thread.getByLabel(inboxEn.reply.label);
    expect(await input.isDisabled()).toBe(true);
    expect(await item.getAttribute('aria-current')).toBe('true');

    // take it over: the reply box opens with the cursor in it, a notice joins the timeline
    await thread.getByRole('button', { name: inboxEn.actions.takeOver }).click();
    await expect.poll(() => thread.getAttribute('data-handoff')).toBe('human');
    expect(await thread.getByTestId('inbox-state').textContent()).toBe(inboxEn.state.humanYou);
    await expect.poll(() => timeline.locator('[data-role=notice]').count()).toBe(1);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await thread.getByRole('button', { name: inboxEn.actions.takeOver }).count()).toBe(0);

    // Enter sends; Shift+Enter would have started a new line
    await input.fill('Hi, I am **Olga** from the team.');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('Hi, I am **Olga** from the team.\n');
    await input.press('Enter');
    const reply = timeline.locator('[data-role=operator]').filter({ hasText: 'Hi, I am Olga from the team.' });
    await reply.waitFor();
    // shown as the visitor sees it: Markdown, never the raw asterisks
    expect(await reply.locator('strong').textContent()).toBe('Olga');
    expect(await reply.textContent()).not.toContain('**');
    await expect.poll(() => item.getByTestId('inbox-preview').textContent()).toBe('Hi, I am Olga from the team.');
    await expect.poll(() => input.inputValue()).toBe('');
    await snapshot(page, 'inbox-thread-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `thread dark: ${f}`));

    // the visitor answers: the agent stays quiet, and the message arrives without a reload
    await page.evaluate(() => Object.assign(window, { inboxMarker: true }));
    expect(await chat('Great, thanks Olga! Is it free?')).toMatchObject({ message: '', withPerson: true });
    await timeline.locator('[data-role=visitor]').filter({ hasText: 'Great, thanks Olga! Is it free?' }).waitFor();
    await expect.poll(() => item.getByTestId('inbox-preview').textContent()).toContain('Great, thanks Olga!');
    expect(await page.evaluate(() => 'inboxMarker' in window)).toBe(true);

    // hand it back: the assistant answers again, the reply box closes
    await thread.getByRole('button', { name: inboxEn.actions.handBack }).click();
    await expect.poll(() => thread.getAttribute('data-handoff')).toBe('bot');
    await expect.poll(() => timeline.locator('[data-role=notice]').count()).toBe(2);
    expect(await input.isDisabled()).toBe(true);
    expect(await item.getByTestId('inbox-state').textContent()).toBe(inboxEn.state.bot);
    expect((await chat('And do you sell gift cards?')).message).not.toBe('');
    await expect.poll(() => timeline.locator('[data-role=agent]').count()).toBe(2);

    // light theme: list and open thread
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await timeline.getByText('And do you sell gift cards?').waitFor();
    await snapshot(page, 'inbox-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `light: ${f}`));

    // Spanish: the sidebar entry and the actions
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload();
    await page.getByRole('link', { name: inboxEs.nav.label, exact: true }).waitFor();
    await thread.getByRole('button', { name: inboxEs.actions.takeOver }).waitFor();
    expect(await item.getByTestId('inbox-state').textContent()).toBe(inboxEs.state.bot);

    await visitor.dispose();
    expect(findings).toEqual([]);
  });

  it('lets a viewer read a conversation but offers no way to answer it', async () => {
    const owner = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(owner, { email: uniqueEmail('inbox-owner'), password: 'inbox-password-2', firstName: 'Olga' });
    const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project?.id}/agents`, { name: 'Night Desk', systemPrompt: 'You answer at night.' });
    const { id: versionId } = await apiCall<{ id: string }>(owner, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
    const visitor = await request.newContext({ baseURL: inject('openBaseUrl') });
    expect((await visitor.post(`/api/agent-versions/${versionId}/chat`, { data: { message: 'Are you open late?', sessionId: `inbox-viewer-${Date.now()}`, channel: 'chat' } })).ok()).toBe(true);
    await visitor.dispose();
    const viewerEmail = uniqueEmail('inbox-viewer');
    const { link } = await apiCall<{ link: string }>(owner, 'POST', `/api/projects/${project?.id}/invitations`, { email: viewerEmail, role: 'viewer' });

    const viewerContext = await browser.newContext();
    await enableAxe(viewerContext);
    const viewer = await newPage(viewerContext, { theme: 'dark', language: 'en' });
    await signUp(viewer, { email: viewerEmail, password: 'inbox-password-3', firstName: 'Vic' });
    await apiCall(viewer, 'POST', '/api/invitations/accept', { token: new URL(link).hash.slice(1) });

    await viewer.goto('/inbox');
    await viewer.getByTestId('inbox-item').filter({ hasText: 'Night Desk' }).click();
    const thread = viewer.getByTestId('inbox-thread');
    await thread.getByText('Are you open late?').waitFor();
    expect(await thread.getByTestId('inbox-read-only').textContent()).toBe(inboxEn.actions.readOnly);
    expect(await thread.getByRole('button').count()).toBe(0);
    expect(await thread.getByRole('textbox').count()).toBe(0);
    expect(await seriousAxeFindings(viewer)).toEqual([]);

    // the sidebar counts the conversations waiting for a person (here as a server would report two)
    await viewer.route('**/api/projects/*/inbox', async (route) => route.fulfill({ json: { ...(await (await route.fetch()).json()), requested: 2 } }));
    await viewer.reload();
    const badge = viewer.getByTestId('inbox-waiting-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe(`2${inboxEn.nav.waiting_other.replace('{{count}}', '2')}`);
    await snapshot(viewer, 'inbox-badge-dark');
    expect(await seriousAxeFindings(viewer)).toEqual([]);
  });
});
