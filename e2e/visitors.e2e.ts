import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import shellEn from '../src/web/i18n/en/shell.json';
import shellEs from '../src/web/i18n/es/shell.json';
import visitorsEn from '../src/web/i18n/en/visitors.json';
import visitorsEs from '../src/web/i18n/es/visitors.json';
import { axeCollector, enableAxe } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 32, item 2 (docs/decisions/0054): the Visitors list (search, filter, export), a visitor's
// page, linking another visitor into it and deleting it with the counts of what went, in both
// themes and languages, axe clean.
const browser = setupBrowser({ server: 'open' });

const snapshot = (page: Page, name: string) => screenshotOnFailure(page, `visitors-${name}`);

async function seed(page: Page): Promise<void> {
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project?.id}/agents`, { name: 'Acme Helper', defaultLanguage: 'en', systemPrompt: 'You help Acme customers.' });
  const version = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
  const { secret } = await apiCall<{ secret: string }>(page, 'POST', `/api/agents/${agent.id}/identity-secret`, {});
  const sign = (userId: string) => createHmac('sha256', secret).update(userId).digest('hex');
  const people = [
    { userId: 'u-ada', name: 'Ada Lovelace', email: 'ada@acme.test', signature: sign('u-ada') },
    { userId: 'u-ada-work', name: 'Ada at work', email: 'ada.work@acme.test', signature: sign('u-ada-work') },
    { userId: 'u-bob', name: 'Bob Hint', email: 'bob@acme.test' },
  ];
  let n = 0;
  for (const identity of people) {
    await apiCall(page, 'POST', `/api/agent-versions/${version.id}/chat`, { message: 'Hello, where is my order?', sessionId: `visitors-e2e-${++n}`, channel: 'widget', identity });
  }
}

describe('Visitors', () => {
  it('lists, searches and filters visitors, shows a visitor, links another into it and deletes it, in both themes and languages', async () => {
    const axe = axeCollector();
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, { email: uniqueEmail('visitors'), password: 'visitors-password-1', firstName: 'Vera' });
    await seed(page);

    // the nav entry and the list
    await page.getByRole('link', { name: shellEn.nav.visitors }).first().click();
    await page.getByRole('heading', { name: visitorsEn.title, level: 2 }).waitFor();
    await page.getByTestId('visitor-row').nth(2).waitFor();
    expect(await page.getByTestId('visitor-row').count()).toBe(3);
    await snapshot(page, 'list-light-en');
    await axe.check(page, 'list light en');

    // search (starts with) and the identity filter
    await page.getByTestId('visitors-search').fill('ada');
    await page.waitForURL(/q=ada/);
    await expect.poll(() => page.getByTestId('visitor-row').count()).toBe(2);
    await page.getByTestId('visitors-status-select').click();
    await page.getByRole('option', { name: visitorsEn.status.unverified }).click();
    await page.getByTestId('visitors-empty-filtered').waitFor();
    await snapshot(page, 'list-empty-filtered-light-en');
    await axe.check(page, 'list filtered empty light en');
    await page.getByTestId('visitors-clear-filters').click();
    await expect.poll(() => page.getByTestId('visitor-row').count()).toBe(3);
    expect(await page.getByTestId('visitors-export').getAttribute('href')).toMatch(/\/visitors\/export\.csv$/);

    // a visitor's page
    await page.getByTestId('visitor-row').filter({ hasText: 'Ada Lovelace' }).getByTestId('visitor-link').click();
    await page.getByTestId('visitor-page').waitFor();
    expect(await page.getByTestId('visitor-name').textContent()).toBe('Ada Lovelace');
    expect(await page.getByTestId('visitor-conversation').count()).toBe(1);
    await page.getByTestId('visitor-budgets').waitFor();
    await snapshot(page, 'page-light-en');
    await axe.check(page, 'visitor page light en');

    // link another visitor: Ada at work joins Ada's profile
    await page.getByTestId('link-visitor-button').click();
    const dialog = page.getByTestId('link-visitor-dialog');
    await dialog.getByTestId('link-visitor-search').fill('ada at');
    await dialog.getByTestId('link-visitor-candidate').filter({ hasText: 'Ada at work' }).click();
    await snapshot(page, 'link-dialog-light-en');
    await axe.check(page, 'link dialog light en');
    await dialog.getByTestId('confirm-link-visitor').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('visitor-conversation').count()).toBe(2);
    const adaUrl = page.url();

    // the other themes and languages
    for (const [theme, language] of [
      ['dark', 'en'],
      ['light', 'es'],
      ['dark', 'es'],
    ] as const) {
      await page.evaluate((p) => {
        localStorage.setItem('theme', p.theme);
        localStorage.setItem('language', p.language);
      }, { theme, language });
      const dict = language === 'es' ? visitorsEs : visitorsEn;
      await page.goto('/visitors', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: dict.title, level: 2 }).waitFor();
      await page.getByRole('link', { name: (language === 'es' ? shellEs : shellEn).nav.visitors }).first().waitFor();
      await snapshot(page, `list-${theme}-${language}`);
      await axe.check(page, `list ${theme} ${language}`);
      await page.goto(adaUrl, { waitUntil: 'networkidle' });
      await page.getByTestId('visitor-page').waitFor();
      await page.getByText(dict.page.budgets).waitFor();
      await snapshot(page, `page-${theme}-${language}`);
      await axe.check(page, `visitor page ${theme} ${language}`);
    }

    // delete: confirmed, then the counts of what went
    await page.getByTestId('delete-visitor-button').click();
    await page.getByTestId('delete-visitor-dialog').waitFor();
    await snapshot(page, 'delete-dialog-dark-es');
    await axe.check(page, 'delete dialog dark es');
    await page.getByTestId('confirm-delete-visitor').click();
    const done = page.getByTestId('visitor-deleted');
    await done.waitFor();
    expect(await done.locator('[data-count="conversations"]').textContent()).toBe(visitorsEs.deleted.conversations.replace('{{n}}', '2'));
    await snapshot(page, 'deleted-dark-es');
    await axe.check(page, 'deleted dark es');
    await page.goto('/visitors', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('visitor-row').count()).toBe(1);

    expect(axe.findings).toEqual([]);
  }, 180_000);
});
