import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import conversationsEn from '../src/web/i18n/en/conversations.json';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import landingEn from '../src/web/i18n/en/landing.json';
import workflowRunEn from '../src/web/i18n/en/workflowRun.json';
import knowledgeEs from '../src/web/i18n/es/knowledge.json';
import shellEs from '../src/web/i18n/es/shell.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 27: papercuts a newcomer met on a first tour, each checked where a user meets it, at the
// 1366x768 screen the tour used.
const browser = setupBrowser({ server: 'open' });

type Tour = { page: Page; projectId: string; agentId: string; versionId: string };

async function startTour(language: 'en' | 'es' = 'en'): Promise<Tour> {
  const page = await newPage(browser.context, { language: 'en' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signUp(page, { email: uniqueEmail('tour'), password: 'tour-password-1234', firstName: 'Tess' });
  // signed up in English (signUp reads the English labels); the pages after it in `language`
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
  await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });
  const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Tour Agent', modelProvider: 'other', modelName: 'e2e-model', systemPrompt: 'Help visitors.' });
  // a published version is public from the start; the agent row's own flag stays false
  const version = await apiCall<{ id: string }>(page, 'POST', `/api/agents/${agent.id}/publish`, {});
  return { page, projectId: project.id, agentId: agent.id, versionId: version.id };
}

/** True when every element sits on the first one's line (same top, within a pixel or two). */
async function onOneLine(items: Locator): Promise<boolean> {
  const tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.length > 0 && tops.every((top) => Math.abs(top - tops[0]) <= 2);
}

const versionsOf = (page: Page, agentId: string) => apiCall<{ id: string; isPublic: boolean }[]>(page, 'GET', `/api/agents/${agentId}/versions`);

describe('a newcomer tour (issue 27)', () => {
  it('the builder calls an agent with a public version Public, and its switch hides and shows that version', async () => {
    await enableAxe(browser.context);
    const { page, agentId } = await startTour();
    await page.goto(`/agents/${agentId}/workflow`, { waitUntil: 'networkidle' });
    const controls = page.getByTestId('public-access-controls');
    await expect.poll(() => controls.textContent()).toContain(workflowRunEn.publicAccess.public);
    expect(await page.getByTestId('agent-public-switch').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('test-live-agent').isDisabled()).toBe(false);

    await page.getByTestId('agent-public-switch').click();
    await expect.poll(async () => (await versionsOf(page, agentId)).some((v) => v.isPublic)).toBe(false);
    await expect.poll(() => controls.textContent()).toContain(workflowRunEn.publicAccess.private);
    await page.getByTestId('agent-public-switch').click();
    await expect.poll(async () => (await versionsOf(page, agentId)).some((v) => v.isPublic)).toBe(true);
    await expect.poll(() => controls.textContent()).toContain(workflowRunEn.publicAccess.public);

    // the toolbar stays on one line at 1366 px
    // (polled: the demo URL comes back with the public version, and the row settles after it)
    await expect.poll(() => onOneLine(page.locator('[data-testid=workflow-builder-header] [role=toolbar] > *, [data-testid=public-access-controls] > *'))).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('Test Workflow lists node results in the order they ran', async () => {
    const { page, agentId } = await startTour();
    // the saved graph lists the agent node first, the trigger last: the run starts at the trigger
    await apiCall(page, 'PUT', `/api/agents/${agentId}/workflow`, {
      name: 'Tour flow',
      nodes: [
        { id: 'agent-1', type: 'agent', position: { x: 320, y: 120 }, data: { label: 'Agent' } },
        { id: 'webhook-2', type: 'webhook', position: { x: 640, y: 120 }, data: { label: 'Notify', config: { url: `${inject('toolReceiverUrl')}/tour-order` } } },
        { id: 'trigger-1', type: 'trigger', position: { x: 0, y: 120 }, data: { label: 'Start' } },
      ],
      edges: [
        { source: 'trigger-1', target: 'agent-1' },
        { source: 'agent-1', target: 'webhook-2' },
      ],
    });
    await page.goto(`/agents/${agentId}/workflow`, { waitUntil: 'networkidle' });
    await page.getByTestId('test-workflow-button').click();
    const test = page.getByTestId('workflow-test-dialog');
    await test.getByTestId('run-workflow-test').click();
    const result = test.getByTestId('workflow-test-result');
    await expect.poll(() => result.getByTestId('execution-status').first().getAttribute('data-status'), { timeout: 20_000 }).toBe('success');
    const order = await result.getByTestId('node-result').evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')));
    expect(order).toEqual(['trigger-1', 'agent-1', 'webhook-2']);
  });

  it('Conversations names a widget designer test as such, and its channel filter says the Testing Console is not listed', async () => {
    await enableAxe(browser.context);
    const { page, versionId } = await startTour();
    await apiCall(page, 'POST', `/api/agent-versions/${versionId}/chat`, { message: 'Trying the widget', sessionId: 'test_agent_tour1', messages: [], channel: 'widget' });
    await page.goto('/conversations', { waitUntil: 'networkidle' });
    const channel = page.getByTestId('conversation-channel');
    await expect.poll(() => channel.allTextContents()).toEqual([conversationsEn.testSources.widgetDesigner]);
    expect(await page.getByText(conversationsEn.channels.test, { exact: true }).count()).toBe(0);

    await page.getByTestId('conversations-channel-select').click();
    await page.getByRole('option', { name: conversationsEn.channels.test, exact: true }).click();
    await page.getByTestId('conversations-test-channel-note').getByText(conversationsEn.filters.testChannelNote).waitFor();
    expect(new URL(page.url()).searchParams.get('channel')).toBe('test');
    await expect.poll(() => channel.count()).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('the version delete dialog explains ELIMINAR in English and shows no placeholder', async () => {
    await enableAxe(browser.context);
    const { page, agentId } = await startTour();
    await page.goto(`/deployments?agentId=${agentId}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid=version-row][data-version=v1]').getByTestId('version-delete').click();
    await page.getByTestId('delete-continue').click();
    const dialog = page.getByTestId('delete-version-dialog');
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('2');
    const input = page.getByTestId('delete-confirm-input');
    expect(await input.getAttribute('placeholder')).toBeNull();
    expect(await page.getByTestId('delete-confirm-word').textContent()).toBe('ELIMINAR');
    const label = deploymentsEn.delete.typeLabel.replace(/<\/?word>/g, '').replace('{{word}}', 'ELIMINAR');
    expect(await page.getByLabel(label, { exact: true }).getAttribute('data-testid')).toBe('delete-confirm-input');
    expect(await page.getByTestId('delete-confirm-hint').textContent()).toBe(deploymentsEn.delete.typeHint);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('a hard reload of a signed-in page never shows the landing page or a zero agent count', async () => {
    const { page } = await startTour();
    await page.goto('/agents', { waitUntil: 'networkidle' });
    // record, from the first script on, whether the landing heading or '0 agents' ever appears
    await page.addInitScript((heading: string) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll('h1')) if (h1.textContent?.includes(heading)) seen.push('landing');
        if (document.querySelector('[data-testid=sidebar-agent-count]')?.textContent?.startsWith('0 ')) seen.push('zero agents');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, landingEn.hero.title);
    for (const path of ['/', '/agents', '/settings']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByTestId('sidebar-agent-count').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
    }
    expect(await page.getByTestId('sidebar-agent-count').textContent()).toBe('1 agent');
  });

  it('at 1366 px the response times chart keeps its axis labels inside the card', async () => {
    const { page, versionId } = await startTour();
    await apiCall(page, 'POST', '/api/billing/trial', {});
    await apiCall(page, 'POST', `/api/agent-versions/${versionId}/chat`, { message: 'How fast are you?', sessionId: `session-${Date.now()}-rt`, messages: [], channel: 'demo' });
    await page.goto('/analytics', { waitUntil: 'networkidle' });
    const chart = page.getByTestId('response-times-chart').locator('svg.recharts-surface:not([aria-label])');
    await chart.waitFor();
    const overflow = await chart.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('.recharts-cartesian-axis-tick text')]
        .map((text) => ({ text: text.textContent, rect: text.getBoundingClientRect() }))
        .filter(({ rect }) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        .map(({ text }) => text);
    });
    expect(overflow).toEqual([]);
  });

  it('at 1366 px the Settings tabs stay on one line, in Spanish too', async () => {
    const { page } = await startTour('es');
    await page.goto('/settings', { waitUntil: 'networkidle' });
    expect(await onOneLine(page.getByRole('tab'))).toBe(true);
  });

  it('in Spanish the menus say Configuración and Contactos where the pages name them', async () => {
    const { page } = await startTour('es');
    await page.goto('/knowledge', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: shellEs.nav.leads, exact: true }).waitFor();
    await page.getByTestId('sidebar-agent-count').waitFor();
    // the retrieval notice names the menu as the sidebar does
    const path = knowledgeEs.retrieval.noEmbeddingProvider.match(/<keysLink>(.*)<\/keysLink>/)?.[1] ?? '';
    expect(path.startsWith(`${shellEs.nav.settings} > `)).toBe(true);
    await page.getByRole('link', { name: path, exact: true }).waitFor();
    await page.getByRole('link', { name: shellEs.nav.settings, exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/\bLeads?\b|Ajustes >/);

    // the longer Spanish filter choices stay inside their boxes at 1366 px
    await page.goto('/conversations', { waitUntil: 'networkidle' });
    const triggers = page.locator('[data-testid=conversations-page] button[role=combobox]');
    await triggers.first().waitFor();
    const spill = await triggers.evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().right > (el.parentElement?.getBoundingClientRect().right ?? 0) + 1).map((el) => el.textContent),
    );
    expect(spill).toEqual([]);
  });
});
