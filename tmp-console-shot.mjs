import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5105';
const OUT = '/tmp/console-shots';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 1000 } });
await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('[browser]', m.type(), m.text()); });
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
async function shot(name) {
  const vp = page.viewportSize();
  const h = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
  await page.setViewportSize({ width: vp.width, height: Math.max(h, vp.height) });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  await page.setViewportSize(vp);
}
const call = (method, url, body) => page.evaluate(async ({ method, url, body }) => {
  const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.slice(11);
  const res = await fetch(url, { method, credentials: 'include', headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}, { method, url, body });

await page.goto(BASE + '/');
await page.evaluate(() => localStorage.setItem('theme', 'dark'));
let r = await call('POST', '/api/auth/register', { email: 'ada@example.com', password: 'correct horse battery', firstName: 'Ada', lastName: 'Lovelace' });
if (r.status >= 400) r = await call('POST', '/api/auth/login', { email: 'ada@example.com', password: 'correct horse battery' });
console.log('auth', r.status);
const projects = (await call('GET', '/api/projects')).body;
const projectId = projects[0].id;

// API keys tab: set the OpenAI-compatible endpoint through the UI
await page.goto(BASE + '/settings?tab=api-keys');
await page.waitForSelector('[data-testid="apikey-row"]');
await shot('keys-empty-dark');
const row = page.locator('[data-testid="apikey-row"][data-provider="openai_compatible"]');
await row.locator('[data-testid="apikey-save"]').click();
await page.waitForTimeout(300);
await row.screenshot({ path: `${OUT}/keys-validation-dark.png` });
await row.locator('[data-testid="apikey-base-url"]').fill('http://127.0.0.1:5106/v1');
await row.locator('[data-testid="apikey-input"]').fill('sk-local-test-abcd1234');
await row.locator('[data-testid="apikey-save"]').click();
await page.waitForSelector('[data-testid="apikey-row"][data-provider="openai_compatible"] [data-status="set"]');
console.log('key input after save =', JSON.stringify(await row.locator('[data-testid="apikey-input"]').inputValue()));
await row.locator('[data-testid="apikey-check"]').click();
await page.waitForTimeout(1200);
await shot('keys-set-dark');
// an invalid OpenAI key to show the Invalid state
const openai = page.locator('[data-testid="apikey-row"][data-provider="openai"]');
await openai.locator('[data-testid="apikey-input"]').fill('sk-wrong-key-0000');
await openai.locator('[data-testid="apikey-save"]').click();
await page.waitForSelector('[data-testid="apikey-row"][data-provider="openai"] [data-status="set"]');
await page.evaluate(() => localStorage.setItem('theme', 'light'));
await page.reload();
await page.waitForSelector('[data-testid="apikey-row"]');
await shot('keys-set-light');
console.log('keys', JSON.stringify((await call('GET', `/api/projects/${projectId}/api-keys`)).body));

await page.evaluate(() => localStorage.setItem('theme', 'dark'));
await page.goto(BASE + '/test-console');
await page.waitForSelector('[data-testid="test-console-empty"]');
await page.locator('[data-testid="console-analyze"]').click();
await page.waitForTimeout(400);
await shot('console-empty-dark');
// an agent on the fake endpoint
const existing = (await call('GET', `/api/projects/${projectId}/agents`)).body;
let agentId = existing.find((a) => a.name === 'Acme Support')?.id;
if (!agentId) {
  const created = await call('POST', `/api/projects/${projectId}/agents`, { name: 'Acme Support', description: 'Answers shoe questions', industry: 'E-commerce', modelProvider: 'other', modelName: 'fake-llama', modelSettings: { temperature: 0.4, topP: 1, maxTokens: 500 }, systemPrompt: 'You are the support assistant of Acme Shoes. Help customers with orders and returns.' });
  console.log('agent', created.status, created.status >= 400 ? JSON.stringify(created.body) : '');
  agentId = created.body.id;
  await call('POST', `/api/projects/${projectId}/agents`, { name: 'Offline Helper', status: 'active', systemPrompt: 'Be nice.' });
}

await page.evaluate(() => localStorage.setItem('theme', 'dark'));
await page.goto(BASE + `/test-console?agentId=${agentId}`);
await page.waitForSelector('[data-testid="console-prompt"]');
await page.locator('[data-testid="console-run-test"]').click();
await page.waitForTimeout(300);
await shot('console-initial-dark');
await page.locator('[data-testid="console-view-prompt"]').click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${OUT}/console-prompt-dialog-dark.png` });
await page.keyboard.press('Escape');
await page.locator('[data-testid="console-agent-select"]').click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${OUT}/console-select-dark.png`, clip: { x: 0, y: 0, width: 900, height: 400 } });
await page.keyboard.press('Escape');
await page.locator('[data-testid="console-test-input"]').fill('What is your return policy for shoes?');
await page.locator('[data-testid="console-run-test"]').click();
await page.waitForTimeout(1000);
const mid = await page.locator('[data-testid="console-output"]').innerText();
await page.screenshot({ path: `${OUT}/console-streaming-dark.png` });
await page.waitForSelector('[data-testid="result-latency"]', { timeout: 30000 });
const final = await page.locator('[data-testid="console-output"]').innerText();
console.log('mid-stream chars', mid.length, 'final chars', final.length);
// analysis
await page.locator('[data-testid="console-analyze"]').click();
await page.waitForSelector('[data-testid="analysis-results"]', { timeout: 30000 });
await page.locator('[data-testid="suggestion-apply"]').nth(0).click();
await page.locator('[data-testid="suggestion-apply"]').nth(1).click();
console.log('prompt after apply:\n' + (await page.locator('[data-testid="console-prompt"]').inputValue()));
await page.locator('[data-testid="suggestion-apply"]').nth(1).click();
console.log('prompt after unapply:\n' + (await page.locator('[data-testid="console-prompt"]').inputValue()));
await page.waitForTimeout(5200);
await shot('console-results-dark');
await page.locator('[data-testid="console-save-prompt"]').click();
await page.waitForFunction(() => document.querySelector('[data-testid="console-save-prompt"]')?.textContent?.includes('Saved'));
console.log('saved prompt =', JSON.stringify((await call('GET', `/api/agents/${agentId}`)).body.systemPrompt));
// save as test case and run all
await page.locator('[data-testid="console-save-case"]').click();
await page.locator('[data-testid="case-expected"]').fill('30 days');
await page.locator('[data-testid="case-save"]').click();
await page.waitForSelector('[data-testid="test-case"]');
await page.locator('[data-testid="cases-run-all"]').click();
await page.waitForSelector('[data-testid="test-case"] [data-status="passed"], [data-testid="test-case"] [data-status="failed"]', { timeout: 30000 });
await page.locator('[data-testid="test-case"] button[aria-expanded]').first().click();
await page.waitForTimeout(5200);
await shot('console-cases-dark');
await page.locator('[data-testid="console-tune-up"]').click();
await page.waitForSelector('[data-testid="tune-up-summary"]', { timeout: 30000 });
await page.waitForTimeout(300);
await page.screenshot({ path: `${OUT}/console-tuneup-dark.png` });
await page.evaluate(() => localStorage.setItem('theme', 'light'));
await page.reload();
await page.waitForSelector('[data-testid="console-prompt"]');
await page.locator('[data-testid="console-test-input"]').fill('Can I return worn shoes?');
await page.locator('[data-testid="console-test-prompt"]').click();
await page.waitForSelector('[data-testid="result-latency"]', { timeout: 30000 });
await page.locator('[data-testid="console-analyze"]').click();
await page.waitForSelector('[data-testid="analysis-results"]', { timeout: 30000 });
await page.locator('[data-testid="suggestion-apply"]').nth(2).click();
await page.waitForTimeout(5200);
await shot('console-results-light');
// phone
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(500);
for (const [i, y] of [0, 900, 1800, 2700, 3600].entries()) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${OUT}/console-phone-light-${i}.png` });
}
await page.goto(BASE + `/settings?tab=api-keys`);
await page.waitForSelector('[data-testid="apikey-row"]');
await page.evaluate(() => window.scrollTo(0, 400));
await page.waitForTimeout(200);
await page.screenshot({ path: `${OUT}/keys-phone-light.png` });
await b.close();
