import { describe, expect, inject, it } from 'vitest';
import consoleEn from '../src/web/i18n/en/testConsole.json';
import deploymentsEs from '../src/web/i18n/es/deployments.json';
import mcpEn from '../src/web/i18n/en/mcp.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 19, acceptance 4 and 5 in the browser: an MCP server (the tool receiver's /mcp, built with
// the official SDK) added in the Tools Hub, one of its tools called in the Testing Console, and the
// agent's own MCP endpoint switched on in Deployments.
const browser = setupBrowser({ server: 'open' });

describe('MCP', () => {
  it('adds an MCP server, calls its tool in the Testing Console, and exposes the agent as an MCP server', async () => {
    const receiver = inject('toolReceiverUrl');
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('mcp'), password: 'mcp-password-1234', firstName: 'Mia' });
    const [project] = await apiCall<{ id: string }[]>(page, 'GET', '/api/projects');
    await apiCall(page, 'POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'e2e', keyHash: 'sk-e2e-0000', baseUrl: inject('toolModelBaseUrl') });

    // 1. a wrong address is refused readably; the right one lists the tools
    await page.goto('/tools?tab=mcp', { waitUntil: 'networkidle' });
    await page.getByTestId('mcp-servers-empty').waitFor();
    await page.getByTestId('add-mcp-server-button').first().click();
    const dialog = page.getByTestId('mcp-server-dialog');
    await dialog.getByTestId('mcp-name-input').fill('FAQ');
    await dialog.getByTestId('mcp-url-input').fill(`${receiver}/not-mcp`);
    await dialog.getByTestId('mcp-add-submit').click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('did not answer as an MCP server');
    await dialog.getByTestId('mcp-url-input').fill(`${receiver}/mcp`);
    await dialog.getByTestId('mcp-add-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('mcp-server-FAQ');
    await card.getByTestId('mcp-server-tools').waitFor();
    expect(await card.getByTestId('mcp-server-tools').textContent()).toContain('lookup_faq');
    await card.getByTestId('mcp-refresh-button').click();
    await expect.poll(() => card.getByTestId('mcp-refresh-button').isEnabled()).toBe(true);
    // edit: renamed, the tools (and their ids) stay
    await card.getByTestId('mcp-edit-button').click();
    const edit = page.getByTestId('mcp-server-dialog');
    expect(await edit.getByTestId('mcp-url-input').inputValue()).toBe(`${receiver}/mcp`);
    await edit.getByTestId('mcp-name-input').fill('Store FAQ');
    await edit.getByTestId('mcp-add-submit').click();
    await edit.waitFor({ state: 'detached' });
    await page.getByTestId('mcp-server-Store FAQ').getByTestId('mcp-server-tools').waitFor();

    // 2. attached to an agent, the model calls it in the Testing Console
    const [server] = await apiCall<{ tools: { id: string; name: string }[] }[]>(page, 'GET', `/api/projects/${project.id}/mcp-servers`);
    const lookup = server.tools.find((tool) => tool.name === 'lookup_faq');
    const agent = await apiCall<{ id: string }>(page, 'POST', `/api/projects/${project.id}/agents`, {
      name: 'FAQ Helper',
      modelProvider: 'other',
      modelName: 'e2e-model',
      attachedTools: [{ toolId: lookup?.id, enabled: true }],
    });
    await page.goto(`/test-console?agentId=${agent.id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('console-test-input').fill('Please call lookup_faq with {"question": "returns"}');
    await page.getByTestId('console-run-test').click();
    await expect.poll(() => page.getByTestId('console-output').textContent(), { timeout: 15_000 }).toContain('returns are free within 30 days');
    const toolStep = page.getByTestId('result-step').filter({ hasText: 'lookup_faq' });
    expect(await toolStep.getByTestId('step-status').textContent()).toContain(consoleEn.results.stepStatus.success);

    // 3. the agent itself as an MCP server: switched on in Deployments > API
    await apiCall(page, 'POST', `/api/agents/${agent.id}/publish`, { makeActive: true });
    await page.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=api`, { waitUntil: 'networkidle' });
    const endpoint = page.getByTestId('mcp-endpoint-card');
    await endpoint.waitFor();
    expect(await endpoint.textContent()).toContain(mcpEn.endpoint.off);
    await endpoint.getByTestId('agent-mcp-switch').click();
    await expect.poll(() => endpoint.textContent()).toContain('ask_faq_helper');
    expect(await endpoint.getByTestId('agent-mcp-url').textContent()).toMatch(new RegExp(`/api/mcp/agents/${agent.id}$`));
    expect((await apiCall<{ enabled: boolean }>(page, 'GET', `/api/agents/${agent.id}/mcp`)).enabled).toBe(true);

    // 4. the same agent for OpenAI-compatible clients: base URL and model name, in both themes and languages
    const openai = page.getByTestId('openai-endpoint-card');
    expect(await openai.getByTestId('openai-base-url').textContent()).toMatch(/^https?:\/\/[^/]+\/v1$/);
    const model = (await openai.getByTestId('openai-model').textContent())?.trim() ?? '';
    expect((await apiCall<{ model: string | null }>(page, 'GET', `/api/agents/${agent.id}/openai-endpoint`)).model).toBe(model);
    await enableAxe(browser.context);
    const findings: string[] = [];
    for (const [theme, language] of [['light', 'en'], ['dark', 'es']] as const) {
      // the context already holds the language the first page stored, so each view sets its own
      const view = await newPage(browser.context);
      await view.addInitScript((p) => {
        localStorage.setItem('theme', p.theme);
        localStorage.setItem('language', p.language);
      }, { theme, language });
      await view.goto(`/deployments?agentId=${agent.id}&tab=channels&channel=api`, { waitUntil: 'networkidle' });
      await view.getByTestId('openai-endpoint-card').waitFor();
      if (language === 'es') await view.getByText(deploymentsEs.openaiEndpoint.title, { exact: true }).waitFor();
      findings.push(...(await seriousAxeFindings(view)).map((f) => `${theme} ${language}: ${f}`));
      if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(view, `openai-endpoint-${theme}-${language}`);
      await view.close();
    }
    expect(findings).toEqual([]);
  });
});
