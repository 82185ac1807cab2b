import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import deploymentsEn from '../src/web/i18n/en/deployments.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 34, acceptance 4 in the browser: the agent's "Include texts in traces" switch in
// Deployments > API access, off by default, saved on the agent; both themes and languages, axe clean.
const browser = setupBrowser({ server: 'open' });

describe('traces', () => {
  it('switches the texts in traces on for one agent', async () => {
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('traces'), password: 'traces-password-1234', firstName: 'Tess' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, { name: 'Trace Helper', modelProvider: 'other', modelName: 'e2e-model' });

    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=api`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('trace-texts-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(deploymentsEn.traces.off);
    await card.getByTestId('trace-texts-switch').click();
    await expect.poll(() => card.textContent()).toContain(deploymentsEn.traces.on);
    expect((await apiCall<{ traceTexts: boolean }>(page, 'GET', `/api/agents/${agent.id}`)).traceTexts).toBe(true);

    await enableAxe(browser.context);
    const findings: string[] = [];
    mkdirSync('e2e/.artifacts', { recursive: true });
    for (const [theme, language] of [['light', 'en'], ['dark', 'es']] as const) {
      const view = await newPage(browser.context);
      await view.addInitScript((p) => {
        localStorage.setItem('theme', p.theme);
        localStorage.setItem('language', p.language);
      }, { theme, language });
      await view.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=api`, { waitUntil: 'networkidle' });
      const viewCard = view.getByTestId('trace-texts-card');
      await viewCard.waitFor();
      if (language === 'es') await view.getByText(deploymentsEs.traces.title, { exact: true }).waitFor();
      await viewCard.scrollIntoViewIfNeeded();
      findings.push(...(await seriousAxeFindings(view)).map((f) => `${theme} ${language}: ${f}`));
      await viewCard.screenshot({ path: `e2e/.artifacts/traces-${theme}-${language}.png` });
      await view.close();
    }
    expect(findings).toEqual([]);
  });
});
