import { Secret, TOTP } from 'otpauth';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dashboardEn from '../src/web/i18n/en/dashboard.json';
import settingsEn from '../src/web/i18n/en/settings.json';
import shellEn from '../src/web/i18n/en/shell.json';
import instanceEn from '../src/web/i18n/en/instance.json';
import instanceEs from '../src/web/i18n/es/instance.json';
import settingsEs from '../src/web/i18n/es/settings.json';
import shellEs from '../src/web/i18n/es/shell.json';
import { enableAxe, seriousAxeFindings } from './support/axe';
import { newPage, screenshotOnFailure, signIn, signUp, uniqueEmail, setupBrowser, type Account, type StorageState } from './support/browser';
import { apiCall } from './support/page-api';
import { readCookie } from './support/page-state';

// These journeys share one server whose first account becomes the admin, so they run in order:
// the first one creates the admin and keeps its session for the others.
const browser = setupBrowser();
const admin: Account = { email: uniqueEmail('admin'), password: 'admin-password-1', firstName: 'Ada' };
const member: Account = { email: uniqueEmail('member'), password: 'member-password-1', firstName: 'Grace' };
let adminSession: StorageState | undefined;

function requireAdminSession(): StorageState {
  if (!adminSession) throw new Error('needs the admin created by the first journey of this file');
  return adminSession;
}

async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor();
  return (await locator.innerText()).trim();
}

describe('foundation', () => {
  it('the first sign-up lands on the dashboard with zero metrics', async () => {
    const page = await newPage(browser.context);
    await signUp(page, admin);

    expect(await textOf(page.getByTestId('page-title'))).toBe(shellEn.pages.dashboard.title);
    const dashboard = page.getByTestId('dashboard');
    const { activeAgents, totalConversations, monthlyCost, successRate } = dashboardEn.metrics;
    for (const title of [activeAgents, totalConversations, monthlyCost, successRate]) await dashboard.getByText(title, { exact: true }).waitFor();
    expect(await textOf(page.getByTestId('metric-active-agents-value'))).toBe('0');
    expect(await textOf(page.getByTestId('metric-total-conversations-value'))).toBe('0');
    expect(await textOf(page.getByTestId('metric-monthly-cost-value'))).toMatch(/^\$0\.00$/);
    expect(await textOf(page.getByTestId('metric-success-rate-value'))).toBe(dashboardEn.notAvailable);

    adminSession = await browser.context.storageState();
  });

  it('a later sign-up waits on the waitlist until the admin approves it', async () => {
    const memberPage = await newPage(browser.context);
    await signUp(memberPage, member);
    expect(await textOf(memberPage.getByTestId('waitlist-email'))).toBe(member.email);
    expect(await memberPage.getByTestId('app-sidebar').count()).toBe(0);

    const adminPage = await newPage(await browser.newContext({ storageState: requireAdminSession() }));
    await adminPage.goto('/');
    await adminPage.getByTestId('app-sidebar').getByRole('link', { name: shellEn.nav.settings }).click();
    await adminPage.getByRole('tab', { name: settingsEn.tabs.users }).click();
    const row = adminPage.getByTestId('admin-user-row').filter({ hasText: member.email });
    expect(await row.getAttribute('data-status')).toBe('waitlist');
    await row.getByRole('button', { name: settingsEn.users.approve }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('authorized');

    await memberPage.reload();
    expect(await textOf(memberPage.getByTestId('page-title'))).toBe(shellEn.pages.dashboard.title);
    await memberPage.getByTestId('dashboard').waitFor();
  });

  it('the collapsed sidebar stays collapsed after a reload', async () => {
    const page = await newPage(await browser.newContext({ storageState: requireAdminSession() }));
    await page.goto('/');
    const sidebar = page.getByTestId('app-sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');

    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(await readCookie(page, 'sidebar_state')).toBe('false');
    await page.reload();
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    await page.reload();
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
  });

  it('the admin changes who may join and disables an account from Settings, in both themes', async () => {
    const context = await browser.newContext({ storageState: requireAdminSession() });
    await enableAxe(context);
    const page = await newPage(context, { theme: 'dark' });
    await page.goto('/settings?tab=instance', { waitUntil: 'networkidle' });
    await page.getByTestId('instance-tab').waitFor();
    await page.getByTestId('signup-mode').click();
    await page.getByRole('option', { name: instanceEn.signup.modes.invite }).click();
    await expect.poll(() => page.getByTestId('instance-tab').textContent()).toContain(instanceEn.signup.invite);
    const providers = await page.evaluate(() => fetch('/api/auth/providers').then((r) => r.json()));
    expect(providers.signupMode).toBe('invite');
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'instance-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `instance dark: ${f}`);
    await page.getByTestId('signup-mode').click();
    await page.getByRole('option', { name: instanceEn.signup.modes.waitlist }).click();
    await expect.poll(() => page.getByTestId('instance-tab').textContent()).toContain(instanceEn.signup.waitlist);

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.goto('/settings?tab=users', { waitUntil: 'networkidle' });
    const row = page.locator('[data-testid=admin-user-row]', { hasText: member.email });
    await row.getByTestId('admin-user-disable').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('disabled');
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'users-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `users light: ${f}`));
    await row.getByTestId('admin-user-enable').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('authorized');
    expect(findings).toEqual([]);
  });

  it('the admin prices a model the built-in table does not know, in both themes', async () => {
    const context = await browser.newContext({ storageState: requireAdminSession() });
    await enableAxe(context);
    const page = await newPage(context, { theme: 'light' });
    await page.goto('/settings?tab=instance', { waitUntil: 'networkidle' });
    const card = page.getByTestId('instance-model-prices');
    await card.getByText(instanceEn.prices.none).waitFor();
    await card.getByTestId('model-price-add').click();
    await page.getByLabel(instanceEn.prices.modelOf.replace('{{n}}', '1')).fill('llama3.1:8b');
    await page.getByLabel(instanceEn.prices.outputOf.replace('{{n}}', '1')).fill('0.6');
    // the input price left empty: the server names the row and the field
    await card.getByTestId('model-prices-save').click();
    // in the toast itself (Radix also announces it, for a moment, in a live region with the same text)
    await page.getByTestId('toast').getByText('prices.0.input: The input price must be a number').waitFor();
    await page.getByLabel(instanceEn.prices.inputOf.replace('{{n}}', '1')).fill('0.2');
    await card.getByTestId('model-prices-save').click();
    await expect.poll(() => page.evaluate(() => fetch('/api/model-prices').then((r) => r.json()).then((v) => v.custom))).toEqual([{ model: 'llama3.1:8b', input: 0.2, output: 0.6 }]);
    await card.locator('summary').click();
    await card.getByText('gpt-4o: $2.5 in / $10 out').waitFor();
    expect(await card.getByText('offline-kb').count()).toBe(0);
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'model-prices-light');
    const findings = (await seriousAxeFindings(page)).map((f) => `model prices light: ${f}`);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByLabel(instanceEn.prices.inputOf.replace('{{n}}', '1')).inputValue()).toBe('0.2');
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'model-prices-dark');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `model prices dark: ${f}`));
    await card.getByRole('button', { name: instanceEn.prices.remove.replace('{{model}}', 'llama3.1:8b') }).click();
    await card.getByTestId('model-prices-save').click();
    await card.getByText(instanceEn.prices.none).waitFor();
    await expect.poll(() => page.evaluate(() => fetch('/api/model-prices').then((r) => r.json()).then((v) => v.custom))).toEqual([]);
    expect(findings).toEqual([]);
  });

  it('the admin reads that they have every feature and why, with no trial offer; a free member keeps the Free plan and the offer', async () => {
    const context = await browser.newContext({ storageState: requireAdminSession() });
    await enableAxe(context);
    const findings: string[] = [];
    for (const [theme, language] of [['light', 'en'], ['dark', 'es']] as const) {
      // pages of one context share local storage: the choice is written, then the page reloaded
      const page = await newPage(context);
      await page.goto('/settings?tab=subscription', { waitUntil: 'networkidle' });
      await page.evaluate(([t, l]) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('language', l);
      }, [theme, language]);
      await page.reload({ waitUntil: 'networkidle' });
      const settings = language === 'en' ? settingsEn : settingsEs;
      const shell = language === 'en' ? shellEn : shellEs;
      expect(await textOf(page.getByTestId('subscription-plan'))).toBe(settings.subscription.admin.name);
      expect(await textOf(page.getByTestId('subscription-why'))).toBe(settings.subscription.admin.why);
      expect(await page.getByTestId('start-trial').count()).toBe(0);
      expect(await textOf(page.getByTestId('sidebar-tier'))).toBe(shell.tier.admin);
      if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, `subscription-admin-${language}-${theme}`);
      findings.push(...(await seriousAxeFindings(page)).map((f) => `admin ${language} ${theme}: ${f}`));
      await page.close();
    }

    const memberContext = await browser.newContext();
    await enableAxe(memberContext);
    const page = await newPage(memberContext, { theme: 'light' });
    await signIn(page, member);
    await page.goto('/settings?tab=subscription', { waitUntil: 'networkidle' });
    expect(await textOf(page.getByTestId('subscription-plan'))).toBe('Free');
    expect(await page.getByTestId('subscription-why').count()).toBe(0);
    await page.getByTestId('start-trial').waitFor();
    expect(await textOf(page.getByTestId('sidebar-tier'))).toBe(shellEn.tier.free);
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'subscription-member-en-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `member: ${f}`));
    expect(findings).toEqual([]);
  });

  it("the admin sets the support address Help mails, and removing it hides Help's mail links", async () => {
    const context = await browser.newContext({ storageState: requireAdminSession() });
    await enableAxe(context);
    const page = await newPage(context);
    await page.goto('/help', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('language', 'es');
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('help-quickActions-viewToolsHub').waitFor();
    // SUPPORT_EMAIL is unset on the e2e server: no address, no mail link
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);

    await page.goto('/settings?tab=instance', { waitUntil: 'networkidle' });
    const card = page.getByTestId('instance-support-email');
    await card.getByText(instanceEs.support.descriptionNone).waitFor();
    await card.getByLabel(instanceEs.support.label).fill('desk@acme.example');
    await card.getByTestId('support-email-save').click();
    await card.getByText(instanceEs.support.descriptionSet).waitFor();
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'instance-support-es-dark');
    const findings = (await seriousAxeFindings(page)).map((f) => `instance es dark: ${f}`);

    await page.evaluate(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('language', 'en');
    });
    await page.goto('/help', { waitUntil: 'networkidle' });
    const mail = page.getByTestId('help-quickActions-contactSupport');
    await expect.poll(() => mail.getAttribute('href')).toBe('mailto:desk@acme.example');
    expect(await page.getByTestId('help-support-email').getAttribute('href')).toBe('mailto:desk@acme.example');
    if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'help-support-en-light');
    findings.push(...(await seriousAxeFindings(page)).map((f) => `help en light: ${f}`));
    // a signed-out visitor's landing page offers the same address in its footer
    const visitor = await newPage(await browser.newContext());
    await visitor.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => visitor.locator('footer a[href^="mailto:"]').getAttribute('href')).toBe('mailto:desk@acme.example');

    await page.goto('/settings?tab=instance', { waitUntil: 'networkidle' });
    await card.getByLabel(instanceEn.support.label).fill('');
    await card.getByTestId('support-email-save').click();
    await card.getByText(instanceEn.support.descriptionNone).waitFor();
    await page.goto('/help', { waitUntil: 'networkidle' });
    await page.getByTestId('help-quickActions-viewToolsHub').waitFor();
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    await visitor.reload({ waitUntil: 'networkidle' });
    await visitor.locator('footer').waitFor();
    expect(await visitor.locator('footer a[href^="mailto:"]').count()).toBe(0);
    expect(findings).toEqual([]);
  });

  it('with two-factor sign-in required for everyone, an account without it sees only its set-up', async () => {
    const adminPage = await newPage(await browser.newContext({ storageState: requireAdminSession() }));
    await adminPage.goto('/settings?tab=instance', { waitUntil: 'networkidle' });
    const { secret } = await apiCall<{ secret: string }>(adminPage, 'POST', '/api/auth/2fa/setup', {});
    await apiCall(adminPage, 'POST', '/api/auth/2fa/enable', { code: new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate() });
    await apiCall(adminPage, 'PUT', '/api/admin/instance', { requireTwoFactor: true });
    try {
      const context = await browser.newContext();
      await enableAxe(context);
      const page = await newPage(context, { theme: 'light' });
      await signIn(page, member);
      await page.getByTestId('two-factor-required').waitFor();
      await page.getByTestId('two-factor-start').waitFor();
      if (process.env.E2E_SCREENSHOTS === 'all') await screenshotOnFailure(page, 'two-factor-required-light');
      expect(await seriousAxeFindings(page)).toEqual([]);
    } finally {
      await apiCall(adminPage, 'PUT', '/api/admin/instance', { requireTwoFactor: false });
    }
  });
});
