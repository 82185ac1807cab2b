import { request, type APIRequestContext, type Page } from 'playwright-core';
import inboxEn from '../src/web/i18n/en/inbox.json';
import inboxEs from '../src/web/i18n/es/inbox.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DICTIONARIES } from '../src/public/i18n';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { screenshotOnFailure, setupBrowser, uniqueEmail } from './support/browser';

// Issue 33, acceptance 2: the agent's lead capture asks a person first. The visitor on /chat is told
// a person will confirm; the owner approves in the Inbox's approval panel; the visitor's page shows
// the agent's continuation live. The panel in both themes and languages, axe clean.
const browser = setupBrowser({ server: 'open' });
const en = DICTIONARIES.en;

let llm: FakeLlm;
let owner: APIRequestContext;
let versionId: string;
let agentId: string;

async function ownerCall<T>(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const csrf = (await owner.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await owner[method](url, { data, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `approvals-${name}`);
};

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
  owner = await request.newContext({ baseURL: inject('openBaseUrl') });
  await ownerCall('post', '/api/auth/register', { email: uniqueEmail('approvals'), password: 'approvals-password-1', firstName: 'Ada' });
  const projectId = (await ownerCall<{ id: string }[]>('get', '/api/projects'))[0].id;
  await ownerCall('post', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-approvals-7788', baseUrl: llm.baseUrl });
  const agent = await ownerCall<{ id: string }>('post', `/api/projects/${projectId}/agents`, {
    name: 'Refund Desk',
    defaultLanguage: 'en',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'You help the customers of a shop.',
    enabledTools: { captureLead: true },
  });
  agentId = agent.id;
  await ownerCall('put', `/api/agents/${agent.id}/approval-rules`, { rules: [{ tool: 'capture_lead' }], timeoutMinutes: 60 });
  versionId = (await ownerCall<{ id: string }>('post', `/api/agents/${agent.id}/publish`, { makeActive: true })).id;
});

afterAll(async () => {
  await owner?.dispose();
  await llm?.close();
});

describe('approval before acting', () => {
  it('the visitor is told a person will confirm, the owner approves in the Inbox, and the visitor reads the continuation', async () => {
    await enableAxe(browser.context);
    const page = await browser.context.newPage();
    await page.goto(`/chat/${versionId}`);
    await page.getByText(en.greeting).waitFor();
    const input = page.getByPlaceholder(en.placeholder);
    llm.script({ kind: 'tool', name: 'capture_lead', args: { name: 'Ada Visitor', email: 'ada@example.com' } });
    await input.fill('Please call me back, I am Ada, ada@example.com');
    await input.press('Enter');
    const messages = page.getByRole('region', { name: en.messageList });
    await messages.getByText('A person from our team needs to confirm this').waitFor();

    const operatorContext = await browser.newContext({ storageState: await owner.storageState() });
    await enableAxe(operatorContext);
    const operator = await operatorContext.newPage();
    await operator.goto('/inbox');
    await operator.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'en');
    });
    await operator.reload();
    const panel = operator.getByTestId('approval-panel');
    const card = panel.getByTestId('approval-card').filter({ hasText: 'capture_lead' });
    await card.waitFor();
    expect(await card.getByTestId('approval-arguments').textContent()).toContain('ada@example.com');
    await snapshot(operator, 'panel-dark-en');
    const findings = (await seriousAxeFindings(operator)).map((f) => `dark en: ${f}`);

    await operator.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await operator.reload();
    await panel.getByRole('button', { name: inboxEs.approvals.approve, exact: true }).waitFor();
    await snapshot(operator, 'panel-light-es');
    findings.push(...(await seriousAxeFindings(operator)).map((f) => `light es: ${f}`));
    await operator.evaluate(() => localStorage.setItem('language', 'en'));
    await operator.reload();

    llm.script({ kind: 'reply', text: 'Thanks Ada, a person approved it: we will call you back today.' });
    await card.getByRole('button', { name: inboxEn.approvals.approve, exact: true }).click();
    await card.waitFor({ state: 'detached' });
    await messages.getByText('Thanks Ada, a person approved it: we will call you back today.').waitFor();
    await snapshot(page, 'visitor-continuation');

    // the rules on the agent's Tools step: the saved rule shown, a threshold added and saved
    await operator.goto(`/agents?edit=${agentId}`, { waitUntil: 'networkidle' });
    await operator.getByTestId('wizard-step-4').click();
    const rules = operator.getByTestId('approval-rules');
    await expect.poll(() => rules.getByLabel(wizardEn.approvalRules.tool).first().inputValue()).toBe('capture_lead');
    await rules.getByTestId('approval-rule-add').click();
    await rules.getByLabel(wizardEn.approvalRules.tool).nth(1).fill('webhook');
    await rules.getByLabel(wizardEn.approvalRules.argument).nth(1).fill('data.amount');
    await rules.getByLabel(wizardEn.approvalRules.above).nth(1).fill('100');
    await rules.getByTestId('approval-rules-save').click();
    await rules.getByText(wizardEn.approvalRules.saved).waitFor();
    await rules.scrollIntoViewIfNeeded();
    await snapshot(operator, 'rules-light-en');
    findings.push(...(await seriousAxeFindings(operator)).map((f) => `rules: ${f}`));
    expect(await ownerCall('get', `/api/agents/${agentId}/approval-rules`)).toEqual({
      rules: [{ tool: 'capture_lead', argument: null, above: null }, { tool: 'webhook', argument: 'data.amount', above: 100 }],
      timeoutMinutes: 60,
    });
    expect(findings).toEqual([]);
    await operatorContext.close();
  });
});
