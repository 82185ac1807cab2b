import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_MESSAGES } from '../src/common/fallback-message';
import wizardEn from '../src/web/i18n/en/wizard.json';
import wizardEs from '../src/web/i18n/es/wizard.json';
import { newPage, screenshotOnFailure, setupBrowser, signIn, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 27: the owner writes what the agent says when its knowledge has no answer, in the wizard's
// Model & Settings step, where the edit page reuses it.
const browser = setupBrowser({ server: 'open' });
const account = { email: uniqueEmail('fallback'), password: 'fallback-password-1', firstName: 'Fay' };
const MESSAGE = 'That is not in my notes yet: write to hello@brightbikes.example and a person will answer.';

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `fallback-message-${name}`);
}

async function toStep(page: Page, step: string) {
  while ((await page.getByTestId('wizard-step').getAttribute('data-step')) !== step) {
    await page.getByTestId('wizard-next').click();
    await page.waitForTimeout(50);
  }
}

async function findAgent(page: Page, name: string) {
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  const agents = await apiCall<{ id: string; name: string }[]>(page, 'GET', `/api/projects/${project.id}/agents`);
  const found = agents.find((a) => a.name === name);
  return found ? apiCall<{ id: string; fallbackMessage: string | null }>(page, 'GET', `/api/agents/${found.id}`) : null;
}

async function agentNamed(page: Page, name: string) {
  const found = await findAgent(page, name);
  if (!found) throw new Error(`no agent named ${name}`);
  return found;
}

/** The English agent of the first test, or one Spanish agent (a Free plan holds two agents). */
async function agentIn(page: Page, language: 'en' | 'es') {
  if (language === 'en') return agentNamed(page, 'Bike Helper');
  const existing = await findAgent(page, 'Bici Ayuda');
  if (existing) return existing;
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  return apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Bici Ayuda', defaultLanguage: 'es', systemPrompt: 'Ayudas a ciclistas.' });
}

describe('the fallback message in the wizard', () => {
  it('is written in Model & Settings, refused over 1000 characters, saved on create and on edit', async () => {
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, account);
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByLabel(wizardEn.basics.name).fill('Bike Helper');
    await toStep(page, '2');
    const field = wizard.getByLabel(wizardEn.model.fallbackMessage);
    // the placeholder is the default visitors get, in the agent's language
    expect(await field.getAttribute('placeholder')).toBe(DEFAULT_FALLBACK_MESSAGES.en);
    await wizard.locator('#agent-language').click();
    await page.getByRole('option', { name: wizardEn.model.languages.es }).click();
    await expect.poll(() => field.getAttribute('placeholder')).toBe(DEFAULT_FALLBACK_MESSAGES.es);
    await wizard.locator('#agent-language').click();
    await page.getByRole('option', { name: wizardEn.model.languages.en }).click();

    await field.fill('x'.repeat(1001));
    await page.getByTestId('wizard-next').click();
    const error = wizard.locator('#agent-fallback-message-error');
    await expect.poll(() => error.textContent()).toBe(wizardEn.validation.tooLong.replace('{{max}}', '1,000'));
    expect(await page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    await field.scrollIntoViewIfNeeded();
    await shot(page, 'too-long');

    await field.fill(MESSAGE);
    await toStep(page, '5');
    await page.getByTestId('wizard-submit').click();
    await page.locator('[data-testid=agent-card][data-agent-name="Bike Helper"]').waitFor();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    const created = await agentNamed(page, 'Bike Helper');
    expect(created.fallbackMessage).toBe(MESSAGE);

    // the edit wizard shows it, and saves a change from the same step
    await page.goto(`/agents?edit=${created.id}`, { waitUntil: 'networkidle' });
    await toStep(page, '2');
    expect(await field.inputValue()).toBe(MESSAGE);
    await field.fill(`  ${MESSAGE} Or call +34 960 123 456.  `);
    await page.getByTestId('wizard-save').click();
    await expect.poll(async () => (await agentNamed(page, 'Bike Helper')).fallbackMessage).toBe(`${MESSAGE} Or call +34 960 123 456.`);
  });

  it.each([
    ['light', 'en'],
    ['dark', 'en'],
    ['light', 'es'],
    ['dark', 'es'],
  ] as const)('shows the field in the %s theme, in %s', async (theme, language) => {
    const page = await newPage(browser.context, { theme, language: 'en' });
    await signIn(page, account);
    // signIn reads the English sign-in page; the app then reads the language chosen in Preferences
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    const agent = await agentIn(page, language);
    await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
    await toStep(page, '2');
    const labels = language === 'es' ? wizardEs : wizardEn;
    const field = page.getByTestId('agent-wizard-dialog').getByLabel(labels.model.fallbackMessage);
    // the English agent shows its owner's message, the Spanish one the default as placeholder
    if (language === 'es') expect(await field.getAttribute('placeholder')).toBe(DEFAULT_FALLBACK_MESSAGES.es);
    else expect(await field.inputValue()).toContain(MESSAGE);
    await field.scrollIntoViewIfNeeded();
    await shot(page, `${theme}-${language}`);
  });
});
