import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VisitorBudgets } from '../src/common/budgets';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Deployments > Channels > Visitor budgets: an owner limits the messages of one visitor a day,
// sees it kept, meets the form's and the server's refusals, and goes back to unlimited; a viewer
// of the project sees the budgets without any way to change them (and the server refuses anyway).
const browser = setupBrowser({ server: 'open' });

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `visitor-budgets-${name}`);
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

describe('Deployments > Channels > Visitor budgets', () => {
  it('limits messages per visitor per day, keeps it across a reload, and clears it back to unlimited', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('budgets'), password: 'budgets-password-1', firstName: 'Bea' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project?.id}/agents`, { name: 'Budget Bot', systemPrompt: 'You are Budget Bot.' });
    const budgetsUrl = `/api/agents/${agent.id}/visitor-budgets`;

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('visitor-budgets');
    await card.getByRole('heading', { name: deploymentsEn.budgets.title }).waitFor();
    const messages = card.getByTestId('budget-messagesPerVisitorPerDay');
    const tokens = card.getByTestId('budget-tokensPerConversation');
    const save = card.getByTestId('budgets-save');
    // a new agent is unlimited, and nothing is there to save
    await messages.getByText(deploymentsEn.budgets.unlimited, { exact: true }).waitFor();
    await tokens.getByText(deploymentsEn.budgets.unlimited, { exact: true }).waitFor();
    expect(await tokens.getByTestId('budget-tokensPerConversation-range').textContent()).toBe(fill(deploymentsEn.budgets.range, { min: '100', max: '10,000,000' }));
    expect(await save.isDisabled()).toBe(true);
    await snapshot(page, 'unlimited-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `unlimited dark: ${f}`);

    // the switch opens the box, which the schema of the contract checks before anything is sent
    await card.getByRole('switch', { name: `${deploymentsEn.budgets.limit} ${deploymentsEn.budgets.messagesPerVisitorPerDay.label}` }).click();
    const messagesBox = card.getByLabel(deploymentsEn.budgets.messagesPerVisitorPerDay.label, { exact: true });
    expect(await messagesBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await messagesBox.fill('0');
    await messages.getByText(fill(deploymentsEn.budgets.invalid, { min: '1', max: '10,000' })).waitFor();
    expect(await messagesBox.getAttribute('aria-invalid')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await snapshot(page, 'invalid-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `invalid dark: ${f}`));
    await messagesBox.fill('2');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText(deploymentsEn.budgets.saved, { exact: true }).first().waitFor();
    await snapshot(page, 'saved-dark');
    expect(await apiCall<VisitorBudgets>(page, 'GET', budgetsUrl)).toEqual({ messagesPerVisitorPerDay: 2, tokensPerConversation: null });
    await expect.poll(() => save.isDisabled()).toBe(true);

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => messagesBox.inputValue()).toBe('2');
    expect(await save.isDisabled()).toBe(true);
    await snapshot(page, 'limited-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `limited dark: ${f}`));

    // the server's refusal is shown in the card (here a rule the form does not know)
    await page.route(`**${budgetsUrl}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { code: 'VALIDATION', message: 'tokensPerConversation: too many for this plan' } })
        : route.fallback(),
    );
    await card.getByRole('switch', { name: `${deploymentsEn.budgets.limit} ${deploymentsEn.budgets.tokensPerConversation.label}` }).click();
    await card.getByLabel(deploymentsEn.budgets.tokensPerConversation.label, { exact: true }).fill('50000');
    await save.click();
    await card.getByRole('alert').getByText('tokensPerConversation: too many for this plan').waitFor();
    await snapshot(page, 'server-error-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `server error dark: ${f}`));
    await page.unroute(`**${budgetsUrl}`);
    await card.getByRole('switch', { name: `${deploymentsEn.budgets.limit} ${deploymentsEn.budgets.tokensPerConversation.label}` }).click();
    expect(await card.getByRole('alert').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);

    // light theme, then back to unlimited
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => messagesBox.inputValue()).toBe('2');
    await snapshot(page, 'limited-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `limited light: ${f}`));
    await card.getByRole('switch', { name: `${deploymentsEn.budgets.limit} ${deploymentsEn.budgets.messagesPerVisitorPerDay.label}` }).click();
    await messages.getByText(deploymentsEn.budgets.unlimited, { exact: true }).waitFor();
    await save.click();
    await page.getByText(deploymentsEn.budgets.saved, { exact: true }).first().waitFor();
    expect(await apiCall<VisitorBudgets>(page, 'GET', budgetsUrl)).toEqual({ messagesPerVisitorPerDay: null, tokensPerConversation: null });
    await page.reload({ waitUntil: 'networkidle' });
    await messages.getByText(deploymentsEn.budgets.unlimited, { exact: true }).waitFor();
    await snapshot(page, 'unlimited-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `unlimited light: ${f}`));

    // Spanish: the texts and the bounds as Spanish writes numbers
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.reload({ waitUntil: 'networkidle' });
    await card.getByRole('heading', { name: deploymentsEs.budgets.title }).waitFor();
    expect(await tokens.getByTestId('budget-tokensPerConversation-range').textContent()).toBe(fill(deploymentsEs.budgets.range, { min: '100', max: '10.000.000' }));
    await snapshot(page, 'unlimited-light-es');

    expect(findings).toEqual([]);
  });

  it('shows a viewer the budgets read-only, and the server refuses the viewer a change', async () => {
    const owner = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(owner, { email: uniqueEmail('budgets-owner'), password: 'budgets-password-2', firstName: 'Olga' });
    const [project] = await apiCall<{ id: string }[]>(owner, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project?.id}/agents`, { name: 'Shared Bot', systemPrompt: 'You are Shared Bot.' });
    const budgetsUrl = `/api/agents/${agent.id}/visitor-budgets`;
    const stored = { messagesPerVisitorPerDay: 40, tokensPerConversation: 25_000 };
    expect(await apiCall<VisitorBudgets>(owner, 'PUT', budgetsUrl, stored)).toEqual(stored);
    const viewerEmail = uniqueEmail('budgets-viewer');
    const { link } = await apiCall<{ link: string }>(owner, 'POST', `/api/projects/${project?.id}/invitations`, { email: viewerEmail, role: 'viewer' });

    const viewerContext = await browser.newContext();
    await enableAxe(viewerContext);
    const viewer = await newPage(viewerContext, { theme: 'dark', language: 'en' });
    await signUp(viewer, { email: viewerEmail, password: 'budgets-password-3', firstName: 'Vic' });
    await apiCall(viewer, 'POST', '/api/invitations/accept', { token: new URL(link).hash.slice(1) });

    await viewer.goto(`/deployments?agentId=${agent.id}&tab=channels`, { waitUntil: 'networkidle' });
    const card = viewer.getByTestId('visitor-budgets');
    await card.getByTestId('budgets-read-only').waitFor();
    expect(await card.getByTestId('budget-messagesPerVisitorPerDay-value').textContent()).toBe('40');
    expect(await card.getByTestId('budget-tokensPerConversation-value').textContent()).toBe('25,000');
    expect(await card.getByRole('switch').count()).toBe(0);
    expect(await card.getByRole('spinbutton').count()).toBe(0);
    expect(await card.getByTestId('budgets-save').count()).toBe(0);
    await snapshot(viewer, 'viewer-dark');
    const findings = (await seriousAxeFindings(viewer)).map((f) => `viewer dark: ${f}`);

    await expect(apiCall(viewer, 'PUT', budgetsUrl, { messagesPerVisitorPerDay: null, tokensPerConversation: null })).rejects.toThrow(/403.*ROLE_FORBIDDEN/);
    expect(await apiCall<VisitorBudgets>(owner, 'GET', budgetsUrl)).toEqual(stored);
    expect(findings).toEqual([]);
  });
});
