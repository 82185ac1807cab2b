import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import wizardEn from '../src/web/i18n/en/wizard.json';
import wizardEs from '../src/web/i18n/es/wizard.json';
import { enableAxe, seriousAxeFindings, axeCollector } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 34, templates: the creation wizard starts with "a template or blank"; a template creates
// the agent at once (its prompt, curated answers, tools and test cases) and opens it in the
// wizard. Light and English, then dark and Spanish; axe on every screen.
const browser = setupBrowser({ server: 'open' });
const snapshot = (page: Page, name: string) => screenshotOnFailure(page, `templates-${name}`);

describe('agent templates', () => {
  it('creates an agent from a template in both themes and languages', { timeout: 180_000 }, async () => {
    await enableAxe(browser.context);
    const { findings, check } = axeCollector();

    // light, English: the Sales Assistant
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, { email: uniqueEmail('templates'), password: 'templates-password-1', firstName: 'Tess' });
    await page.goto('/agents', { waitUntil: 'networkidle' });
    await page.getByTestId('agents-create').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByRole('heading', { name: wizardEn.start.title }).waitFor();
    const sales = wizard.getByTestId('template-sales-assistant');
    await sales.waitFor();
    expect(await wizard.getByTestId(/^template-(?!blank|picker|language)/).count()).toBe(6);
    expect(await sales.textContent()).toContain('Lead Capture');
    await snapshot(page, 'picker-light-en');
    await check(page, 'light picker');
    await sales.click();
    await wizard.getByText(wizardEn.titleEdit).waitFor();
    expect(await wizard.getByLabel(wizardEn.basics.name, { exact: true }).inputValue()).toBe('Sales Assistant');
    await snapshot(page, 'created-light-en');
    await check(page, 'light wizard');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=agent-card][data-agent-name="Sales Assistant"]').waitFor();
    // its test cases pass on the built-in offline model (no key in this instance)
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agents = await apiCall<{ id: string; name: string }[]>(page, 'GET', `/api/projects/${project.id}/agents`);
    const agentId = agents.find((a) => a.name === 'Sales Assistant')!.id;
    const cases = await apiCall<{ passed: boolean | null }[]>(page, 'POST', `/api/agents/${agentId}/test-cases/run-all`, {});
    expect(cases.length).toBeGreaterThanOrEqual(3);
    expect(cases.every((c) => c.passed === true)).toBe(true);

    // dark, Spanish: the templates in Spanish, Soporte técnico
    const es = await newPage(browser.context);
    await es.goto('/agents', { waitUntil: 'networkidle' });
    await es.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'es');
    });
    await es.reload({ waitUntil: 'networkidle' });
    await es.getByTestId('agents-create').click();
    const asistente = es.getByTestId('agent-wizard-dialog');
    await asistente.getByRole('heading', { name: wizardEs.start.title }).waitFor();
    const support = asistente.getByTestId('template-technical-support');
    await expect.poll(() => support.textContent()).toContain('Soporte técnico');
    expect(await es.getByTestId('template-language').textContent()).toBe(wizardEs.start.languages.es);
    await snapshot(es, 'picker-dark-es');
    await check(es, 'dark picker');
    await support.click();
    await asistente.getByText(wizardEs.titleEdit).waitFor();
    expect(await asistente.getByLabel(wizardEs.basics.name, { exact: true }).inputValue()).toBe('Soporte técnico');
    await snapshot(es, 'created-dark-es');
    await check(es, 'dark wizard');
    await es.keyboard.press('Escape');
    await es.locator('[data-testid=agent-card][data-agent-name="Soporte técnico"]').waitFor();

    // blank: the five steps from an empty form
    await es.getByTestId('agents-create').click();
    await asistente.getByTestId('template-blank').click();
    await asistente.getByText(wizardEs.titleCreate).waitFor();
    expect(await asistente.getByLabel(wizardEs.basics.name, { exact: true }).inputValue()).toBe('');
    await check(es, 'dark blank wizard');
    expect(findings).toEqual([]);
  });

  it('past the plan\'s agent limit, a template shows the Premium gate and creates nothing', { timeout: 120_000 }, async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('templates-free'), password: 'templates-password-2', firstName: 'Fred' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    for (const name of ['One', 'Two']) await apiCall(page, 'POST', `/api/projects/${project.id}/agents`, { name });
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByTestId('template-shop-faq').click();
    await wizard.getByTestId('premium-gate').waitFor();
    await snapshot(page, 'gate-dark-en');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await apiCall<unknown[]>(page, 'GET', `/api/projects/${project.id}/agents`)).toHaveLength(2);
  });
});
