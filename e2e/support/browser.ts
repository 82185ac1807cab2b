import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import authEn from '../../src/web/i18n/en/auth.json';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts', import.meta.url));

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserHandle {
  /** this test's own context (fresh cookies and storage for every test) */
  readonly context: BrowserContext;
  /** another isolated context, e.g. a second user or a saved session; closed after the test */
  newContext(options?: { storageState?: StorageState }): Promise<BrowserContext>;
}

/**
 * Registers the hooks of one e2e file: one Chromium for the file, a new context per test,
 * a screenshot of every open page when a test fails, and an uncaught page error fails the test.
 * `server: 'open'` points the contexts at the instance where every sign-up is authorized.
 */
export function setupBrowser(options: { server?: 'waitlist' | 'open' } = {}): BrowserHandle {
  const baseUrlKey = options.server === 'open' ? 'openBaseUrl' : 'baseUrl';
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  const newContext = async (options: { storageState?: StorageState } = {}) => {
    if (!browser) throw new Error('setupBrowser(): the browser is not launched yet (call it at the top of the file)');
    const context = await browser.newContext({ baseURL: inject(baseUrlKey), viewport: { width: 1280, height: 800 }, ...options });
    context.setDefaultTimeout(15_000);
    context.on('page', (page) => {
      page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
      if (process.env.E2E_CONSOLE === '1') page.on('console', (m) => console.info(`[browser ${m.type()}] ${m.text()}`));
    });
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    contexts = [];
    pageErrors = [];
    await newContext();
  });
  afterEach(async ({ task }) => {
    const errors = pageErrors;
    // E2E_SCREENSHOTS=all keeps a picture of every journey's last screens, for a visual review.
    if (task.result?.state === 'fail' || errors.length > 0 || process.env.E2E_SCREENSHOTS === 'all') {
      const pages = contexts.flatMap((c) => c.pages());
      for (const [i, page] of pages.entries()) await screenshotOnFailure(page, `${task.name}${pages.length > 1 ? `-${i + 1}` : ''}`);
    }
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    if (errors.length > 0) throw new Error(`Uncaught error(s) in the page:\n${errors.join('\n')}`);
  });

  return {
    get context() {
      const first = contexts[0];
      if (!first) throw new Error('setupBrowser(): no context outside a test');
      return first;
    },
    newContext,
  };
}

/** A page whose local storage holds the given theme/language before the app's first script runs. */
export async function newPage(context: BrowserContext, prefs: { theme?: 'light' | 'dark' | 'system'; language?: 'en' | 'es' } = {}): Promise<Page> {
  const page = await context.newPage();
  // Only when unset, so that a choice made in the page survives reloads.
  await page.addInitScript((p: { theme?: string; language?: string }) => {
    if (p.theme && localStorage.getItem('theme') === null) localStorage.setItem('theme', p.theme);
    if (p.language && localStorage.getItem('language') === null) localStorage.setItem('language', p.language);
  }, prefs);
  return page;
}

/** Saves a full-page PNG to e2e/.artifacts/ (git-ignored); never throws. */
export async function screenshotOnFailure(page: Page, name: string): Promise<string | null> {
  if (page.isClosed()) return null;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-').slice(0, 100)}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    console.info(`screenshot: ${path.relative(process.cwd(), file)}`);
    return file;
  } catch {
    return null;
  }
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/** Creates an account through the sign-up form of the built-in sign-in page; resolves once the app has loaded at `landsOn` ('/'). */
export async function signUp(page: Page, account: Account, landsOn = '/'): Promise<void> {
  // The page picks sign-in or sign-up once it knows whether this is the first account.
  await page.goto('/api/login', { waitUntil: 'networkidle' });
  const form = page.getByTestId('sign-up-form');
  if (!(await form.isVisible())) await page.getByTestId('auth-mode-switch').click();
  await form.getByLabel(authEn.fields.firstName, { exact: true }).fill(account.firstName);
  await form.getByLabel(authEn.fields.email, { exact: true }).fill(account.email);
  await form.getByLabel(authEn.fields.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: authEn.signUp.submit }).click();
  await page.waitForURL((url) => url.pathname === landsOn, { waitUntil: 'networkidle' });
}

/** Signs in through the built-in sign-in page; resolves once the app has loaded at '/'. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/api/login', { waitUntil: 'networkidle' });
  const form = page.getByTestId('sign-in-form');
  if (!(await form.isVisible())) await page.getByTestId('auth-mode-switch').click();
  await form.getByLabel(authEn.fields.email, { exact: true }).fill(account.email);
  await form.getByLabel(authEn.fields.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: authEn.signIn.submit }).click();
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'networkidle' });
}

/** An address no other test of this run uses. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
