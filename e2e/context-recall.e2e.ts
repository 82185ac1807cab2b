import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import wizardEn from '../src/web/i18n/en/wizard.json';
import wizardEs from '../src/web/i18n/es/wizard.json';
import { axeCollector, enableAxe } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signIn, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 32, item 4: how long after a verified visitor's conversation the agent is given its
// summary, set in the wizard's Model & Settings step (docs/decisions/0052).
const browser = setupBrowser({ server: 'open' });
const account = { email: uniqueEmail('recall'), password: 'recall-password-1', firstName: 'Remi' };

async function toStep(page: Page, step: string) {
  while ((await page.getByTestId('wizard-step').getAttribute('data-step')) !== step) {
    await page.getByTestId('wizard-next').click();
    await page.waitForTimeout(50);
  }
}

async function agentNamed(page: Page, name: string) {
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  const agents = await apiCall<{ id: string; name: string }[]>(page, 'GET', `/api/projects/${project.id}/agents`);
  const found = agents.find((a) => a.name === name);
  if (!found) throw new Error(`no agent named ${name}`);
  return apiCall<{ id: string; contextRecallDays: number }>(page, 'GET', `/api/agents/${found.id}`);
}

describe('remembering returning visitors', () => {
  it('defaults to 7 days, refuses more than 90, and is saved on create and on edit', async () => {
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, account);
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByLabel(wizardEn.basics.name).fill('Recall Helper');
    await toStep(page, '2');
    const field = wizard.getByLabel(wizardEn.model.contextRecallDays);
    expect(await field.inputValue()).toBe('7');
    await field.fill('91');
    await page.getByTestId('wizard-next').click();
    const error = wizard.locator('#agent-context-recall-days-error');
    await expect.poll(() => error.textContent()).toContain('90');
    expect(await page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    await field.fill('14');
    await toStep(page, '5');
    await page.getByTestId('wizard-submit').click();
    await page.locator('[data-testid=agent-card][data-agent-name="Recall Helper"]').waitFor();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    const created = await agentNamed(page, 'Recall Helper');
    expect(created.contextRecallDays).toBe(14);

    await page.goto(`/agents?edit=${created.id}`, { waitUntil: 'networkidle' });
    await toStep(page, '2');
    expect(await field.inputValue()).toBe('14');
    await field.fill('0');
    await page.getByTestId('wizard-save').click();
    await expect.poll(async () => (await agentNamed(page, 'Recall Helper')).contextRecallDays).toBe(0);
  });

  it('is readable and axe clean in both themes and languages', async () => {
    await enableAxe(browser.context);
    const { findings, check } = axeCollector();
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signIn(page, account);
    const agent = await agentNamed(page, 'Recall Helper');
    for (const [theme, language] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'es'],
      ['dark', 'es'],
    ] as const) {
      await page.evaluate((prefs) => {
        localStorage.setItem('theme', prefs.theme);
        localStorage.setItem('language', prefs.language);
      }, { theme, language });
      await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
      await toStep(page, '2');
      const labels = language === 'es' ? wizardEs : wizardEn;
      const field = page.getByTestId('agent-wizard-dialog').getByLabel(labels.model.contextRecallDays);
      await field.scrollIntoViewIfNeeded();
      expect(await page.getByText(labels.model.contextRecallDaysHint).isVisible()).toBe(true);
      await check(page, `${theme}-${language}`);
      if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `context-recall-${theme}-${language}`);
    }
    expect(findings).toEqual([]);
  });
});
