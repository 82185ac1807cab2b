import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import agentsEn from '../src/web/i18n/en/agents.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 3's journey: build an agent in the wizard, point the project at a model, test it in the
// Testing Console (streamed), apply a suggestion, save the prompt, duplicate and delete.
const browser = setupBrowser({ server: 'open' });
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm.close();
});

describe('agents and the Testing Console', () => {
  it('creates, tests, improves, saves, duplicates and deletes an agent', async () => {
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('builder'), password: 'builder-password-1', firstName: 'Bea' });

    // 1. the five wizard steps
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await expect.poll(() => wizard.getByText(wizardEn.titleCreate).isVisible()).toBe(true);
    expect(await page.getByTestId('wizard-previous').isDisabled()).toBe(true);
    await wizard.getByLabel(wizardEn.basics.name).fill('Shop Helper');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    await wizard.locator('#agent-provider').click();
    await page.getByRole('option', { name: 'OpenAI-compatible' }).click();
    await wizard.locator('#agent-model').fill('fake-model');
    await wizard.getByLabel(wizardEn.model.systemPrompt).fill('Help shoppers with their orders.');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('3');
    // a document picked before the agent exists is listed now and uploaded once it is created
    await page.getByTestId('agent-document-input').setInputFiles(fileURLToPath(new URL('../tests/fixtures/knowledge-docs/notes.txt', import.meta.url)));
    await expect.poll(() => page.getByTestId('agent-document').getAttribute('data-status')).toBe('queuedForCreate');
    for (const step of ['4', '5']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    expect(await page.getByTestId('wizard-next').count()).toBe(0);
    await page.getByTestId('wizard-submit').click();
    const card = page.locator('[data-testid=agent-card][data-agent-name="Shop Helper"]');
    await card.waitFor();
    // the card shows as soon as the agent exists; the wizard closes once its queued document is uploaded
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });

    // 2. the project's OpenAI-compatible endpoint points at the local model server
    await page.goto('/settings?tab=api-keys', { waitUntil: 'networkidle' });
    const row = page.locator('[data-testid=apikey-row][data-provider=openai_compatible]');
    await row.getByTestId('apikey-base-url').fill(llm.baseUrl);
    await row.getByTestId('apikey-input').fill('sk-e2e-local-4242');
    await row.getByTestId('apikey-save').click();
    await expect.poll(() => row.getByTestId('apikey-status').getAttribute('data-status')).toBe('set');
    expect(await row.textContent()).toContain('sk-…4242');
    expect(await page.content()).not.toContain('sk-e2e-local-4242');

    // 3. a streamed test run in the Testing Console
    await page.goto('/agents', { waitUntil: 'networkidle' });
    const agentId = await page.evaluate(async () => {
      const projects = await (await fetch('/api/projects')).json();
      const agents = await (await fetch(`/api/projects/${projects[0].id}/agents`)).json();
      return agents[0].id as string;
    });
    await expect
      .poll(async () => {
        const agent = await (await page.request.get(`/api/agents/${agentId}`)).json();
        if (!agent.datasetId) return [];
        return (await (await page.request.get(`/api/datasets/${agent.datasetId}/items`)).json()).map((i: { source: string }) => i.source);
      })
      .toContain('notes.txt');
    await page.goto(`/test-console?agentId=${agentId}`, { waitUntil: 'networkidle' });
    const answer = 'Your order ships tomorrow morning from our warehouse and arrives within two days.';
    llm.script({ kind: 'reply', text: answer, chunkDelayMs: 150 });
    await page.getByTestId('console-test-input').fill('When does my order ship?');
    // the agent's dataset now holds notes.txt; this run is about streaming, so the model answers without it
    await page.getByTestId('console-rag').click();
    expect(await page.getByTestId('console-rag').getAttribute('aria-checked')).toBe('false');
    await page.getByTestId('console-run-test').click();
    const output = page.getByTestId('console-output');
    // part of the answer shows before the whole of it: the output streams in
    await expect.poll(async () => ((await output.textContent()) ?? '').length, { timeout: 10_000 }).toBeGreaterThan(5);
    const partial = (await output.textContent()) ?? '';
    expect(partial.length).toBeLessThan(answer.length);
    await expect.poll(() => output.textContent(), { timeout: 15_000 }).toContain(answer);
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e-local-4242');

    // 4. AI Analysis (the model answers with a structured review), apply a suggestion, save
    llm.script({
      kind: 'json',
      value: {
        issues: [{ title: 'No fallback', description: 'Nothing for unknown answers', severity: 'high' }],
        suggestions: [{ title: 'Add fallback', description: 'The prompt should say what to do when unsure', example: 'If you are unsure, offer a human agent.', applicable: true }],
        improvedPrompt: 'Help shoppers. If you are unsure, offer a human agent.',
      },
    });
    await page.getByTestId('console-analyze').click();
    await page.getByTestId('suggestion-apply').first().click();
    const prompt = page.getByTestId('console-prompt');
    await expect.poll(() => prompt.inputValue()).toBe('Help shoppers with their orders.\n\nIf you are unsure, offer a human agent.');
    await page.getByTestId('console-save-prompt').click();
    await expect.poll(async () => (await page.request.get(`/api/agents/${agentId}`)).json().then((a) => a.systemPrompt)).toBe(
      'Help shoppers with their orders.\n\nIf you are unsure, offer a human agent.',
    );

    // 5. duplicate, then delete the copy
    await page.goto('/agents', { waitUntil: 'networkidle' });
    await card.getByTestId('agent-menu').click();
    await page.getByRole('menuitem', { name: agentsEn.menu.duplicate }).click();
    const copy = page.locator('[data-testid=agent-card][data-agent-name="Shop Helper (Copy)"]');
    await copy.waitFor();
    await copy.getByTestId('agent-menu').click();
    await page.getByRole('menuitem', { name: agentsEn.menu.delete }).click();
    await expect.poll(() => page.getByTestId('delete-agent-dialog').textContent()).toContain('Are you sure you want to delete "Shop Helper (Copy)"? This action cannot be undone.');
    await page.getByTestId('confirm-delete-agent').click();
    await copy.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);
  });
});
