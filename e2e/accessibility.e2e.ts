import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import knowledgeEn from '../src/web/i18n/en/knowledge.json';
import shellEn from '../src/web/i18n/en/shell.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { enableAxe, axeFindings, type AxeFinding } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail, type StorageState } from './support/browser';
import { focusIsVisible, focusIsWithin, stopsWithoutFocusIndicator, tabTo } from './support/keyboard';
import { apiCall } from './support/page-api';
import { htmlIsDark } from './support/page-state';

// Issue 20: axe-core on every screen of the app, the wizard steps and the main dialogs, the
// signed-out pages and the public agent pages, in the light and the dark theme, with data present
// (an agent with a published version, a dataset, a conversation). Any serious or critical finding
// fails; the table of what was scanned is printed either way.
const browser = setupBrowser({ server: 'open' });
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface Fixture {
  session: StorageState;
  agentId: string;
  versionId: string;
  widgetId: string;
  conversationId: string;
  admin: boolean;
}

interface Screen {
  name: string;
  path: (f: Fixture) => string;
  /** signed out (landing, sign-in, 404, public agent pages) */
  visitor?: boolean;
  /** what to do once the page has loaded, e.g. open a dialog or go to a wizard step */
  then?: (page: Page, f: Fixture) => Promise<unknown>;
  /** screens only an instance admin has */
  admin?: boolean;
}

const clickTestId = (id: string) => async (page: Page) => {
  await page.getByTestId(id).first().click();
  await page.getByRole('dialog').first().waitFor();
};

const wizardStep = (step: number) => async (page: Page) => {
  for (let s = 2; s <= step; s++) {
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(String(s));
  }
};

/** Clicks the test id, then waits for the test id of what it opens (an alert dialog, or a whole view). */
const openTestId = (id: string, opened: string) => async (page: Page) => {
  await page.getByTestId(id).first().click();
  await page.getByTestId(opened).waitFor();
};

const SCREENS: Screen[] = [
  { name: 'landing', path: () => '/', visitor: true },
  { name: 'sign-in', path: () => '/api/login', visitor: true },
  { name: 'not found', path: () => '/no-such-page', visitor: true },
  { name: 'waitlist', path: () => '/waitlist', visitor: true },
  { name: 'reset password', path: () => '/reset-password', visitor: true },
  { name: 'invitation', path: () => '/invite', visitor: true },
  { name: '/chat', path: (f) => `/chat/${f.versionId}`, visitor: true },
  { name: '/demo', path: (f) => `/demo/${f.versionId}`, visitor: true },
  { name: '/widget', path: (f) => `/widget/${f.versionId}?embed=1`, visitor: true },
  { name: '/widget-demo', path: (f) => `/widget-demo/${f.widgetId}`, visitor: true },
  { name: 'dashboard', path: () => '/' },
  { name: 'quick search', path: () => '/', then: async (page) => { await page.getByTestId('quick-search').click(); await page.getByTestId('quick-search-input').waitFor(); } },
  { name: 'agents', path: () => '/agents' },
  ...[1, 2, 3, 4, 5].map((step) => ({ name: `wizard step ${step}`, path: (f: Fixture) => `/agents?edit=${f.agentId}`, then: wizardStep(step) })),
  {
    name: 'wizard model list open',
    path: (f) => `/agents?edit=${f.agentId}`,
    then: async (page) => {
      await wizardStep(2)(page);
      await page.locator('#agent-model').click();
      await page.getByRole('listbox').waitFor();
    },
  },
  { name: 'workflow builder', path: (f) => `/agents/${f.agentId}/workflow` },
  { name: 'curated answers', path: (f) => `/agents/${f.agentId}/answers` },
  { name: 'curated answer editor', path: (f) => `/agents/${f.agentId}/answers`, then: clickTestId('curated-add') },
  { name: 'workflows', path: () => '/workflows' },
  { name: 'knowledge', path: () => '/knowledge' },
  { name: 'new dataset dialog', path: () => '/knowledge', then: clickTestId('create-dataset-button') },
  { name: 'dataset items', path: () => '/knowledge', then: clickTestId('view-dataset-button') },
  { name: 'dataset re-sync', path: () => '/knowledge', then: async (page) => { await clickTestId('view-dataset-button')(page); await page.getByRole('tab', { name: knowledgeEn.view.tabSync }).click(); } },
  { name: 'test console', path: (f) => `/test-console?agentId=${f.agentId}` },
  {
    name: 'test console conversation',
    path: (f) => `/test-console?agentId=${f.agentId}`,
    then: async (page) => {
      await page.getByTestId('console-test-input').fill('Hello!');
      await page.getByTestId('console-run-test').click();
      await expect.poll(() => page.getByTestId('console-turn').last().getAttribute('data-running')).toBe('false');
    },
  },
  { name: 'tools', path: () => '/tools' },
  { name: 'new tool dialog', path: () => '/tools', then: clickTestId('create-tool-button') },
  ...(['function', 'database'] as const).map((type) => ({
    name: `new ${type} tool dialog`,
    path: () => '/tools',
    then: async (page: Page) => {
      await clickTestId('create-tool-button')(page);
      await page.getByTestId('tool-type-select').click();
      await page.getByTestId(`tool-type-${type}`).click();
    },
  })),
  { name: 'import OpenAPI dialog', path: () => '/tools', then: clickTestId('import-openapi-button') },
  {
    name: 'import OpenAPI operations',
    path: () => '/tools',
    then: async (page) => {
      await clickTestId('import-openapi-button')(page);
      await page.getByTestId('openapi-url-input').fill(`${inject('toolReceiverUrl')}/openapi.yaml`);
      await page.getByTestId('openapi-read-button').click();
      await page.getByTestId('openapi-operations').waitFor();
    },
  },
  { name: 'tools MCP servers', path: () => '/tools?tab=mcp' },
  { name: 'add MCP server dialog', path: () => '/tools?tab=mcp', then: clickTestId('add-mcp-server-button') },
  { name: 'leads', path: () => '/leads' },
  { name: 'analytics', path: () => '/analytics' },
  { name: 'conversations', path: () => '/conversations' },
  { name: 'visitors', path: () => '/visitors' },
  { name: 'transcript', path: (f) => `/conversations/${f.conversationId}` },
  { name: 'improve this answer dialog', path: (f) => `/conversations/${f.conversationId}`, then: clickTestId('improve-answer') },
  { name: 'inbox', path: () => '/inbox' },
  { name: 'deployments versions', path: (f) => `/deployments?agentId=${f.agentId}` },
  { name: 'version details dialog', path: (f) => `/deployments?agentId=${f.agentId}`, then: clickTestId('version-details') },
  { name: 'compare versions dialog', path: (f) => `/deployments?agentId=${f.agentId}`, then: openTestId('compare-versions', 'version-diff') },
  { name: 'publish blocked dialog', path: (f) => `/deployments?agentId=${f.agentId}`, then: openTestId('publish-version', 'publish-blocked-dialog') },
  { name: 'rollback dialog', path: (f) => `/deployments?agentId=${f.agentId}`, then: openTestId('version-rollback', 'rollback-dialog') },
  { name: 'deployments channels', path: (f) => `/deployments?agentId=${f.agentId}&tab=channels` },
  { name: 'widget designer', path: (f) => `/deployments?agentId=${f.agentId}&tab=channels`, then: clickTestId('create-widget') },
  { name: 'deployments API access and MCP endpoint', path: (f) => `/deployments?agentId=${f.agentId}&tab=channels&channel=api` },
  { name: 'SMS channel dialog', path: (f) => `/deployments?agentId=${f.agentId}&tab=channels&channel=sms`, then: clickTestId('channel-configure') },
  { name: 'deployments analytics', path: (f) => `/deployments?agentId=${f.agentId}&tab=analytics` },
  ...['profile', 'subscription', 'members', 'api-keys', 'preferences', 'notifications', 'security'].map((tab) => ({ name: `settings ${tab}`, path: () => `/settings?tab=${tab}` })),
  { name: 'settings users', path: () => '/settings?tab=users', admin: true },
  { name: 'settings instance', path: () => '/settings?tab=instance', admin: true },
  { name: 'help', path: () => '/help' },
];

/** An owner with an agent published (and a widget and a curated answer), a dataset with a page, and one visitor conversation. */
async function makeFixture(context: BrowserContext): Promise<Fixture> {
  const page = await newPage(context, { language: 'en' });
  await signUp(page, { email: uniqueEmail('a11y'), password: 'a11y-password-1', firstName: 'Ada' });
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  const me = await apiCall<{ user: { role: string } }>(page, 'GET', '/api/auth/status');
  await apiCall(page, 'POST', '/api/billing/trial', {});
  const dataset = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/datasets`, { name: 'Store help' });
  await apiCall(page, 'POST', `/api/datasets/${dataset.id}/ingest`, { urls: [`${inject('knowledgeSiteOrigin')}/hours`] });
  const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
    name: 'Store Helper',
    description: 'Answers questions about the store',
    systemPrompt: 'You answer questions about the store.',
    // offered as buttons on the public pages before the first message, and as rows on wizard step 5
    starters: ['When do you open on Sundays?', 'Do you deliver to my area?'],
    datasetId: dataset.id,
    channels: { webWidget: true, api: true, sms: true, whatsapp: false },
  });
  const version = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
  // a second version (v1 can be rolled back to), then a draft that differs and a test case it fails (a publish is blocked)
  await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
  await apiCall(page, 'PUT', `/api/agents/${agent.id}`, { systemPrompt: 'You answer questions about the store.\nKeep answers short.' });
  await apiCall(page, 'POST', `/api/agents/${agent.id}/test-cases`, { name: 'Opening hours', input: 'When do you open?', expectedOutput: 'We open at 7 on Sundays' });
  await apiCall(page, 'POST', `/api/agents/${agent.id}/curated-answers`, {
    question: 'Do you deliver on Sundays?',
    alternatives: ['Is there delivery on Sunday?'],
    answer: 'Yes, **from 10 to 2**, within the city.',
    language: 'en',
  });
  const widget = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/widgets`, { name: 'Site widget', htmlCode: '<div></div>' });
  await apiCall(page, 'POST', `/api/projects/${project.id}/mcp-servers`, { name: 'FAQ', url: `${inject('toolReceiverUrl')}/mcp` });

  await page.goto(`/chat/${version.id}`);
  await page.getByPlaceholder(DICTIONARIES.en.placeholder).fill('Hello!');
  await page.getByRole('button', { name: DICTIONARIES.en.send }).click();
  await page.locator('[data-testid=chat-message][data-role=assistant]').nth(1).waitFor();
  const { conversations } = await apiCall<{ conversations: { id: string }[] }>(page, 'GET', `/api/projects/${project.id}/conversations`);
  return { session: await context.storageState(), agentId: agent.id, versionId: version.id, widgetId: widget.id, conversationId: conversations[0].id, admin: me.user.role === 'admin' };
}

describe('accessibility', () => {
  let fixture: Fixture | undefined;
  const theFixture = async () => (fixture ??= await makeFixture(await browser.newContext()));

  it('every screen, wizard step, main dialog and public page passes axe-core in both themes', { timeout: 900_000 }, async () => {
    const fixture = await theFixture();
    const table: { screen: string; theme: Theme; findings: AxeFinding[] }[] = [];
    for (const theme of THEMES) {
      const signedIn = await browser.newContext({ storageState: fixture.session });
      const visitor = await browser.newContext();
      for (const context of [signedIn, visitor]) await enableAxe(context);
      for (const screen of SCREENS) {
        if (screen.admin && !fixture.admin) continue;
        const page = await newPage(screen.visitor ? visitor : signedIn, { theme, language: 'en' });
        await page.goto(screen.path(fixture), { waitUntil: 'networkidle' });
        await screen.then?.(page, fixture);
        await page.waitForLoadState('networkidle');
        // a loaded machine can leave a screen still rendering after the network settles: every
        // screen has its main landmark and an h1 once it is drawn (a bounded wait, axe judges the rest)
        await page.waitForFunction(() => document.querySelector('main') && document.querySelector('h1'), null, { timeout: 10_000 }).catch(() => {});
        // every page follows the theme chosen in the app, the public agent pages included
        expect(await htmlIsDark(page), `${screen.name} in the ${theme} theme`).toBe(theme === 'dark');
        const findings = await axeFindings(page);
        // the first stops of the Tab key each show where the focus is
        if (theme === 'light' && !screen.then) {
          findings.push(...(await stopsWithoutFocusIndicator(page, 25)).map((stop) => ({ id: 'focus-not-visible', impact: 'serious', targets: stop })));
        }
        table.push({ screen: screen.name, theme, findings });
        await page.close();
      }
    }
    console.info(formatTable(table));
    const failing = table.flatMap((row) => row.findings.map((f) => `${row.screen} (${row.theme}): ${f.impact} ${f.id} ${f.targets}`));
    expect(failing).toEqual([]);
  });

  it('creates an agent and publishes it with the keyboard alone', async () => {
    const { session } = await theFixture();
    const page = await newPage(await browser.newContext({ storageState: session }), { theme: 'light', language: 'en' });
    await page.goto('/', { waitUntil: 'networkidle' });
    // the dashboard drawn, so the Tab below starts from the top of the page it will have
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('skip-link').waitFor({ state: 'attached' });

    // the first Tab stop skips the navigation; the sidebar shortcut still toggles the sidebar
    await page.keyboard.press('Tab');
    expect(await page.getByTestId('skip-link').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.locator('main').evaluate((el) => el === document.activeElement)).toBe(true);
    const sidebar = page.getByTestId('app-sidebar');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');

    // the wizard: every step by Tab, typing and Enter
    await tabTo(page, page.getByRole('link', { name: shellEn.createAgent }), { backwards: true });
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog');
    await wizard.waitFor();
    expect(await focusIsWithin(wizard)).toBe(true);
    // "a template or blank": blank, by Tab and Enter
    await tabTo(page, wizard.getByTestId('template-blank'));
    await page.keyboard.press('Enter');
    await tabTo(page, wizard.getByLabel(wizardEn.basics.name, { exact: true }));
    await page.keyboard.type('Keyboard Concierge');
    for (const step of ['2', '3', '4', '5']) {
      await tabTo(page, wizard.getByRole('button', { name: wizardEn.next }));
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await tabTo(page, wizard.getByRole('button', { name: wizardEn.submitCreate }));
    await page.keyboard.press('Enter');
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    const agent = (await apiCall<{ id: string; name: string }[]>(page, 'GET', `/api/projects/${(await apiCall<{ id: string }[]>(page, 'GET', '/api/projects'))[0].id}/agents`)).find((a) => a.name === 'Keyboard Concierge');
    expect(agent).toBeDefined();

    // Deployments through the sidebar, the agent picked in the select, then Publish
    await tabTo(page, page.getByRole('link', { name: shellEn.nav.deployments }), { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/deployments');
    const picker = page.getByTestId('deployments-agent-select');
    await tabTo(page, picker, { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type('Keyboard');
    // typeahead moves focus to the option; Enter before it lands would pick the first one
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Keyboard Concierge');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.textContent()).toContain('Keyboard Concierge');
    await tabTo(page, page.getByRole('button', { name: deploymentsEn.publish.action }));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await apiCall<{ version: number }[]>(page, 'GET', `/api/agents/${agent?.id}/versions`)).length).toBe(1);
    await page.getByTestId('version-row').first().waitFor();
  });

  it('dialogs keep the focus inside, close with Escape and give the focus back', async () => {
    const { session } = await theFixture();
    const page = await newPage(await browser.newContext({ storageState: session }), { theme: 'dark', language: 'en' });
    await page.goto('/knowledge', { waitUntil: 'networkidle' });
    const opener = page.getByRole('button', { name: knowledgeEn.createDataset });
    await tabTo(page, opener, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsWithin(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // the quick search opens with Ctrl+K and moves through its results with the arrows
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: shellEn.search.title });
    await input.waitFor();
    await page.keyboard.type('Store');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/agents');
  });

  it('the public chat and the widget announce replies politely and name their buttons in the agent\'s language', async () => {
    const { session } = await theFixture();
    const owner = await newPage(await browser.newContext({ storageState: session }));
    await owner.goto('/');
    const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project.id}/agents`, { name: 'Tienda', defaultLanguage: 'es', systemPrompt: 'Respondes sobre la tienda.' });
    const version = await apiCall<{ id: string }>(owner, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
    const es = DICTIONARIES.es;

    for (const path of [`/chat/${version.id}`, `/widget/${version.id}?embed=1`]) {
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(path);
      const announcer = visitor.getByTestId('chat-announcer');
      expect(await announcer.getAttribute('aria-live')).toBe('polite');
      // the greeting is read with the page, not announced
      expect((await announcer.textContent())?.trim()).toBe('');
      await visitor.getByPlaceholder(es.placeholder).fill('¡Hola!');
      await visitor.getByRole('button', { name: es.send }).click();
      const reply = visitor.locator('[data-testid=chat-message][data-role=assistant]').nth(1);
      await reply.getByRole('button', { name: es.helpful, exact: true }).waitFor();
      expect(await reply.getByRole('button', { name: es.notHelpful, exact: true }).count()).toBe(1);
      // once, when the reply is complete: who wrote it and its words without Markdown marks
      await expect.poll(() => announcer.textContent()).toMatch(new RegExp(`^${es.assistant}: \\S`));
      expect(await announcer.locator('p').count()).toBe(1);
      expect(await visitor.getByRole('button', { name: es.endLabel, exact: true }).isEnabled()).toBe(true);
    }
  });
});

function formatTable(rows: { screen: string; theme: Theme; findings: AxeFinding[] }[]): string {
  const count = (findings: AxeFinding[], impact: string) => findings.filter((f) => f.impact === impact).length;
  const lines = ['screen | theme | critical | serious | moderate | minor', '---|---|---|---|---|---'];
  for (const row of rows) lines.push(`${row.screen} | ${row.theme} | ${['critical', 'serious', 'moderate', 'minor'].map((i) => count(row.findings, i)).join(' | ')}`);
  return lines.join('\n');
}
