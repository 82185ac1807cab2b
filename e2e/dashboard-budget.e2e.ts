import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dashboardEn from '../src/web/i18n/en/dashboard.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// The dashboard's leftovers: the project's monthly budget edited from the This Month card, and
// every card opening the page it summarises.
const browser = setupBrowser({ server: 'open' });
const { budgetDialog, metrics } = dashboardEn;

/** With E2E_SCREENSHOTS=all, a picture of this moment for the visual review. */
const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `dashboard-budget-${name}`);
};

const openBudgetDialog = async (page: Page) => {
  await page.getByTestId('month-cost').getByRole('button', { name: budgetDialog.open }).click();
  const dialog = page.getByRole('dialog', { name: budgetDialog.title });
  await dialog.waitFor();
  return dialog;
};

describe('dashboard', () => {
  it("edits the project's monthly budget from the This Month card, accessibly in both themes", async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark' });
    await signUp(page, { email: uniqueEmail('budget'), password: 'budget-password-1', firstName: 'Bud' });
    const card = page.getByTestId('month-cost');
    await expect.poll(() => card.getByTestId('month-cost-total').textContent()).toBe('$0.00 of $170.00');

    const findings: string[] = [];
    const check = async (label: string) => findings.push(...(await seriousAxeFindings(page)).map((f) => `${label}: ${f}`));
    await check('dark dashboard');

    // the form refuses what the server would refuse, and says why
    let dialog = await openBudgetDialog(page);
    const input = dialog.getByLabel(budgetDialog.label);
    expect(await input.inputValue()).toBe('170');
    for (const [value, message] of [
      ['0', budgetDialog.errors.tooSmall],
      ['12.345', budgetDialog.errors.tooManyDecimals],
      ['2000000', budgetDialog.errors.tooBig],
      ['', budgetDialog.errors.notANumber],
    ]) {
      await input.fill(value);
      await dialog.getByRole('button', { name: budgetDialog.save }).click();
      await dialog.getByText(message, { exact: true }).waitFor();
      expect(await input.getAttribute('aria-invalid'), value).toBe('true');
    }
    await snapshot(page, 'dark-dialog-error');
    await check('dark budget dialog with an error');

    await input.fill('250');
    await dialog.getByRole('button', { name: budgetDialog.save }).click();
    await page.getByText(budgetDialog.saved, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card.getByTestId('month-cost-total').textContent()).toBe('$0.00 of $250.00');
    expect(await card.getByTestId('month-cost-budget').textContent()).toContain('$250.00');
    await snapshot(page, 'dark-saved');

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => card.getByTestId('month-cost-total').textContent()).toBe('$0.00 of $250.00');

    // light theme: the dialog starts from the saved budget, and Cancel keeps it
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await card.waitFor();
    await check('light dashboard');
    dialog = await openBudgetDialog(page);
    expect(await dialog.getByLabel(budgetDialog.label).inputValue()).toBe('250');
    await dialog.getByLabel(budgetDialog.label).fill('99.99');
    await snapshot(page, 'light-dialog');
    await check('light budget dialog');
    await dialog.getByRole('button', { name: budgetDialog.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.getByTestId('month-cost-total').textContent()).toBe('$0.00 of $250.00');

    expect(findings).toEqual([]);
  });

  it('opens the page each card summarises, by mouse and by keyboard', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark' });
    await signUp(page, { email: uniqueEmail('cards'), password: 'cards-password-1', firstName: 'Cara' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Front Desk' });
    await page.reload({ waitUntil: 'networkidle' });

    const dashboard = page.getByTestId('dashboard');
    const expected: [string, string][] = [
      [metrics.activeAgents, '/agents'],
      [metrics.totalConversations, '/conversations'],
      [metrics.monthlyCost, '/analytics'],
      [metrics.successRate, '/analytics'],
      [dashboardEn.volume.title, '/conversations'],
      [dashboardEn.responseTime.title, '/analytics'],
      [dashboardEn.monthCost.title, '/analytics'],
      ['Front Desk', `/agents?edit=${agent.id}`],
    ];
    for (const [name, href] of expected) {
      expect(await dashboard.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    expect(await seriousAxeFindings(page)).toEqual([]);

    // keyboard: the card shows its focus ring and Enter follows it
    const conversations = dashboard.getByRole('link', { name: metrics.totalConversations, exact: true });
    await conversations.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await conversations.evaluate((a) => a === document.activeElement && a.matches(':focus-visible'))).toBe(true);
    const ring = await page.getByTestId('metric-total-conversations').evaluate((card) => getComputedStyle(card).boxShadow);
    expect(ring).not.toBe('none');
    await snapshot(page, 'dark-card-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/conversations');

    // by mouse, anywhere on the card (here its value), not only on the title
    await page.goto('/', { waitUntil: 'networkidle' });
    // force: the value lies under the card's stretched link, which is what a real click hits
    await page.getByTestId('metric-total-conversations-value').click({ force: true });
    await page.waitForURL((url) => url.pathname === '/conversations');
  });
});
