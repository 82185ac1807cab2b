import { readFileSync } from 'node:fs';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import analyticsEn from '../src/web/i18n/en/analytics.json';
import analyticsEs from '../src/web/i18n/es/analytics.json';
import commonEn from '../src/web/i18n/en/common.json';
import commonEs from '../src/web/i18n/es/common.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';

// The Analytics page (premium): an owner on a Premium trial publishes two agents, visitors chat
// with them on the public chat API, and the page shows those runs, filters them, exports them
// and opens their conversations; a free user meets the premium gate.
const browser = setupBrowser({ server: 'open' });

let llm: FakeLlm;
let owner: APIRequestContext;
let projectId: string;
const agents: Record<'frontDesk' | 'billing' | 'idle', string> = { frontDesk: '', billing: '', idle: '' };

/** The owner's write call: the session cookie comes from the request context, CSRF from its cookie. */
async function ownerCall<T>(url: string, data: unknown): Promise<T> {
  const csrf = (await owner.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await owner.post(url, { data, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function publishAgent(name: string, modelName: string): Promise<{ agentId: string; versionId: string }> {
  const agent = await ownerCall<{ id: string }>(`/api/projects/${projectId}/agents`, {
    name,
    modelProvider: 'other',
    modelName,
    systemPrompt: `You are ${name}.`,
    channels: { webWidget: true, api: true, sms: false, whatsapp: false },
  });
  const version = await ownerCall<{ id: string }>(`/api/agents/${agent.id}/publish`, { makeActive: true });
  return { agentId: agent.id, versionId: version.id };
}

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
  const baseURL = inject('openBaseUrl');
  owner = await request.newContext({ baseURL });
  await ownerCall('/api/auth/register', { email: uniqueEmail('analyst'), password: 'analyst-password-1', firstName: 'Ana' });
  await ownerCall('/api/billing/trial', {});
  projectId = ((await (await owner.get('/api/projects')).json()) as { id: string }[])[0].id;
  await ownerCall(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: 'sk-e2e-analytics-4455', baseUrl: llm.baseUrl });

  // priced models, so the runs cost something
  const frontDesk = await publishAgent('Front Desk', 'gpt-4');
  const billing = await publishAgent('Billing Bot', 'gpt-4o');
  agents.frontDesk = frontDesk.agentId;
  agents.billing = billing.agentId;
  agents.idle = (await ownerCall<{ id: string }>(`/api/projects/${projectId}/agents`, { name: 'Idle Intern' })).id;

  // anonymous visitors: 4 runs in 3 conversations on two channels, one reply rated up
  const visitor = await request.newContext({ baseURL });
  const chat = async (versionId: string, sessionId: string, message: string, channel: 'chat' | 'widget') => {
    const res = await visitor.post(`/api/agent-versions/${versionId}/chat`, { data: { message, sessionId, channel } });
    if (!res.ok()) throw new Error(`chat: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { runId: string };
  };
  const first = await chat(frontDesk.versionId, 'visitor-one', 'Do you open on Sundays?', 'chat');
  await chat(frontDesk.versionId, 'visitor-one', 'And on public holidays?', 'chat');
  await chat(frontDesk.versionId, 'visitor-two', 'Where can I park near the hotel?', 'widget');
  await chat(billing.versionId, 'visitor-three', 'Why was I charged twice this month?', 'chat');
  const rated = await visitor.post(`/api/agent-versions/${frontDesk.versionId}/feedback`, { data: { sessionId: 'visitor-one', runId: first.runId, rating: 'up' } });
  if (!rated.ok()) throw new Error(`feedback: ${rated.status()} ${await rated.text()}`);
  await visitor.dispose();
});

afterAll(async () => {
  await owner?.dispose();
  await llm?.close();
});

/** With E2E_SCREENSHOTS=all, a picture of this moment for the visual review. */
const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `analytics-${name}`);
};

async function ownerPage(prefs: Parameters<typeof newPage>[1]): Promise<Page> {
  const context = await browser.newContext({ storageState: await owner.storageState() });
  await enableAxe(context);
  return newPage(context, prefs);
}

/** Waits until the shown report is the answer for the current filters (not the previous one, dimmed). */
async function settled(page: Page, range: string) {
  const report = page.getByTestId('analytics-report');
  await expect.poll(() => report.getAttribute('data-loading')).toBe('false');
  expect(await report.getAttribute('data-range')).toBe(range);
}

const metric = (page: Page, id: string) => page.getByTestId(`metric-${id}-value`).textContent();

async function choose(page: Page, select: 'range' | 'agent', option: string, expectedQuery: string) {
  const answered = page.waitForResponse((res) => res.url().includes('/analytics?') && res.url().includes(expectedQuery));
  await page.getByTestId(`analytics-${select}-select`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  expect((await answered).status()).toBe(200);
}

describe('analytics', () => {
  it('shows the runs of the range, refetches per range and agent, and opens a conversation from Recent Activity', async () => {
    const page = await ownerPage({ theme: 'dark' });
    await page.goto('/analytics', { waitUntil: 'networkidle' });
    await settled(page, '7d');

    expect(await metric(page, 'conversations')).toBe('3');
    expect(await metric(page, 'runs')).toBe('4');
    expect(await metric(page, 'success-rate')).toBe('100%');
    expect(await metric(page, 'avg-latency')).toMatch(/^(\d+ ms|\d+\.\d{1,2} s)$/);
    expect(await metric(page, 'tokens')).not.toBe('0');
    expect(await metric(page, 'cost')).toBe('<$0.01');
    expect(await metric(page, 'satisfaction')).toBe('100%');
    await page.getByTestId('metric-satisfaction').getByText('1 rating', { exact: true }).waitFor();

    const top = page.getByTestId('top-agent');
    expect(await top.count()).toBe(2);
    expect(await top.first().textContent()).toContain('Front Desk');
    expect(await top.first().getAttribute('href')).toBe(`/conversations?agentId=${agents.frontDesk}`);
    expect(await page.getByTestId('channel-row').count()).toBe(2);
    expect(await page.getByTestId('recent-run').count()).toBe(4);
    await page.getByTestId('analytics-volume-chart').locator('svg').first().waitFor();
    expect(await page.getByTestId('analytics-volume-chart').getAttribute('aria-label')).toContain('4 runs');
    await snapshot(page, 'dark');

    const findings: string[] = [];
    const check = async (label: string) => findings.push(...(await seriousAxeFindings(page)).map((f) => `${label}: ${f}`));
    await check('dark');
    await page.getByTestId('cost-tab-model').click();
    await page.getByTestId('cost-chart').getByText('gpt-4o').waitFor({ state: 'attached' });
    await check('dark, cost by model');

    await choose(page, 'range', analyticsEn.controls.ranges['30d'], 'range=30d');
    await settled(page, '30d');
    expect(new URL(page.url()).searchParams.get('range')).toBe('30d');
    expect(await metric(page, 'runs')).toBe('4');

    await choose(page, 'agent', 'Billing Bot', `agentId=${agents.billing}`);
    await settled(page, '30d');
    expect(await metric(page, 'runs')).toBe('1');
    expect(await metric(page, 'conversations')).toBe('1');

    await choose(page, 'agent', 'Idle Intern', `agentId=${agents.idle}`);
    await settled(page, '30d');
    expect(await metric(page, 'runs')).toBe('0');
    await page.getByTestId('metric-success-rate').getByText(analyticsEn.metrics.noRuns).waitFor();
    await page.getByTestId('analytics-volume-empty').getByText(analyticsEn.empty.noRuns).waitFor();
    await page.getByTestId('analytics-recent-empty').waitFor();
    await snapshot(page, 'dark-empty');
    await check('dark, empty');

    await choose(page, 'agent', analyticsEn.controls.allAgents, 'range=30d');
    await settled(page, '30d');
    expect(new URL(page.url()).searchParams.get('agentId')).toBeNull();

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await settled(page, '30d');
    await snapshot(page, 'light');
    await check('light');

    // a row opens its conversation: the newest run is the Billing Bot's
    const row = page.getByTestId('recent-run').first();
    const conversationId = await row.getAttribute('data-conversation-id');
    expect(conversationId).toBeTruthy();
    expect(await row.textContent()).toContain('Billing Bot');
    await row.locator('td').first().click();
    await page.waitForURL((url) => url.pathname === `/conversations/${conversationId}`);

    expect(findings).toEqual([]);
  });

  it('exports the figures of the filters as a CSV with a header row', async () => {
    const page = await ownerPage({ theme: 'dark' });
    await page.goto(`/analytics?range=24h&agentId=${agents.frontDesk}`, { waitUntil: 'networkidle' });
    await settled(page, '24h');
    await snapshot(page, 'dark-24h');
    const link = page.getByRole('link', { name: analyticsEn.controls.export });
    expect(await link.getAttribute('href')).toBe(`/api/projects/${projectId}/analytics/export?range=24h&agentId=${agents.frontDesk}`);

    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^created_at,agent,channel,/);
    // Front Desk's 3 runs of the day
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes('Front Desk'))).toBe(true);
  });

  it('reads well in Spanish on a phone, in both themes', async () => {
    const page = await ownerPage({ theme: 'light', language: 'es' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/analytics', { waitUntil: 'networkidle' });
    await settled(page, '7d');
    await page.getByRole('heading', { name: analyticsEs.title }).waitFor();
    await page.getByRole('link', { name: analyticsEs.controls.export }).waitFor();
    // wide tables scroll inside their cards; the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'es-phone-light');
    const findings = await seriousAxeFindings(page);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'networkidle' });
    await settled(page, '7d');
    await snapshot(page, 'es-phone-dark');
    findings.push(...(await seriousAxeFindings(page)));
    expect(findings).toEqual([]);
  });

  it('shows the premium gate to a free user, and when the server refuses the report', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark' });
    await signUp(page, { email: uniqueEmail('free-analyst'), password: 'free-analyst-password-1', firstName: 'Fran' });
    await page.goto('/analytics', { waitUntil: 'networkidle' });
    const gate = page.getByTestId('premium-gate');
    await gate.getByText(analyticsEn.premium.title, { exact: true }).waitFor();
    await gate.getByRole('link', { name: /Upgrade to Premium/ }).waitFor();
    expect(await page.getByTestId('analytics-report').count()).toBe(0);
    await snapshot(page, 'free-gate');
    expect(await seriousAxeFindings(page)).toEqual([]);

    const [project] = (await (await page.request.get('/api/projects')).json()) as { id: string }[];
    const refused = await page.request.get(`/api/projects/${project.id}/analytics?range=7d`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('PREMIUM_REQUIRED');

    // a Premium user whose plan ended meanwhile: the server's 403 shows the same gate
    const premium = await ownerPage({ theme: 'light' });
    await premium.route('**/analytics?range=*', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Upgrade to Premium to access this feature', code: 'PREMIUM_REQUIRED' }) }),
    );
    await premium.goto('/analytics', { waitUntil: 'networkidle' });
    await premium.getByTestId('premium-gate').getByText(analyticsEn.premium.title, { exact: true }).waitFor();
  });

  // last: it adds a run the other cases do not count
  it('says "Unknown price" for a run on a model without a price, in the report and in its transcript', async () => {
    const local = await publishAgent('Local Llama', 'llama3.1:8b');
    const visitor = await request.newContext({ baseURL: inject('openBaseUrl') });
    llm.script({ kind: 'reply', text: 'Yes, **fully offline**:\n\n- no key\n- no network' });
    const res = await visitor.post(`/api/agent-versions/${local.versionId}/chat`, { data: { message: 'Can you run offline?', sessionId: 'visitor-local', channel: 'chat' } });
    expect(res.ok()).toBe(true);
    await visitor.dispose();

    const page = await ownerPage({ theme: 'light' });
    await page.goto('/analytics?range=24h', { waitUntil: 'networkidle' });
    await settled(page, '24h');
    await page.getByTestId('metric-cost').getByText(commonEn.cost.unpricedRuns_one.replace('{{count}}', '1'), { exact: true }).waitFor();
    const row = page.getByTestId('recent-run').first();
    expect(await row.textContent()).toContain('Local Llama');
    expect(await row.textContent()).toContain(commonEn.cost.unknown);
    await page.getByTestId('cost-tab-model').click();
    await page.getByTestId('cost-chart').getByText(commonEn.cost.unknown).waitFor({ state: 'attached' });
    await snapshot(page, 'unknown-price-light');
    const findings = await seriousAxeFindings(page);

    await row.locator('td').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/conversations/'));
    await page.getByTestId('turn-cost').getByText(commonEn.cost.unknown, { exact: true }).waitFor();
    // the answer as the visitor saw it: Markdown, never its marks
    const answer = page.getByTestId('transcript-answer');
    expect(await answer.locator('strong').textContent()).toBe('fully offline');
    expect(await answer.locator('li').allTextContents()).toEqual(['no key', 'no network']);
    await snapshot(page, 'unknown-price-transcript-light');
    findings.push(...(await seriousAxeFindings(page)));
    const transcript = new URL(page.url()).pathname;
    await page.goto('/conversations', { waitUntil: 'networkidle' });
    await page.getByTestId('conversation-cost').getByText(commonEn.cost.unknown, { exact: true }).waitFor();
    await snapshot(page, 'unknown-price-conversations-light');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('month-cost-unpriced').getByText(commonEn.cost.unpricedRuns_one.replace('{{count}}', '1'), { exact: true }).waitFor();
    await page.getByTestId('metric-monthly-cost-note').waitFor();
    await snapshot(page, 'unknown-price-dashboard-light');
    findings.push(...(await seriousAxeFindings(page)));
    await page.goto(transcript, { waitUntil: 'networkidle' });

    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'es');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('turn-cost').getByText(commonEs.cost.unknown, { exact: true }).waitFor();
    await snapshot(page, 'unknown-price-transcript-es-dark');
    await page.goto('/analytics?range=24h', { waitUntil: 'networkidle' });
    await settled(page, '24h');
    await page.getByTestId('metric-cost').getByText(commonEs.cost.unpricedRuns_one.replace('{{count}}', '1'), { exact: true }).waitFor();
    await snapshot(page, 'unknown-price-es-dark');
    findings.push(...(await seriousAxeFindings(page)));
    expect(findings).toEqual([]);
  });
});

