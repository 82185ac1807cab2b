import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import en from '../src/web/i18n/en/knowledge.json';
import es from '../src/web/i18n/es/knowledge.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 16 item 6: a dataset's re-sync tab: the schedule with its next time, "Sync now" and the
// history with what each sync changed, read in both languages and both themes without axe findings.
const browser = setupBrowser({ server: 'open' });

async function openSyncTab(page: Page, tabName: string) {
  await page.goto('/knowledge', { waitUntil: 'networkidle' });
  const card = page.locator('[data-testid=dataset-card][data-dataset-name="Re-synced help"]');
  await expect.poll(() => card.getByTestId('dataset-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
  await card.getByTestId('view-dataset-button').click();
  await page.getByRole('tab', { name: tabName }).click();
}

describe('knowledge base re-sync', () => {
  it('schedules a dataset, syncs it now and lists what each sync changed', async () => {
    await enableAxe(browser.context);
    const site = inject('knowledgeSiteOrigin');
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('resync'), password: 'resync-password-1234', firstName: 'Rey' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const dataset = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/datasets`, { name: 'Re-synced help' });
    await apiCall(page, 'POST', `/api/datasets/${dataset.id}/ingest`, { urls: [`${site}/shipping`, `${site}/returns`] });

    await openSyncTab(page, en.view.tabSync);
    await expect.poll(() => page.getByText(en.sync.historyEmpty).isVisible()).toBe(true);
    expect(await page.getByTestId('sync-next').textContent()).toBe(en.sync.offHint);

    await page.getByLabel(en.sync.schedule).click();
    await page.getByRole('option', { name: en.sync.schedules.daily }).click();
    await expect.poll(() => page.getByTestId('sync-next').textContent()).toMatch(/^Next sync (tomorrow|in 2[34] hours) \(/);

    await page.getByRole('button', { name: en.sync.now }).click();
    const latest = page.getByTestId('sync-row').first();
    await expect.poll(() => latest.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    expect(await latest.locator('[data-count=unchanged]').textContent()).toBe('2');
    expect(await page.getByRole('table', { name: en.sync.historyTitle }).getByRole('columnheader', { name: en.sync.columns.updated }).count()).toBe(1);
    const findings = (await seriousAxeFindings(page)).map((f) => `re-sync dark en: ${f}`);

    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await openSyncTab(page, es.view.tabSync);
    const row = page.getByTestId('sync-row').first();
    await expect.poll(() => row.textContent()).toContain(es.sync.status.done);
    expect(await row.textContent()).toContain(es.sync.trigger.manual);
    expect(await page.getByTestId('sync-next').textContent()).toMatch(/^Próxima sincronización (mañana|dentro de 2[34] horas) \(/);
    findings.push(...(await seriousAxeFindings(page)).map((f) => `re-sync light es: ${f}`));
    expect(findings).toEqual([]);
  });
});
