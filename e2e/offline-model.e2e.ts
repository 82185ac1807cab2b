import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import agentsEn from '../src/web/i18n/en/agents.json';
import agentsEs from '../src/web/i18n/es/agents.json';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import offlineEn from '../src/web/i18n/en/offlineModel.json';
import offlineEs from '../src/web/i18n/es/offlineModel.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import wizardEs from '../src/web/i18n/es/wizard.json';
import { seriousAxeFindings, enableAxe } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 27, acceptance 2: "the model shown is the model that answers". With no key for its
// provider, every screen showing an agent's model says the built-in offline model answers, with one
// link to Settings > API Keys; saving a key there changes them all at once.
const browser = setupBrowser({ server: 'open' });

type Variant = { theme: 'light' | 'dark'; language: 'en' | 'es' };
// every theme and language when the pictures are kept for a review; otherwise one of each
const VARIANTS: Variant[] =
  process.env.E2E_SCREENSHOTS === 'all'
    ? [
        { theme: 'light', language: 'en' },
        { theme: 'dark', language: 'en' },
        { theme: 'light', language: 'es' },
        { theme: 'dark', language: 'es' },
      ]
    : [
        { theme: 'light', language: 'en' },
        { theme: 'dark', language: 'es' },
      ];

const PROMPT =
  'You are Otto, the friendly front desk of a small hotel by the sea. Answer questions about rooms, breakfast hours, parking and late arrivals politely, briefly and in the language of the guest.';

async function keep(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `offline-model-${name}`);
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/** The offline note's one link leads to Settings > API Keys. */
async function expectOfflineNote(page: Page, scope: Locator, catalogue: typeof offlineEn) {
  const note = scope.getByTestId('offline-model-notice').first();
  await note.waitFor();
  expect(await note.textContent()).toContain(catalogue.answers.replace('{{provider}}', 'OpenAI'));
  const links = note.getByRole('link');
  expect(await links.count()).toBe(1);
  expect(await links.getAttribute('href')).toBe('/settings?tab=api-keys');
}

/** A page in this theme and language (the context's pages share local storage, so each sets its own). */
async function pageIn({ theme, language }: Variant): Promise<Page> {
  const page = await browser.context.newPage();
  await page.addInitScript((p: Variant) => {
    localStorage.setItem('theme', p.theme);
    localStorage.setItem('language', p.language);
  }, { theme, language });
  return page;
}

async function openWizardModelStep(page: Page, wizard: typeof wizardEn) {
  await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
  // a draft kept from an earlier opening skips "a template or blank"
  const blank = page.getByTestId('template-blank');
  await blank.or(page.getByTestId('wizard-step')).first().waitFor();
  if (await blank.isVisible()) await blank.click();
  await page.getByTestId('agent-wizard-dialog').getByLabel(wizard.basics.name).fill('Otto Draft');
  await page.getByTestId('wizard-next').click();
  await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
  return page.getByTestId('agent-wizard-dialog');
}

describe('the model shown is the model that answers', () => {
  it('says the offline model answers until a key is added, then shows the configured model everywhere', async () => {
    await enableAxe(browser.context);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await newPage(browser.context, { theme: 'light', language: 'en' });
    await signUp(page, { email: uniqueEmail('offline-model'), password: 'offline-model-password-1', firstName: 'Olga' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Otto', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: PROMPT });
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
    await apiCall(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Dora', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Dora.' });
    await page.close();

    for (const { theme, language } of VARIANTS) {
      const tag = `${theme}-${language}`;
      const offline = language === 'en' ? offlineEn : offlineEs;
      const v = await pageIn({ theme, language });

      // the wizard's model step, from its first view
      const wizard = await openWizardModelStep(v, language === 'en' ? wizardEn : wizardEs);
      await expectOfflineNote(v, wizard, offline);
      const note = await wizard.getByTestId('offline-model-notice').boundingBox();
      const footer = await v.getByTestId('wizard-next').boundingBox();
      expect((note?.y ?? Infinity) + (note?.height ?? 0)).toBeLessThan(footer?.y ?? 0);
      await expectAxeClean(v);
      await keep(v, `wizard-${tag}`);

      // the agent card: the note instead of the model; a draft never published says Draft once
      await v.goto('/agents', { waitUntil: 'networkidle' });
      const card = v.locator('[data-testid=agent-card][data-agent-name="Otto"]');
      await expectOfflineNote(v, card, offline);
      const draft = v.locator('[data-testid=agent-card][data-agent-name="Dora"]');
      const draftWord = (language === 'en' ? agentsEn : agentsEs).status.draft;
      expect(((await draft.textContent()) ?? '').split(draftWord).length - 1).toBe(1);
      expect(await draft.getByTestId('agent-version').count()).toBe(0);
      await expectAxeClean(v);
      await keep(v, `agents-${tag}`);

      // the Testing Console's header before any turn
      await v.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
      await expectOfflineNote(v, v.locator('body'), offline);
      await expectAxeClean(v);
      await keep(v, `console-${tag}`);

      // Deployments: the version row and its details
      await v.goto(`/deployments?agentId=${agent.id}&tab=versions`, { waitUntil: 'networkidle' });
      await expectOfflineNote(v, v.getByTestId('version-row'), offline);
      await keep(v, `deployments-${tag}`);
      await v.getByTestId('version-details').click();
      const details = v.getByTestId('version-details-dialog');
      await expectOfflineNote(v, details, offline);
      await expectAxeClean(v);
      await keep(v, `version-details-${tag}`);
      await v.close();

      // the workflow builder's badge
      const w = await pageIn({ theme, language });
      await w.goto(`/agents/${agent.id}/workflow`, { waitUntil: 'networkidle' });
      await expectOfflineNote(w, w.getByTestId('workflow-builder-header'), offline);
      await keep(w, `workflow-${tag}`);
      await w.close();
    }

    const owner = await pageIn({ theme: 'light', language: 'en' });

    // the version's personality is cut at a word, with an ellipsis; after copying the widget
    // address the first Escape closes the dialog
    await owner.goto(`/deployments?agentId=${agent.id}&tab=versions`, { waitUntil: 'networkidle' });
    await owner.getByTestId('version-details').click();
    const details = owner.getByTestId('version-details-dialog');
    const personality = (await details.getByTestId('version-personality').textContent()) ?? '';
    expect(personality.endsWith('…')).toBe(true);
    expect(PROMPT.startsWith(personality.slice(0, -1))).toBe(true);
    expect(PROMPT[personality.length - 1]).toMatch(/[\s,.]/);
    await details.getByTestId('version-copy-widget-url').click();
    await details.getByText(deploymentsEn.details.widgetUrlCopied).waitFor();
    await owner.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // the Testing Console's note leads to Settings > API Keys, where an OpenAI key is saved
    await owner.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await owner.getByTestId('offline-model-notice').getByRole('link', { name: offlineEn.addKey }).click();
    await owner.waitForURL((url) => url.pathname === '/settings');
    const row = owner.locator('[data-testid=apikey-row][data-provider=openai]');
    await row.getByTestId('apikey-input').fill('sk-e2e-offline-model-4455');
    await row.getByTestId('apikey-save').click();
    await expect.poll(() => row.getByTestId('apikey-status').getAttribute('data-status')).toBe('set');

    // back in the same app (no reload): the configured model, and no note
    await owner.goBack({ waitUntil: 'networkidle' });
    await owner.getByTestId('console-configured-model').waitFor();
    expect(((await owner.getByTestId('console-configured-model').textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(`${consoleEn.toolbar.configured} OpenAI / gpt-5`);
    expect(await owner.getByTestId('offline-model-notice').count()).toBe(0);
    await keep(owner, 'console-with-key');

    await owner.goto('/agents', { waitUntil: 'networkidle' });
    const card = owner.locator('[data-testid=agent-card][data-agent-name="Otto"]');
    expect(await card.getByTestId('agent-model').textContent()).toBe('gpt-5');
    expect(await card.getByTestId('offline-model-notice').count()).toBe(0);
    await keep(owner, 'agents-with-key');

    const wizard = await openWizardModelStep(owner, wizardEn);
    await wizard.getByTestId('agent-model').waitFor();
    expect(await wizard.getByTestId('offline-model-notice').count()).toBe(0);
    await keep(owner, 'wizard-with-key');
    await owner.close();
    // every screen in two to four themes and languages, each scanned by axe
  }, 240_000);
});
