import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../src/web/i18n/en/embeddings.json';
import es from '../src/web/i18n/es/embeddings.json';
import knowledgeEn from '../src/web/i18n/en/knowledge.json';
import { startFakeLlm, type FakeLlm } from '../tests/fixtures/fake-llm';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 16 item 5: the embedding provider and model are chosen per project in Settings; choosing
// one embeds the datasets in the background with visible progress, and the Knowledge Base says
// which retrieval mode each dataset uses. Both themes and languages without serious axe findings.
const browser = setupBrowser({ server: 'open' });
let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await llm.close();
});

async function datasetRetrieval(page: Page) {
  await page.goto('/knowledge', { waitUntil: 'networkidle' });
  return page.locator('[data-testid=dataset-card][data-dataset-name="Trail help"]').getByTestId('dataset-retrieval');
}

describe('embedding settings', () => {
  it('chooses an OpenAI-compatible model, follows the re-embedding to done, and the dataset searches hybrid', async () => {
    await enableAxe(browser.context);
    const site = inject('knowledgeSiteOrigin');
    const page = await newPage(browser.context, { theme: 'dark', language: 'en' });
    await signUp(page, { email: uniqueEmail('embed'), password: 'embed-password-1234', firstName: 'Emma' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'local', keyHash: '', baseUrl: llm.baseUrl });
    const dataset = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/datasets`, { name: 'Trail help' });
    await apiCall(page, 'POST', `/api/datasets/${dataset.id}/ingest`, { urls: [`${site}/shipping`, `${site}/returns`, `${site}/warranty`] });
    await expect
      .poll(async () => (await apiCall<{ status: string; chunkCount: number }>(page, 'GET', `/api/datasets/${dataset.id}`)).status, { timeout: 20_000 })
      .toBe('ready');

    // 1. with no provider chosen the dataset is searched in full text, and says why
    const before = await datasetRetrieval(page);
    await expect.poll(() => before.getAttribute('data-reason')).toBe('no_embedding_provider');
    expect(await before.textContent()).toContain(`${knowledgeEn.retrieval.dataset.fullText}: ${knowledgeEn.retrieval.dataset.no_embedding_provider}`);

    // 2. Settings > API Keys > Embeddings: check the model, then save it
    await page.goto('/settings?tab=api-keys', { waitUntil: 'networkidle' });
    const card = page.getByTestId('embedding-settings');
    await card.getByRole('heading', { name: en.title }).waitFor();
    await card.getByLabel(en.form.provider).click();
    await page.getByRole('option', { name: en.providers.openai_compatible }).click();
    await card.getByLabel(en.form.model).fill('nomic-embed-text');
    await card.getByRole('button', { name: en.form.check }).click();
    await expect.poll(() => card.getByTestId('embedding-check-result').textContent()).toBe(en.check.ok.replace('{{dimensions}}', '64'));
    llm.requests.length = 0;
    await card.getByRole('button', { name: en.form.save }).click();

    const progress = card.getByTestId('embedding-progress');
    await expect.poll(() => progress.getAttribute('data-status'), { timeout: 20_000 }).toBe('done');
    const total = Number(await progress.getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    expect(Number(await progress.getAttribute('data-embedded'))).toBe(total);
    const bar = progress.getByRole('progressbar', { name: en.progress.label });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(total));
    expect(await bar.getAttribute('aria-valuetext')).toBe(`${total} of ${total} passage${total === 1 ? '' : 's'}`);
    expect(await progress.textContent()).toContain(en.progress.done);
    expect(llm.requests.filter((r) => r.path.endsWith('/embeddings') && r.body.model === 'nomic-embed-text').length).toBeGreaterThan(0);
    expect(await card.getByTestId('embedding-in-use').textContent()).toContain('nomic-embed-text');
    const findings = (await seriousAxeFindings(page)).map((f) => `embeddings dark en: ${f}`);

    // 3. the Knowledge Base now says the dataset is searched with embeddings and full text
    const after = await datasetRetrieval(page);
    await expect.poll(() => after.getAttribute('data-mode')).toBe('hybrid');
    expect(await after.textContent()).toContain(knowledgeEn.retrieval.dataset.hybrid.replace('{{model}}', 'nomic-embed-text'));

    // 4. the same card in Spanish and the light theme
    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'es');
    });
    await page.goto('/settings?tab=api-keys', { waitUntil: 'networkidle' });
    const cardEs = page.getByTestId('embedding-settings');
    await cardEs.getByRole('heading', { name: es.title }).waitFor();
    await expect.poll(() => cardEs.getByTestId('embedding-progress').textContent()).toContain(es.progress.done);
    expect(await cardEs.getByLabel(es.form.model).inputValue()).toBe('nomic-embed-text');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `embeddings light es: ${f}`));
    expect(findings).toEqual([]);
  });
});
