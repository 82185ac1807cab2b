import { describe, expect, it } from 'vitest';
import wizardEn from '../src/web/i18n/en/wizard.json';
import { newPage, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Settings > Preferences > Auto-save: what was typed into a new agent's wizard comes back when the
// wizard opens again, until the agent is created (or the draft is discarded).
const browser = setupBrowser({ server: 'open' });

describe('wizard draft', () => {
  it('keeps a new agent typed but not created, and forgets it once created', async () => {
    const page = await newPage(browser.context, { theme: 'light' });
    await signUp(page, { email: uniqueEmail('drafter'), password: 'drafter-password-1', firstName: 'Drew' });
    await page.goto('/agents', { waitUntil: 'networkidle' });
    await page.getByTestId('agents-create').click();
    await page.getByTestId('template-blank').click();
    const wizard = page.getByTestId('agent-wizard-dialog');
    await wizard.getByLabel(wizardEn.basics.name).fill('Half-made Helper');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('agentforge.agentDraft.')))).toBe(true);
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('agents-create').click();
    await page.getByTestId('wizard-draft-restored').waitFor();
    expect(await wizard.getByLabel(wizardEn.basics.name).inputValue()).toBe('Half-made Helper');
    for (const step of ['2', '3', '4', '5']) {
      await page.getByTestId('wizard-next').click();
      await expect.poll(() => page.getByTestId('wizard-step').getAttribute('data-step')).toBe(step);
    }
    await page.getByTestId('wizard-submit').click();
    await page.locator('[data-testid=agent-card][data-agent-name="Half-made Helper"]').waitFor();

    await page.getByTestId('agents-create').click();
    // the draft is gone, so the wizard asks "a template or blank" again
    await page.getByTestId('template-blank').click();
    await wizard.getByLabel(wizardEn.basics.name).waitFor();
    expect(await wizard.getByLabel(wizardEn.basics.name).inputValue()).toBe('');
    expect(await page.getByTestId('wizard-draft-restored').count()).toBe(0);
  });
});
