import { describe, expect, inject, it } from 'vitest';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 4's journey: a dataset from the fixture company site, its progress to ready, an item's
// extracted text, the dataset attached to an agent in the wizard, and a cited answer in the
// Testing Console (the built-in offline model answers from the passages).
const browser = setupBrowser({ server: 'open' });

describe('knowledge base', () => {
  it('ingests pages, shows their text, and cites them in the Testing Console', async () => {
    const site = inject('knowledgeSiteOrigin');
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('kb'), password: 'kb-password-1234', firstName: 'Kay' });

    // 1. create a dataset
    await page.goto('/knowledge', { waitUntil: 'networkidle' });
    await page.getByTestId('create-dataset-button').click();
    await page.getByTestId('dataset-name-input').fill('  Acme help  ');
    await page.getByTestId('create-dataset-submit').click();
    const card = page.locator('[data-testid=dataset-card][data-dataset-name="Acme help"]');
    await card.waitFor();

    // 2. add the site's pages (a blank line is dropped) and watch them reach ready
    await card.getByTestId('add-urls-button').click();
    await page.getByTestId('add-urls-textarea').fill(`${site}/shipping\n\n  ${site}/returns  \n${site}/hours\n`);
    await page.getByTestId('add-urls-submit').click();
    await expect.poll(() => card.getByTestId('dataset-item-count').textContent()).toContain('3');
    await expect.poll(() => card.getByTestId('dataset-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('ready');
    expect(await card.getByTestId('dataset-chunk-count').textContent()).not.toMatch(/^0 /);

    // 3. view the items and read one page's extracted text (navigation and footer left out)
    await card.getByTestId('view-dataset-button').click();
    const rows = page.getByTestId('dataset-item');
    await expect.poll(() => rows.count()).toBe(3);
    const returns = rows.filter({ hasText: 'Return and refund policy' });
    expect(await returns.getAttribute('data-status')).toBe('ready');
    await returns.getByTestId('dataset-item-open').click();
    const content = page.getByTestId('item-content');
    await expect.poll(() => content.textContent()).toContain('45 days');
    expect(await content.textContent()).not.toMatch(/NAVMARK|FOOTERMARK/);
    await page.keyboard.press('Escape');

    // 4. an agent with no model key, attached to the dataset in wizard step 3
    const agentId = await page.evaluate(async () => {
      const projects = await (await fetch('/api/projects')).json();
      const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
      const res = await fetch(`/api/projects/${projects[0].id}/agents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ name: 'Gear Guide', modelProvider: 'openai', modelName: 'gpt-4o-mini', systemPrompt: 'Help Acme customers.' }),
      });
      return ((await res.json()) as { id: string }).id;
    });
    await page.goto(`/agents?edit=${agentId}`, { waitUntil: 'networkidle' });
    for (const step of ['2', '3']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.getByTestId('agent-dataset-select').click();
    await page.getByRole('option', { name: /Acme help/ }).click();
    for (const step of ['4', '5']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.getByTestId('wizard-submit').click();
    await expect.poll(async () => (await page.request.get(`/api/agents/${agentId}`)).json().then((a) => a.datasetId)).toBeTruthy();

    // 5. ask in the Testing Console: the answer cites the returns page
    await page.goto(`/test-console?agentId=${agentId}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-test-input').fill('How many days do I have to return unused gear?');
    await page.getByTestId('console-run-test').click();
    const sources = page.getByTestId('result-sources');
    await expect.poll(() => sources.textContent(), { timeout: 15_000 }).toContain('Return and refund policy');
    expect(await sources.locator(`a[href="${site}/returns"]`).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('console-output').textContent()).toContain('45 days');
  });
});
