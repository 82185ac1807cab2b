import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import accountEn from '../src/web/i18n/en/account.json';
import authEn from '../src/web/i18n/en/auth.json';
import settingsEs from '../src/web/i18n/es/settings.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, setupBrowser, signUp, uniqueEmail } from './support/browser';

// Issue 14's account journey: turn on two-factor sign-in from Settings > Security with the shown
// key, keep the recovery codes, sign out, and sign in again with a code computed from that key.
const browser = setupBrowser({ server: 'open' });

const snapshot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `account-${name}`);
};

describe('account security', () => {
  it('turns on two-factor sign-in and signs in with a code from the shown key', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'dark' });
    const account = { email: uniqueEmail('twofactor'), password: 'two-factor-password-1', firstName: 'Tess' };
    await signUp(page, account);
    await page.goto('/settings?tab=security', { waitUntil: 'networkidle' });
    await page.getByTestId('two-factor-start').click();
    await page.getByTestId('two-factor-setup').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await snapshot(page, 'two-factor-setup-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `security dark: ${f}`);

    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByLabel(accountEn.twoFactor.code).fill(totp.generate());
    await page.getByTestId('two-factor-enable').click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('li').count()).toBe(10);
    await snapshot(page, 'recovery-codes-dark');
    await page.getByTestId('recovery-codes-done').click();
    expect(await page.getByTestId('two-factor-state').textContent()).toBe(accountEn.twoFactor.on);
    expect(await page.getByTestId('session-row').count()).toBe(1);

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('two-factor').waitFor();
    await snapshot(page, 'security-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `security light: ${f}`));

    // sign out, then in: the password alone is not enough
    await page.goto('/api/logout', { waitUntil: 'networkidle' });
    await page.goto('/api/login', { waitUntil: 'networkidle' });
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel(authEn.fields.email, { exact: true }).fill(account.email);
    await form.getByLabel(authEn.fields.password, { exact: true }).fill(account.password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-code').waitFor();
    await snapshot(page, 'sign-in-code-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `sign-in code: ${f}`));
    // the code that turned it on is used up; the next one (accepted a period early) signs in
    await page.getByLabel(accountEn.signIn.codeTitle).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'networkidle' });
    await page.getByTestId('app-sidebar').waitFor();

    await page.goto('/reset-password#not-a-real-token', { waitUntil: 'networkidle' });
    await page.getByLabel(accountEn.password.new, { exact: true }).fill('reset-password-123');
    await page.getByLabel(accountEn.password.repeat).fill('reset-password-123');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('auth-error').waitFor();
    await snapshot(page, 'reset-invalid-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `reset page: ${f}`));
    expect(findings).toEqual([]);
  });

  it('sets the public chat limits and the privacy switches in Settings > Security', async () => {
    await enableAxe(browser.context);
    const page = await newPage(browser.context, { theme: 'light' });
    await signUp(page, { email: uniqueEmail('limits'), password: 'rate-limits-password-1', firstName: 'Lina' });
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/settings?tab=security', { waitUntil: 'networkidle' });
    const perSession = page.getByTestId('chat-limit-perSessionPerMinute');
    expect(await perSession.inputValue()).toBe('10');
    await perSession.fill('301');
    expect(await page.getByTestId('chat-limits-save').isDisabled()).toBe(true);
    await perSession.fill('5');
    await page.getByTestId('chat-limits-save').click();
    await page.getByText(settingsEs.security.chatLimits.saved, { exact: true }).first().waitFor();
    await snapshot(page, 'rate-limits-es-light');
    const findings = (await seriousAxeFindings(page)).map((f) => `security es light: ${f}`);

    await page.getByTestId('setting-piiMasking').click();
    await page.getByTestId('setting-rateLimiting').click();
    await expect.poll(() => perSession.isDisabled()).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('chat-limit-perSessionPerMinute').inputValue()).toBe('5');
    expect(await page.getByTestId('setting-rateLimiting').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('chat-limit-perSessionPerMinute').isDisabled()).toBe(true);
    const saved = await (await page.request.get('/api/settings')).json();
    expect(saved).toMatchObject({ rateLimiting: false, piiMasking: false, chatLimits: { perIpPerMinute: 30, perSessionPerMinute: 5, perApiKeyPerMinute: 120 } });

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('chat-limits').waitFor();
    await snapshot(page, 'rate-limits-es-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `security es dark: ${f}`));
    expect(findings).toEqual([]);
  });
});
