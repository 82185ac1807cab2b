import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import builderEn from '../src/web/i18n/en/workflowBuilder.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 12's journey: a trigger and a webhook node dragged onto the canvas, connected, configured,
// saved and reloaded; Test Workflow succeeds node by node; then a real public chat conversation
// ends and the receiver (e2e/support/tool-peers.ts, which records every call) gets exactly one.
const browser = setupBrowser({ server: 'open' });

type Received = { url: string; headers: Record<string, string>; body: string };
const receivedAt = async (page: Page, path: string): Promise<Received[]> =>
  ((await (await page.request.get(`${inject('toolReceiverUrl')}/__requests`)).json()) as Received[]).filter((r) => r.url === path);


async function connect(page: Page, fromType: string, toType: string) {
  const a = await page.locator(`[data-node-type=${fromType}] .react-flow__handle.source`).boundingBox();
  const b = await page.locator(`[data-node-type=${toType}] .react-flow__handle.target`).boundingBox();
  if (!a || !b) throw new Error('handles not found');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 8 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

describe('workflows', () => {
  it('builds a conversation-end webhook workflow on the canvas, tests it, and runs it once when a chat ends', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('flows'), password: 'flows-password-1234', firstName: 'Flo' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Flow Agent', modelProvider: 'other', modelName: 'e2e-model', systemPrompt: 'Help visitors.' });
    const hookPath = `/flows/${agent.id}`;

    // 1. drag a trigger and a webhook onto the canvas and connect them
    await page.goto(`/agents/${agent.id}/workflow`, { waitUntil: 'networkidle' });
    await page.getByTestId('workflow-canvas').waitFor();
    const box = await page.getByTestId('workflow-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.dragAndDrop('[data-testid=workflow-sidebar-item-trigger]', '[data-testid=workflow-canvas]', { targetPosition: { x: 80, y: box.height / 2 - 120 } });
    await page.dragAndDrop('[data-testid=workflow-sidebar-item-webhook]', '[data-testid=workflow-canvas]', { targetPosition: { x: box.width - 320, y: box.height / 2 + 60 } });
    expect(await page.locator('[data-node-type]').count()).toBe(3);
    await connect(page, 'trigger', 'webhook');
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1);

    // 2. configure the webhook node (the trigger keeps its default, conversation_end)
    await page.locator('[data-node-type=webhook] p.font-semibold').click();
    const dialog = page.getByTestId('node-config-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('webhook-url-input').fill(`${inject('toolReceiverUrl')}${hookPath}`);
    await dialog.getByTestId('save-node-config').click();
    await dialog.waitFor({ state: 'detached' });

    // 3. save, reload: it persisted
    await page.getByTestId('save-workflow').click();
    await page.getByText(builderEn.toasts.saved, { exact: true }).first().waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('workflow-canvas').waitFor();
    await expect.poll(() => page.locator('[data-node-type]').count()).toBe(3);
    await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1);
    expect(await page.locator('[data-node-type=webhook]').textContent()).toContain(hookPath.slice(0, 12));

    const findings: string[] = [];
    const check = async (label: string) => findings.push(...(await seriousAxeFindings(page)).map((f) => `${label}: ${f}`));
    await check('builder canvas');

    // 4. Test Workflow: success, with a result per node
    await page.getByTestId('test-workflow-button').click();
    const test = page.getByTestId('workflow-test-dialog');
    await test.getByTestId('run-workflow-test').click();
    const result = test.getByTestId('workflow-test-result');
    await expect.poll(() => result.getByTestId('execution-status').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    // the trigger and the webhook, each successful
    await expect.poll(() => result.locator('[data-testid=node-result][data-status=success]').count()).toBe(2);
    expect(await result.locator('[data-testid=node-result]').last().textContent()).toMatch(/200/);
    await check('test workflow dialog');
    expect(await receivedAt(page, hookPath)).toHaveLength(1);
    await page.keyboard.press('Escape');

    // 5. a real conversation on a published version ends: exactly one more call
    const version = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, {});
    const sessionId = `session-${Date.now()}-e2e`;
    await apiCall(page, 'POST', `/api/agent-versions/${version.id}/chat`, { message: 'Hello there', sessionId, messages: [], userData: { name: 'Eve', email: 'eve@example.com' } });
    await apiCall(page, 'POST', `/api/agent-versions/${version.id}/end-conversation`, { sessionId, messages: [] });
    await expect.poll(async () => (await receivedAt(page, hookPath)).length, { timeout: 20_000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 1500));
    const calls = await receivedAt(page, hookPath);
    expect(calls).toHaveLength(2);
    expect(calls[1].headers['idempotency-key']).toBeTruthy();
    expect(JSON.parse(calls[1].body)).toMatchObject({ user_name: 'Eve', user_question: 'Hello there' });

    // 6. the history lists both runs; accessibility of the history in both themes
    await page.getByTestId('workflow-history-button').click();
    await expect.poll(() => page.getByTestId('execution-row').count(), { timeout: 10_000 }).toBe(2);
    await check('history');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('workflow-canvas').waitFor();
    await check('light builder canvas');
    await page.locator('[data-node-type=trigger] p.font-semibold').click();
    await page.getByTestId('node-config-dialog').waitFor();
    await check('light trigger dialog');
    expect(findings).toEqual([]);
  });
});
