import { describe, expect, it } from 'vitest';
import agentsEn from '../src/web/i18n/en/agents.json';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 27: the owner writes an agent's conversation starters on the wizard's Deploy step, where
// they are edited again later (the Edit Agent dialog reuses the wizard).
const browser = setupBrowser({ server: 'open' });

async function toStep(page: Awaited<ReturnType<typeof newPage>>, step: string) {
  for (;;) {
    const now = await page.getByTestId('wizard-step').getAttribute('data-step');
    if (now === step) return;
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).not.toBe(now);
  }
}

describe('conversation starters in the wizard', () => {
  it('are written on the Deploy step, saved without blank rows, and edited again', async () => {
    const page = await newPage(browser.context);
    await signUp(page, { email: uniqueEmail('starters'), password: 'starters-password-1', firstName: 'Sol' });
    await page.goto('/agents?create=1', { waitUntil: 'networkidle' });
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByLabel(wizardEn.basics.name).fill('Starter Bot');
    await toStep(page, '5');

    const field = wizard.getByRole('group', { name: wizardEn.deploy.starters });
    const add = field.getByRole('button', { name: wizardEn.deploy.addStarter });
    const row = (n: number) => field.getByLabel(wizardEn.deploy.starterLabel.replace('{{n}}', String(n)), { exact: true });
    for (let i = 0; i < 4; i++) await add.click();
    // four is the limit: no fifth row
    expect(await add.count()).toBe(0);
    await row(1).fill('What are your opening hours?');
    await row(2).fill('   ');
    await row(3).fill('How do I return an order?');
    await row(4).fill('Do you ship abroad?');
    expect(await row(1).getAttribute('maxlength')).toBe('200');
    await page.getByTestId('wizard-submit').click();
    const card = page.locator('[data-testid=agent-card][data-agent-name="Starter Bot"]');
    await card.waitFor();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });

    const agentId = await page.evaluate(async () => {
      const projects = await (await fetch('/api/projects')).json();
      return (await (await fetch(`/api/projects/${projects[0].id}/agents`)).json())[0].id as string;
    });
    const saved = async () => ((await (await page.request.get(`/api/agents/${agentId}`)).json()) as { starters: string[] }).starters;
    expect(await saved()).toEqual(['What are your opening hours?', 'How do I return an order?', 'Do you ship abroad?']);

    // the edit dialog shows them on the same step; remove one, add one
    await card.getByTestId('agent-menu').click();
    await page.getByRole('menuitem', { name: agentsEn.menu.edit }).click();
    await expect.poll(() => wizard.getByText(wizardEn.titleEdit).isVisible()).toBe(true);
    await toStep(page, '5');
    expect(await row(2).inputValue()).toBe('How do I return an order?');
    await field.getByRole('button', { name: wizardEn.deploy.removeStarter.replace('{{n}}', '2') }).click();
    await add.click();
    await row(3).fill('Can I pay in instalments?');
    await page.getByTestId('wizard-submit').click();
    await page.getByTestId('wizard-step').waitFor({ state: 'detached' });
    expect(await saved()).toEqual(['What are your opening hours?', 'Do you ship abroad?', 'Can I pay in instalments?']);
  });
});
