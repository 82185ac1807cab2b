import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import membersEn from '../src/web/i18n/en/members.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';
import { apiCall } from './support/page-api';

// Issue 14's team journey: the owner invites an editor and a viewer from Settings > Members; each
// accepts from the link; the editor edits the team's agent, the viewer sees it without any way to
// change it (and the server refuses when asked anyway).
const browser = setupBrowser({ server: 'open' });

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `team-${name}`);
};

async function invite(page: Page, email: string, role: 'editor' | 'viewer'): Promise<string> {
  await page.getByLabel(membersEn.invitations.email).fill(email);
  await page.getByTestId('invite-role').click();
  await page.getByRole('option', { name: membersEn.roles[role] }).click();
  await page.getByTestId('invite-submit').click();
  const link = page.getByTestId('invite-link');
  await expect.poll(() => page.getByTestId('invite-created').textContent()).toContain(email);
  return link.inputValue();
}

/** A new account opens the invitation link, signs up from it, and accepts. */
async function acceptAs(page: Page, email: string, link: string, firstName: string) {
  await page.goto(link, { waitUntil: 'networkidle' });
  await page.getByTestId('invite-sign-in').waitFor();
  // signing up lands back on the pending invitation, which names the project and the role
  await signUp(page, { email, password: 'team-password-1', firstName }, '/invite');
  await page.getByTestId('invite-preview').waitFor();
  await page.getByTestId('invite-accept').click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/conversations', { waitUntil: 'networkidle' });
}

describe('team', () => {
  it('invites an editor who edits the agent and a viewer who cannot', async () => {
    await enableAxe(browser.context);
    const owner = await newPage(browser.context, { theme: 'light' });
    await signUp(owner, { email: uniqueEmail('owner'), password: 'team-password-1', firstName: 'Olivia' });
    const [project] = await apiCall<{ id: string; name: string }[]>(owner, 'GET', '/api/projects');
    const agent = await apiCall<{ id: string }>(owner, 'POST', `/api/projects/${project.id}/agents`, {
      name: 'Team Bot',
      description: 'Shared by the team',
      defaultLanguage: 'en',
      modelProvider: 'openai',
      modelName: 'gpt-4o-mini',
      modelSettings: { temperature: 0.3, topP: 1, maxTokens: 500 },
      websiteUrls: [],
      channels: { webWidget: true, api: true, sms: false, whatsapp: false },
    });

    await owner.goto('/settings?tab=members', { waitUntil: 'networkidle' });
    await owner.getByTestId('members-tab').waitFor();
    const editorEmail = uniqueEmail('editor');
    const viewerEmail = uniqueEmail('viewer');
    const editorLink = await invite(owner, editorEmail, 'editor');
    // no mail server on the test instance: the link is shown to copy, and says so
    expect(await owner.getByTestId('invite-created').textContent()).toContain(membersEn.invitations.noMail.split('{{')[0]);
    const viewerLink = await invite(owner, viewerEmail, 'viewer');
    await expect.poll(() => owner.getByTestId('invitation-row').count()).toBe(2);
    await snapshot(owner, 'members-light');
    const findings = (await seriousAxeFindings(owner)).map((f) => `members light: ${f}`);

    // the editor joins and edits the team's agent
    const editorContext = await browser.newContext();
    await enableAxe(editorContext);
    const editor = await newPage(editorContext, { theme: 'dark' });
    await editor.goto(editorLink, { waitUntil: 'networkidle' });
    await snapshot(editor, 'invitation-signed-out');
    await acceptAs(editor, editorEmail, editorLink, 'Eddie');
    expect(await editor.getByTestId('sidebar-project').textContent()).toBe(project.name);
    await editor.goto('/agents', { waitUntil: 'networkidle' });
    const card = editor.locator('[data-testid=agent-card][data-agent-name="Team Bot"]');
    await card.getByRole('button', { name: 'Team Bot', exact: true }).click();
    const wizard = editor.getByTestId('agent-wizard-dialog');
    await wizard.waitFor();
    await wizard.locator('#agent-description').fill('Edited by the editor');
    for (const step of ['2', '3', '4', '5']) {
      await editor.getByTestId('wizard-next').click();
      await expect.poll(() => editor.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await editor.getByTestId('wizard-submit').click();
    await expect.poll(async () => (await apiCall<{ description: string }>(owner, 'GET', `/api/agents/${agent.id}`)).description).toBe('Edited by the editor');

    // a project of the editor's own becomes current; the switcher goes back to the team's
    await apiCall(editor, 'POST', '/api/projects', { name: "Eddie's lab" });
    await editor.reload({ waitUntil: 'networkidle' });
    expect(await editor.getByTestId('sidebar-project').textContent()).toBe("Eddie's lab");
    await editor.getByTestId('project-switcher').click();
    await snapshot(editor, 'project-switcher');
    await editor.getByRole('option', { name: `${project.name} (${membersEn.roles.editor})` }).click();
    await expect.poll(() => editor.getByTestId('sidebar-project').textContent()).toBe(project.name);
    await editor.getByTestId('app-sidebar').getByRole('link', { name: 'Agents' }).click();
    await editor.locator('[data-testid=agent-card][data-agent-name="Team Bot"]').waitFor();

    // the viewer joins, sees the agent, and has no way to change it
    const viewerContext = await browser.newContext();
    const viewer = await newPage(viewerContext, { theme: 'light' });
    await acceptAs(viewer, viewerEmail, viewerLink, 'Vera');
    await viewer.goto('/agents', { waitUntil: 'networkidle' });
    await viewer.locator('[data-testid=agent-card][data-agent-name="Team Bot"]').waitFor();
    expect(await viewer.getByTestId('role-notice').textContent()).toBe(membersEn.readOnly.viewer);
    expect(await viewer.getByTestId('agents-create').count()).toBe(0);
    expect(await viewer.locator('[data-testid=agent-card]').getByRole('button', { name: 'Team Bot', exact: true }).count()).toBe(0);
    const refused = await viewer.evaluate(async (id) => {
      const csrf = decodeURIComponent(document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '');
      const res = await fetch(`/api/agents/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ status: 'draft' }) });
      return { status: res.status, body: await res.json() };
    }, agent.id);
    expect(refused).toMatchObject({ status: 403, body: { code: 'ROLE_FORBIDDEN' } });
    await snapshot(viewer, 'viewer-agents');

    // the owner sees both members with their roles
    await owner.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => owner.locator('[data-testid=member-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-role')))).toEqual(['owner', 'editor', 'viewer']);
    await owner.evaluate(() => localStorage.setItem('theme', 'dark'));
    await owner.reload({ waitUntil: 'networkidle' });
    await owner.getByTestId('members-tab').waitFor();
    await snapshot(owner, 'members-dark');
    findings.push(...(await seriousAxeFindings(owner)).map((f) => `members dark: ${f}`));
    findings.push(...(await seriousAxeFindings(editor)).map((f) => `editor dark: ${f}`));
    expect(findings).toEqual([]);
  });
});
