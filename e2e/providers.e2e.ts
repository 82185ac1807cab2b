import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import agentsEn from '../src/web/i18n/en/agents.json';
import apiKeysEn from '../src/web/i18n/en/apiKeys.json';
import apiKeysEs from '../src/web/i18n/es/apiKeys.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { startProviderPeer, type ProviderPeer } from '../tests/fixtures/provider-peers';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 18: a Mistral key saved and checked in Settings > API Keys against a local server speaking
// Mistral's API, then a model from Mistral's own list picked in the wizard, with its price.
const browser = setupBrowser({ server: 'open' });
const ARTIFACTS = new URL('./.artifacts/', import.meta.url);
let peer: ProviderPeer;
beforeAll(async () => {
  peer = await startProviderPeer({ port: inject('fakeModelPort') });
});
afterAll(async () => {
  await peer.close();
});

describe('model providers', () => {
  it('saves and checks a Mistral key, then picks a model Mistral lists in the wizard', async () => {
    const page = await newPage(browser.context, { theme: 'light' });
    await signUp(page, { email: uniqueEmail('providers'), password: 'providers-password-1', firstName: 'Pia' });

    // 1. Settings > API Keys: a card per provider; the Mistral key against the local server
    await page.goto('/settings?tab=api-keys', { waitUntil: 'networkidle' });
    for (const provider of ['openai', 'anthropic', 'google', 'mistral', 'groq', 'deepseek', 'azure', 'ollama', 'openai_compatible']) {
      await page.locator(`[data-testid=apikey-row][data-provider=${provider}]`).waitFor();
    }
    const openAiRow = page.locator('[data-testid=apikey-row][data-provider=openai]');
    expect(await openAiRow.getByTestId('apikey-base-url').count()).toBe(0);
    const azureRow = page.locator('[data-testid=apikey-row][data-provider=azure]');
    expect(await azureRow.getByLabel(apiKeysEn.form.apiVersion).count()).toBe(1);

    const row = page.locator('[data-testid=apikey-row][data-provider=mistral]');
    await row.getByTestId('apikey-base-url').fill(peer.baseUrls.mistral);
    await row.getByTestId('apikey-input').fill('wrong-key');
    await row.getByTestId('apikey-save').click();
    await expect.poll(() => row.getByTestId('apikey-status').getAttribute('data-status')).toBe('set');
    await row.getByTestId('apikey-check').click();
    await expect.poll(() => row.getByTestId('apikey-status').getAttribute('data-status')).toBe('invalid');
    expect(await row.getByRole('alert').textContent()).toContain('Mistral rejected the key (401)');

    await row.getByTestId('apikey-input').fill(peer.goodKey);
    await row.getByTestId('apikey-save').click();
    await expect.poll(() => row.getByTestId('apikey-status').getAttribute('data-status')).toBe('set');
    await row.getByTestId('apikey-check').click();
    await page.getByText(apiKeysEn.toasts.checkOk, { exact: true }).first().waitFor();
    const listCall = peer.requests.filter((r) => r.path === '/mistral/v1/models').at(-1);
    expect(listCall?.headers.authorization).toBe(`Bearer ${peer.goodKey}`);
    expect(await page.content()).not.toContain(peer.goodKey);

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: new URL('providers-api-keys-light.png', ARTIFACTS).pathname, fullPage: true });
    const dark = await newPage(browser.context, { theme: 'dark' });
    await dark.evaluate(() => localStorage.setItem('theme', 'dark')).catch(() => undefined);
    await dark.goto('/settings?tab=api-keys', { waitUntil: 'networkidle' });
    await dark.evaluate(() => localStorage.setItem('theme', 'dark'));
    await dark.reload({ waitUntil: 'networkidle' });
    await dark.locator('[data-testid=apikey-row][data-provider=mistral]').waitFor();
    await dark.screenshot({ path: new URL('providers-api-keys-dark.png', ARTIFACTS).pathname, fullPage: true });
    // in Spanish too
    await dark.evaluate(() => localStorage.setItem('language', 'es'));
    await dark.reload({ waitUntil: 'networkidle' });
    await dark.getByRole('heading', { name: apiKeysEs.groups.selfHosted }).waitFor();
    expect(await dark.locator('[data-testid=apikey-row][data-provider=azure]').getByLabel(apiKeysEs.form.azureBase).count()).toBe(1);
    await dark.screenshot({ path: new URL('providers-api-keys-es.png', ARTIFACTS).pathname, fullPage: true });
    await dark.evaluate(() => localStorage.setItem('language', 'en'));
    await dark.close();

    // 2. the wizard's model step lists Mistral's own models, priced, and keeps a typed name
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByLabel(wizardEn.basics.name).fill('Mistral Helper');
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('2');
    await wizard.locator('#agent-provider').click();
    await page.getByRole('option', { name: agentsEn.providers.mistral, exact: true }).click();
    await wizard.getByText(wizardEn.model.listFromProvider.replace('{{provider}}', 'Mistral')).waitFor();

    const model = wizard.locator('#agent-model');
    await model.fill('my-fine-tune');
    await expect.poll(() => wizard.getByTestId('model-price').first().textContent()).toBe(wizardEn.model.unknownPrice);
    await model.fill('');
    await model.click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    expect(await listbox.getByRole('option').allTextContents()).toEqual([expect.stringContaining('mistral-large-latest')]);
    await page.screenshot({ path: new URL('providers-wizard-model-list.png', ARTIFACTS).pathname });
    await listbox.getByRole('option', { name: /mistral-large-latest/ }).click();
    expect(await model.inputValue()).toBe('mistral-large-latest');
    await expect.poll(() => wizard.getByTestId('model-price').first().textContent()).toContain('$2.00 in');
    await page.screenshot({ path: new URL('providers-wizard-model.png', ARTIFACTS).pathname });

    for (const step of ['3', '4', '5']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.getByTestId('wizard-submit').click();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    const agent = await page.evaluate(async () => {
      const projects = await (await fetch('/api/projects')).json();
      const agents = await (await fetch(`/api/projects/${projects[0].id}/agents`)).json();
      return agents[0] as { id: string; modelProvider: string; modelName: string };
    });
    expect(agent).toMatchObject({ modelProvider: 'mistral', modelName: 'mistral-large-latest' });

    // 3. editing: jump straight to step 4 and save from there
    await page.goto(`/agents?edit=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('wizard-step-4').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe('4');
    await page.getByTestId('wizard-step-1').click();
    await wizard.getByLabel(wizardEn.basics.name).fill('Mistral Helper 2');
    await page.getByTestId('wizard-step-4').click();
    await page.getByTestId('wizard-save').click();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    expect((await (await page.request.get(`/api/agents/${agent.id}`)).json()).name).toBe('Mistral Helper 2');
  });
});
