import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import importsEn from '../src/web/i18n/en/toolImports.json';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 19, acceptance 3 and 7: an OpenAPI document (served by the tool receiver on loopback, see
// e2e/support/shop-openapi.ts) imported in the Tools Hub; one operation attached to an agent in
// step 4 and called by the model in the Testing Console against the receiver.
const browser = setupBrowser({ server: 'open' });

type Received = { method: string; url: string; headers: Record<string, string>; body: string };

async function ordersCalls(page: Page): Promise<Received[]> {
  const all = (await (await page.request.get(`${inject('toolReceiverUrl')}/__requests`)).json()) as Received[];
  return all.filter((r) => r.url.startsWith('/v1/orders/'));
}

describe('OpenAPI import', () => {
  it('imports an operation from a document URL, attaches it in step 4 and sees the model call it', async () => {
    const receiver = inject('toolReceiverUrl');
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('openapi'), password: 'openapi-password-1234', firstName: 'Opal' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
      name: 'Shop Helper',
      modelProvider: 'other',
      modelName: 'e2e-model',
      systemPrompt: 'You help customers with their orders.',
    });

    // 1. read the document from its URL and pick one operation
    await page.goto('/tools', { waitUntil: 'networkidle' });
    await page.getByTestId('import-openapi-button').click();
    const dialog = page.getByTestId('openapi-import-dialog');
    await dialog.getByTestId('openapi-url-input').fill(`${receiver}/openapi.yaml`);
    await dialog.getByTestId('openapi-read-button').click();
    await dialog.getByTestId('openapi-operations').waitFor();
    expect(await dialog.getByText('Shop API', { exact: true }).count()).toBe(1);
    expect(await dialog.getByTestId('openapi-server-input').inputValue()).toBe(`${receiver}/v1`);
    // the binary upload cannot become a tool: its box is disabled and says why
    expect(await dialog.getByTestId('openapi-operation-upload_avatar').isDisabled()).toBe(true);
    expect(await dialog.getByText(importsEn.operations.cannotImport.replace('{{problem}}', 'its request body is not JSON')).count()).toBe(1);
    await dialog.getByTestId('openapi-operation-get_order_status').check();
    await dialog.getByTestId('openapi-secret-shopKey').fill('e2e-shop-key');
    await dialog.getByTestId('openapi-import-button').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('tool-row-get_order_status');
    await row.waitFor();
    expect(await row.textContent()).toContain('Get the status of an order');

    // 2. attach it in wizard step 4
    await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
    for (const step of ['2', '3', '4']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.locator('[data-testid=project-tool][data-tool-name="get_order_status"]').getByRole('switch').click();
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('5');
    await page.getByTestId('wizard-submit').click();
    await expect.poll(async () => (await apiCall<{ attachedTools: unknown[] }>(page, 'GET', `/api/agents/${agent.id}`)).attachedTools.length).toBe(1);

    // 3. the model calls it in the Testing Console; the API got the call with the stored key
    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-test-input').fill('Please call get_order_status with {"orderId": "B 2002"}');
    await page.getByTestId('console-run-test').click();
    await expect.poll(() => page.getByTestId('console-output').textContent(), { timeout: 15_000 }).toContain('The tool answered');
    const toolStep = page.getByTestId('result-step').filter({ hasText: 'get_order_status' });
    expect(await toolStep.getByTestId('step-status').textContent()).toContain(consoleEn.results.stepStatus.success);
    const calls = await ordersCalls(page);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/v1/orders/B%202002']]);
    expect(calls[0].headers['x-shop-key']).toBe('e2e-shop-key');
  });
});
