import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import toolsEn from '../src/web/i18n/en/tools.json';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import commonEn from '../src/web/i18n/en/common.json';
import { seriousAxeFindings, enableAxe } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 11's journey: a webhook tool created in the Tools Hub, tested there, attached to an agent
// in wizard step 4, and called by the model in the Testing Console; the receiver on loopback got
// both calls. The model (e2e/support/tool-peers.ts) calls a tool when told "call <name> with {json}".
const browser = setupBrowser({ server: 'open' });

type Received = { method: string; url: string; headers: Record<string, string>; body: string };

/** What the receiver got at this journey's /orders (other journeys call it at their own paths, in any file order). */
async function received(page: Page): Promise<Received[]> {
  const all = (await (await page.request.get(`${inject('toolReceiverUrl')}/__requests`)).json()) as Received[];
  return all.filter((r) => r.url === '/orders');
}


describe('tools', () => {
  it('creates a webhook tool in the Tools Hub, tests it, attaches it in step 4 and sees the model call it', async () => {
    const receiver = inject('toolReceiverUrl');
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('tools'), password: 'tools-password-1234', firstName: 'Tess' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
      name: 'Order Helper',
      modelProvider: 'other',
      modelName: 'e2e-model',
      systemPrompt: 'You help customers with their orders.',
    });

    // 1. create the tool in the Tools Hub
    await page.goto('/tools', { waitUntil: 'networkidle' });
    expect(await page.getByTestId('tools-tab-project').textContent()).toContain('0');
    await page.getByTestId('create-tool-button').click();
    const form = page.getByTestId('tool-form-dialog');
    await form.getByTestId('tool-name-input').fill('Order status');
    await form.getByTestId('tool-description-input').fill('Looks up the status of an order');
    await form.getByTestId('tool-endpoint-input').fill(`${receiver}/orders`);
    await form.getByTestId('add-tool-header').click();
    const header = form.getByTestId('tool-header-row').first();
    await header.locator('input').nth(0).fill('X-Api-Key');
    await header.locator('input').nth(1).fill('e2e-header-secret');
    await form
      .getByTestId('tool-schema-input')
      .fill(JSON.stringify({ type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] }));
    await form.getByTestId('tool-form-submit').click();
    const row = page.getByTestId('tool-row-Order status');
    await row.waitFor();
    expect(await page.getByTestId('tools-tab-project').textContent()).toContain('1');

    // 2. test it: invalid JSON is refused in the page, a real payload reaches the receiver
    await row.getByTestId('test-tool-button').click();
    const dialog = page.getByTestId('test-tool-dialog');
    await dialog.getByTestId('tool-test-payload').fill('{ not json');
    await dialog.getByTestId('run-tool-test').click();
    await page.getByText(toolsEn.toasts.invalidJson, { exact: true }).first().waitFor();
    expect(await received(page)).toHaveLength(0);
    await dialog.getByTestId('tool-test-payload').fill('{"orderId": "A-1001"}');
    await dialog.getByTestId('run-tool-test').click();
    await expect.poll(() => dialog.getByTestId('tool-test-status').textContent()).toContain(toolsEn.test.status.success);
    expect(await dialog.getByTestId('tool-test-output').textContent()).toContain('shipped');
    const [tested] = await received(page);
    expect(tested.headers['x-api-key']).toBe('e2e-header-secret');
    expect(JSON.parse(tested.body)).toMatchObject({ tool: 'Order status', arguments: { orderId: 'A-1001' } });
    await dialog.getByRole('button', { name: commonEn.close, exact: true }).first().click();

    // 3. attach it to the agent in wizard step 4
    await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
    for (const step of ['2', '3', '4']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    const attach = page.locator('[data-testid=project-tool][data-tool-name="Order status"]');
    await attach.getByRole('switch').click();
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('5');
    await page.getByTestId('wizard-submit').click();
    await expect.poll(async () => (await apiCall<{ attachedTools: unknown[] }>(page, 'GET', `/api/agents/${agent.id}`)).attachedTools.length).toBe(1);

    // 4. the model calls it from the Testing Console, and the call shows in the steps
    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-test-input').fill('Please call order_status with {"orderId": "B-2002"}');
    await page.getByTestId('console-run-test').click();
    await expect.poll(() => page.getByTestId('console-output').textContent(), { timeout: 15_000 }).toContain('The tool answered');
    const toolStep = page.getByTestId('result-step').filter({ hasText: 'order_status' });
    expect(await toolStep.getByTestId('step-status').textContent()).toContain(consoleEn.results.stepStatus.success);
    const calls = await received(page);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1].body)).toMatchObject({ arguments: { orderId: 'B-2002' }, context: { agentId: agent.id, channel: 'test' } });
  });

  it('shows the Tools Hub, the Leads list, step 4 and tool steps with no serious accessibility finding, dark and light', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('tools-a11y'), password: 'tools-password-1234', firstName: 'Ally' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
    const tool = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/tools`, {
      name: 'Order status',
      type: 'webhook',
      endpoint: `${inject('toolReceiverUrl')}/orders`,
      headers: { 'X-Api-Key': 'a11y' },
      schema: { type: 'object', properties: { orderId: { type: 'string' } } },
    });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
      name: 'Lead Catcher',
      modelProvider: 'other',
      modelName: 'e2e-model',
      enabledTools: { captureLead: true, webhook: true },
      toolConfigs: { webhook: { endpoint: `${inject('toolReceiverUrl')}/hook`, headers: {} }, captureLead: { fields: [{ key: 'company', label: 'Company', required: false }] } },
      attachedTools: [{ toolId: tool.id, enabled: true }],
    });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/test`, { input: 'Please call capture_lead with {"name": "Ana", "email": "ana@example.com", "company": "Acme"}' });

    const findings: string[] = [];
    const check = async (label: string) => findings.push(...(await seriousAxeFindings(page)).map((f) => `${label}: ${f}`));
    for (const theme of ['dark', 'light']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/tools', { waitUntil: 'networkidle' });
      await check(`${theme} /tools`);
      for (const tab of ['built-in', 'public']) {
        await page.getByTestId(`tools-tab-${tab}`).click();
        await check(`${theme} /tools ${tab}`);
      }
      await page.getByTestId('tools-tab-project').click();
      await page.getByTestId('create-tool-button').click();
      await page.getByTestId('tool-form-dialog').waitFor();
      await check(`${theme} create tool dialog`);
      await page.keyboard.press('Escape');
      await page.getByTestId('tool-row-Order status').getByTestId('test-tool-button').click();
      await page.getByTestId('run-tool-test').click();
      await page.getByTestId('tool-test-result').waitFor();
      await check(`${theme} test tool dialog`);
      await page.goto('/leads', { waitUntil: 'networkidle' });
      await page.getByTestId('lead-row').first().waitFor();
      await check(`${theme} /leads`);
      await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
      for (const step of ['2', '3', '4']) {
        await page.getByTestId('wizard-next').click();
        await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
      }
      await check(`${theme} wizard step 4`);
      await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
      await page.getByTestId('console-test-input').fill('Please call order_status with {"orderId": "C-3"}');
      await page.getByTestId('console-run-test').click();
      await page.getByTestId('result-steps').waitFor();
      await check(`${theme} Testing Console tool steps`);
    }
    expect(findings).toEqual([]);
  });
});
