import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5104';
const OUT = '/tmp/agents-shots';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx = await b.newContext({ viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message));
const shot = (name) => page.screenshot({ path: `${OUT}/${name}.png` });
const wait = (ms) => page.waitForTimeout(ms);

await page.goto(BASE + '/');
const reg = await page.evaluate(async () => {
  const r = await fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'password123', firstName: 'Ada' }) });
  return r.status;
});
console.log('register', reg);
await page.goto(BASE + '/agents');
await page.getByTestId('agents-empty').waitFor();
await shot('01-empty-dark');

await page.getByTestId('agents-create').click();
await page.getByTestId('wizard-step').waitFor();
console.log('url after create', page.url());
await page.getByTestId('wizard-next').click();
await wait(300);
await shot('02-step1-error-dark');
await page.fill('#agent-name', 'Clinic Helper');
await page.click('#agent-industry');
await page.getByRole('option', { name: 'Healthcare' }).click();
await page.fill('#agent-description', 'Answers patient questions about opening hours and appointments.');
await shot('03-step1-dark');
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="2"]').waitFor();
await page.fill('#agent-system-prompt', 'You are the friendly assistant of a small clinic.');
await page.fill('#agent-rules', 'Never give medical diagnoses.');
await shot('04-step2-dark');
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="3"]').waitFor();
await page.fill('#website-url-0', 'https://example.com/');
await page.getByRole('button', { name: 'Add URL' }).click();
await page.getByRole('button', { name: 'Add URL' }).click();
await page.fill('#website-url-2', 'not a url');
await page.getByTestId('wizard-next').click();
await wait(300);
await shot('05-step3-error-dark');
await page.fill('#website-url-2', 'https://example.org/about/');
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="4"]').waitFor();
await page.click('#tool-switch-sendEmail');
await page.click('#tool-switch-webhook');
await page.fill('#smtp-host', 'smtp.example.com');
await page.fill('#smtp-user', 'mailer');
await page.fill('#smtp-password', 's3cret');
await page.fill('#smtp-from', 'clinic@example.com');
await page.fill('#tool-webhook-endpoint', 'https://hooks.example.com/agent');
await page.locator('[data-testid="tool-webhook"]').getByRole('button', { name: 'Add header' }).click();
await page.fill('#tool-webhook-header-key-0', 'Authorization');
await page.locator('[data-testid="tool-webhook"]').getByPlaceholder('Value').fill('Bearer abc');
await shot('06-step4-dark');
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="5"]').waitFor();
await shot('07-step5-dark');
const createReq = page.waitForRequest((r) => r.url().endsWith('/agents') && r.method() === 'POST');
await page.getByTestId('wizard-submit').click();
const req = await createReq;
console.log('create payload', req.postData());
await page.getByTestId('agent-card').first().waitFor();
await wait(400);
await shot('08-created-grid-dark');
console.log('url after create', page.url());

// edit
await page.getByTestId('agent-menu').first().click();
await shot('09-menu-dark');
await page.getByRole('menuitem', { name: 'Edit Agent' }).click();
await page.locator('[data-step="1"]').waitFor();
console.log('url edit', page.url());
await page.getByTestId('wizard-next').click();
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="3"]').waitFor();
await shot('10-edit-step3-dark');
await page.getByTestId('wizard-next').click();
await page.locator('[data-step="4"]').waitFor();
await shot('11-edit-step4-dark');
await page.getByTestId('wizard-next').click();
await page.getByTestId('wizard-tune-up').click();
await wait(1500);
await shot('12-edit-step5-tuneup-dark');
await page.getByTestId('wizard-submit').click();
await wait(1200);
await shot('13-updated-dark');

// duplicate
await page.getByTestId('agent-menu').first().click();
await page.getByRole('menuitem', { name: 'Duplicate' }).click();
await page.locator('[data-agent-name="Clinic Helper (Copy)"]').waitFor();
await wait(300);
await shot('14-duplicated-dark');
await page.getByTestId('agents-layout-list').click();
await shot('15-list-dark');
await page.getByTestId('agents-search').fill('copy');
await shot('16-search-dark');
await page.getByTestId('agents-search').fill('');
await page.getByTestId('agents-layout-grid').click();

// test dialog
await page.locator('[data-agent-name="Clinic Helper"]').getByTestId('agent-menu').click();
await page.getByRole('menuitem', { name: 'Test Agent' }).click();
await wait(300);
await shot('17-test-dialog-dark');
await page.keyboard.press('Escape');

// delete
await page.locator('[data-agent-name="Clinic Helper (Copy)"]').getByTestId('agent-menu').click();
await page.getByRole('menuitem', { name: 'Delete' }).click();
await wait(300);
await shot('18-delete-confirm-dark');
await page.getByTestId('confirm-delete-agent').click();
await wait(1000);
await shot('19-deleted-dark');

await page.goto(BASE + '/workflows');
await page.getByTestId('workflow-agent-card').first().waitFor();
await shot('20-workflows-dark');

console.log('ERRORS', JSON.stringify(errors, null, 1));
await b.close();
