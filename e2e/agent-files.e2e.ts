import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import agentsEn from '../src/web/i18n/en/agents.json';
import agentsEs from '../src/web/i18n/es/agents.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { enableAxe, axeCollector } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 34: an agent leaves as one file (Export file in the agent's menu) and comes back as a new
// agent (Import agent on the agents page), asking for the secrets the file only names and
// reporting what it did not use. Light and English, then dark and Spanish; axe on every step.
const browser = setupBrowser({ server: 'open' });
const snapshot = (page: Page, name: string) => screenshotOnFailure(page, `agent-files-${name}`);
const HOOK_TOKEN = 'Bearer e2e-hook-token-5531';
const SECRET = 'agent.toolConfigs.webhook.headers.Authorization';

async function ownerWithAgent(page: Page): Promise<string> {
  await signUp(page, { email: uniqueEmail('agent-files'), password: 'agent-files-password-1', firstName: 'Fia' });
  // three agents by the end: more than the Free plan's two (the first account on the server is the admin, any later one is Free)
  await apiCall(page, 'POST', '/api/billing/trial', {});
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
    name: 'Garden Helper',
    description: 'Answers questions about the garden centre',
    modelProvider: 'other',
    modelName: 'fake-model',
    systemPrompt: 'You answer questions about a garden centre.',
    starters: ['When do you open?'],
    enabledTools: { webhook: true },
    toolConfigs: { webhook: { endpoint: 'https://hooks.example.com/garden', headers: { Authorization: HOOK_TOKEN } } },
  });
  await apiCall(page, 'POST', `/api/agents/${agent.id}/test-cases`, { name: 'Hours', input: 'When do you open?', expectedOutput: 'nine' });
  await apiCall(page, 'POST', `/api/agents/${agent.id}/curated-answers`, { question: 'Do you sell seeds?', answer: 'Yes, in aisle 3.', language: 'en' });
  const uploaded = await page.evaluate(async (id) => {
    const csrf = decodeURIComponent(document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '');
    const res = await fetch(`/api/agents/${id}/documents?fileName=hours.txt`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-csrf-token': csrf }, body: 'We open at nine.' });
    return res.status;
  }, agent.id);
  expect(uploaded).toBe(202);
  return project.id;
}

/** Export file from the agent's menu: the downloaded text. */
async function exportFromMenu(page: Page, label: string): Promise<string> {
  await page.getByTestId('agent-card').filter({ hasText: 'Garden Helper' }).first().getByTestId('agent-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: label, exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('garden-helper.agent.json');
  return readFile((await download.path())!, 'utf8');
}

describe('agent files', () => {
  it('exports an agent from its menu and imports it back as a new agent, with the report', { timeout: 180_000 }, async () => {
    await enableAxe(browser.context);
    const { findings, check } = axeCollector();

    // light, English: a file with an unknown field, the secret left empty
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await ownerWithAgent(page);
    await page.goto('/agents', { waitUntil: 'networkidle' });
    const text = await exportFromMenu(page, agentsEn.menu.export);
    expect(text).not.toContain(HOOK_TOKEN);
    const file = JSON.parse(text);
    expect(file.agent.toolConfigs.webhook.headers.Authorization).toEqual({ $secret: SECRET });
    expect(file.knowledge.documents).toEqual([]);

    await page.getByTestId('agents-import').click();
    const dialog = page.getByTestId('import-agent-dialog');
    await dialog.getByRole('heading', { name: agentsEn.import.title }).waitFor();
    await check(page, 'light dialog, empty');
    await page.getByTestId('import-agent-file').setInputFiles({ name: 'garden.agent.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, mascot: 'a gnome' })) });
    await dialog.getByLabel(SECRET).waitFor();
    await snapshot(page, 'secrets-light-en');
    await check(page, 'light dialog, secrets');
    await page.getByTestId('import-agent-submit').click();
    const report = page.getByTestId('import-agent-report');
    await report.waitFor();
    await dialog.getByRole('heading', { name: agentsEn.import.doneTitle }).waitFor();
    expect(await report.textContent()).toContain(agentsEn.import.notUsedTitle_other.replace('{{count}}', '2'));
    expect(await report.textContent()).toContain('mascot');
    expect(await report.textContent()).toContain(agentsEn.import.reasons.secretMissing);
    await snapshot(page, 'report-light-en');
    await check(page, 'light report');
    // Open agent: the new agent in the edit wizard
    await page.getByTestId('import-agent-open').click();
    await page.getByTestId('agent-wizard-dialog').getByText(wizardEn.titleEdit).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('agent-card').filter({ hasText: 'Garden Helper' }).count()).toBe(2);

    // a file that is not JSON is named before anything is sent
    await page.getByTestId('agents-import').click();
    await page.getByTestId('import-agent-file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    expect(await page.getByTestId('import-agent-problem').textContent()).toBe(agentsEn.import.problems.notJson);
    expect(await page.getByTestId('import-agent-submit').isDisabled()).toBe(true);
    // a file from a newer format is refused with its version named
    await page.getByTestId('import-agent-file').setInputFiles({ name: 'future.agent.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, formatVersion: 9 })) });
    await page.getByTestId('import-agent-submit').click();
    await expect.poll(() => page.getByTestId('import-agent-error').textContent()).toContain('format version 9');
    await check(page, 'light dialog, error');
    await page.keyboard.press('Escape');

    // dark, Spanish: the secret given, everything used
    const es = await newPage(browser.context);
    // the context's storage already holds the first page's choices
    await es.goto('/agents', { waitUntil: 'networkidle' });
    await es.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'es');
    });
    await es.reload({ waitUntil: 'networkidle' });
    // this time with the uploaded document in the file
    const again = JSON.parse(await exportFromMenu(es, agentsEs.menu.exportWithDocuments));
    expect(again.knowledge.documents).toEqual([{ name: 'hours.txt', contentBase64: Buffer.from('We open at nine.').toString('base64') }]);
    await es.getByTestId('agents-import').click();
    const dialogEs = es.getByTestId('import-agent-dialog');
    await dialogEs.getByRole('heading', { name: agentsEs.import.title }).waitFor();
    await es.getByTestId('import-agent-file').setInputFiles({ name: 'garden.agent.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(again)) });
    await dialogEs.getByLabel(SECRET).fill(HOOK_TOKEN);
    await snapshot(es, 'secrets-dark-es');
    await check(es, 'dark dialog, secrets');
    await es.getByTestId('import-agent-submit').click();
    await expect.poll(() => es.getByTestId('import-agent-report').textContent()).toBe(agentsEs.import.allUsed);
    await snapshot(es, 'report-dark-es');
    await check(es, 'dark report');

    expect(findings).toEqual([]);
  });
});
