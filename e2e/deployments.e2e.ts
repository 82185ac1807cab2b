import { describe, expect, it } from 'vitest';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 5: publishing from the Deployments screen, and the two-step version delete (ELIMINAR).
const browser = setupBrowser({ server: 'open' });

describe('Deployments', () => {
  it('publishes a version, then deletes it only after ELIMINAR is typed', async () => {
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('deployer'), password: 'deployer-password-1', firstName: 'Dee' });
    const agentId = await page.evaluate(async () => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.slice(11) ?? '');
      const projects = await (await fetch('/api/projects')).json();
      const res = await fetch(`/api/projects/${projects[0].id}/agents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ name: 'Release Bot', systemPrompt: 'You are Release Bot, a helper.' }),
      });
      return ((await res.json()) as { id: string }).id;
    });

    await page.goto(`/deployments?agentId=${agentId}`, { waitUntil: 'networkidle' });
    await page.getByTestId('publish-version').click();
    const row = page.locator('[data-testid=version-row][data-version=v1]');
    await row.waitFor();
    const versions = await (await page.request.get(`/api/agents/${agentId}/versions`)).json();
    expect(versions.map((v: { version: string; isActive: boolean }) => [v.version, v.isActive])).toEqual([['v1', true]]);

    await row.getByTestId('version-delete').click();
    const dialog = page.getByTestId('delete-version-dialog');
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('1');
    await page.getByTestId('delete-continue').click();
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('2');
    const input = page.getByTestId('delete-confirm-input');
    const final = page.getByTestId('delete-final');
    await input.fill('elimina');
    expect(await final.isDisabled()).toBe(true);
    // cancel goes back to step 1 and clears the word
    await page.getByTestId('delete-cancel').click();
    await row.getByTestId('version-delete').click();
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('1');
    await page.getByTestId('delete-continue').click();
    expect(await input.inputValue()).toBe('');
    await input.fill('eliminar');
    expect(await final.isDisabled()).toBe(false);
    await final.click();
    await row.waitFor({ state: 'detached' });
    expect(await (await page.request.get(`/api/agents/${agentId}/versions`)).json()).toEqual([]);
  });
});
