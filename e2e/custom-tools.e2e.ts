import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import toolsEn from '../src/web/i18n/en/tools.json';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import commonEn from '../src/web/i18n/en/common.json';
import { axeFindings, enableAxe } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 19, items 1-3: a function tool written in the Tools Hub, tested there, attached in wizard
// step 4 and called by the model in the Testing Console; the database variant of the dialog, whose
// connection string the server refuses under its field (the e2e server allows no database host).
const browser = setupBrowser({ server: 'open' });
const SHOTS = fileURLToPath(new URL('./.artifacts/custom-tools', import.meta.url));

const taxSchema = { type: 'object', properties: { amount: { type: 'number' }, rate: { type: 'number' } }, required: ['amount', 'rate'] };
const taxCode = 'const total = args.amount * (1 + args.rate);\nreturn { total: Math.round(total * 100) / 100 };';

async function chooseType(page: Page, type: 'function' | 'database') {
  await page.getByTestId('tool-type-select').click();
  await page.getByTestId(`tool-type-${type}`).click();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('tool-form-dialog').screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('custom tools: function and database', () => {
  it('writes a function tool, tests it in the Tools Hub, attaches it in step 4 and sees the model call it', async () => {
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('fn-tools'), password: 'tools-password-1234', firstName: 'Fina' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Tax Helper', modelProvider: 'other', modelName: 'e2e-model', systemPrompt: 'You add taxes.' });

    await page.goto('/tools', { waitUntil: 'networkidle' });
    await page.getByTestId('create-tool-button').click();
    const form = page.getByTestId('tool-form-dialog');
    await form.getByTestId('tool-name-input').fill('Add tax');
    await chooseType(page, 'function');
    expect(await form.getByTestId('tool-endpoint-input').count()).toBe(0);
    expect(await form.getByTestId('tool-timeout-input').inputValue()).toBe('5000');
    await form.getByTestId('tool-description-input').fill('Adds the tax rate to an amount');
    // an empty body is refused under its field before anything is sent
    await form.getByTestId('tool-form-submit').click();
    await form.getByText(toolsEn.form.errors.codeRequired).waitFor();
    await form.getByTestId('tool-code-input').fill(taxCode);
    await form.getByTestId('tool-schema-input').fill(JSON.stringify(taxSchema, null, 2));
    await shoot(page, 'function-dialog-dark');
    await form.getByTestId('tool-form-submit').click();
    const row = page.getByTestId('tool-row-Add tax');
    await row.waitFor();
    expect(await row.getByTestId('tool-code-preview').textContent()).toContain('const total');

    await row.getByTestId('test-tool-button').click();
    const dialog = page.getByTestId('test-tool-dialog');
    await dialog.getByTestId('tool-test-payload').fill('{"amount": 100, "rate": 0.21}');
    await dialog.getByTestId('run-tool-test').click();
    await expect.poll(() => dialog.getByTestId('tool-test-status').textContent()).toContain(toolsEn.test.status.success);
    expect(await dialog.getByTestId('tool-test-output').textContent()).toContain('"total": 121');
    mkdirSync(SHOTS, { recursive: true });
    await dialog.screenshot({ path: `${SHOTS}/function-test-result-dark.png` });
    // an escape attempt comes back as a readable error in the same dialog
    await dialog.getByRole('button', { name: commonEn.close, exact: true }).first().click();
    await apiCall(page, 'POST', `/api/projects/${project.id}/tools`, { name: 'Escape', type: 'function', code: "return this.constructor.constructor('return process')().env;", timeout: 1000 });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('tool-row-Escape').getByTestId('test-tool-button').click();
    await dialog.getByTestId('run-tool-test').click();
    await expect.poll(() => dialog.getByTestId('tool-test-status').textContent()).toContain(toolsEn.test.status.error);
    expect(await dialog.textContent()).toContain("ReferenceError: 'process' is not defined");
    await dialog.getByRole('button', { name: commonEn.close, exact: true }).first().click();

    await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
    for (const step of ['2', '3', '4']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.locator('[data-testid=project-tool][data-tool-name="Add tax"]').getByRole('switch').click();
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('5');
    await page.getByTestId('wizard-submit').click();
    await expect.poll(async () => (await apiCall<{ attachedTools: unknown[] }>(page, 'GET', `/api/agents/${agent.id}`)).attachedTools.length).toBe(1);

    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-test-input').fill('Please call add_tax with {"amount": 50, "rate": 0.1}');
    await page.getByTestId('console-run-test').click();
    await expect.poll(() => page.getByTestId('console-output').textContent(), { timeout: 15_000 }).toContain('The tool answered');
    const toolStep = page.getByTestId('result-step').filter({ hasText: 'add_tax' });
    expect(await toolStep.getByTestId('step-status').textContent()).toContain(consoleEn.results.stepStatus.success);
    expect(await page.getByTestId('console-output').textContent()).toContain('55');
  });

  it('shows the database fields, keeps the connection string out of the page after saving, and shows both dialogs in light and dark', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'light' });
    await signUp(page, { email: uniqueEmail('db-tools'), password: 'tools-password-1234', firstName: 'Dana' });
    await page.goto('/tools', { waitUntil: 'networkidle' });
    await page.getByTestId('create-tool-button').click();
    const form = page.getByTestId('tool-form-dialog');
    await form.getByTestId('tool-name-input').fill('Orders by e-mail');
    await chooseType(page, 'database');
    await form.getByTestId('tool-dialect-select').click();
    await page.getByRole('option', { name: toolsEn.dialects.mysql }).click();
    await form.getByTestId('tool-connection-input').fill('https://db.example.com');
    await form.getByTestId('tool-query-input').fill('select id, status from orders where email = :email');
    await form.getByTestId('tool-form-submit').click();
    await form.getByText(toolsEn.form.errors.connectionScheme).waitFor();
    // the server refuses a private database host under the field, as it does an HTTP tool's
    await form.getByTestId('tool-connection-input').fill('mysql://reader:pw@127.0.0.1:3306/shop');
    await form.getByTestId('tool-form-submit').click();
    await form.getByText(/connectionString: Refused: 127\.0\.0\.1 is a private address/).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await shoot(page, 'database-dialog-light');
    await form.getByTestId('tool-connection-input').fill('mysql://reader:pw@db.example.com:3306/shop');
    await form.getByTestId('tool-max-rows-input').fill('20');
    await form.getByTestId('tool-form-submit').click();
    const row = page.getByTestId('tool-row-Orders by e-mail');
    await row.waitFor();
    expect(await row.textContent()).toContain(toolsEn.dialects.mysql);
    expect(await page.content()).not.toContain('reader:pw');
    await row.getByTestId('edit-tool-button').click();
    expect(await form.getByTestId('tool-connection-input').inputValue()).toBe('••••••••');
    expect(await form.getByTestId('tool-max-rows-input').inputValue()).toBe('20');
    await page.keyboard.press('Escape');

    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload({ waitUntil: 'networkidle' });
      for (const type of ['function', 'database'] as const) {
        await page.getByTestId('create-tool-button').click();
        await chooseType(page, type);
        expect(await axeFindings(page)).toEqual([]);
        await shoot(page, `${type}-dialog-empty-${theme}`);
        await page.keyboard.press('Escape');
        await form.waitFor({ state: 'detached' });
      }
    }
  });
});
