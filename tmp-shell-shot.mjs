import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5101';
const OUT = '/tmp/shell-shots';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const errors = [];
async function newPage(ctx) {
  const p = await ctx.newPage();
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return p;
}
async function theme(p, t) { await p.evaluate((t) => localStorage.setItem('theme', t), t); await p.reload(); await p.waitForLoadState('networkidle'); }
const shot = (p, name) => p.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });

const desk = await b.newContext({ viewport: { width: 1280, height: 800 } });
let p = await newPage(desk);
await p.goto(`${BASE}/api/login`); await p.waitForLoadState('networkidle');
await shot(p, '01-signin-firstuser-dark');
await p.fill('#sign-up-first-name', 'Ada'); await p.fill('#sign-up-last-name', 'Lovelace');
await p.fill('#sign-up-email', 'bad'); await p.fill('#sign-up-password', 'short');
await p.click('[data-testid=sign-up-submit]'); await p.waitForTimeout(300);
await shot(p, '02-signup-validation');
await p.fill('#sign-up-email', 'ada@example.com'); await p.fill('#sign-up-password', 'password123');
await p.click('[data-testid=sign-up-submit]');
await p.waitForURL(`${BASE}/`); await p.waitForSelector('[data-testid=dashboard]'); await p.waitForLoadState('networkidle');
await shot(p, '03-dashboard-dark');
await theme(p, 'light'); await shot(p, '04-dashboard-light');
await p.screenshot({ path: `${OUT}/04b-dashboard-light-full.png`, fullPage: true });
await theme(p, 'dark');
await p.keyboard.press('Control+b'); await p.waitForTimeout(400);
console.log('state after ctrl+b', await p.getAttribute('[data-testid=app-sidebar]', 'data-state'));
await p.reload(); await p.waitForLoadState('networkidle');
console.log('state after reload', await p.getAttribute('[data-testid=app-sidebar]', 'data-state'));
await p.hover('nav a[href="/agents"]'); await p.waitForTimeout(900);
await shot(p, '05-collapsed-dark');
console.log('cookies', JSON.stringify((await desk.cookies()).filter(c => c.name === 'sidebar_state')));
await p.click('[data-testid=sidebar-toggle]'); await p.waitForTimeout(300);

// second user on the waitlist
const other = await b.newContext();
const o = await other.newPage();
await o.goto(`${BASE}/api/login`);
const res = await o.evaluate(async () => { const r = await fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bob@example.com', password: 'password123', firstName: 'Bob' }) }); return r.status; });
console.log('register bob', res);
await o.goto(`${BASE}/api/login`); await o.waitForLoadState('networkidle');
await o.screenshot({ path: `${OUT}/06-signin-waitlist-mode.png` });
await o.click('[data-testid=auth-mode-switch]'); await o.waitForTimeout(200);
await o.screenshot({ path: `${OUT}/06b-signup-waitlist-mode.png` });
await other.close();

for (const tab of ['profile', 'subscription', 'api-keys', 'preferences', 'notifications', 'security', 'users']) {
  await p.goto(`${BASE}/settings?tab=${tab}`); await p.waitForLoadState('networkidle');
  await shot(p, `07-settings-${tab}-dark`);
}
await theme(p, 'light');
await p.goto(`${BASE}/settings?tab=users`); await p.waitForLoadState('networkidle');
await shot(p, '08-settings-users-light');
await p.goto(`${BASE}/settings?tab=profile`); await p.waitForLoadState('networkidle');
await p.fill('#profile-first-name', 'Augusta Ada');
await p.click('[data-testid=profile-save]'); await p.waitForSelector('[data-testid=toast]'); await p.waitForTimeout(500);
await shot(p, '09-profile-saved-light');
await p.goto(`${BASE}/settings?tab=subscription`); await p.waitForLoadState('networkidle');
await p.click('[data-testid=start-trial]'); await p.waitForSelector('[data-testid=toast]'); await p.waitForTimeout(800);
await shot(p, '10-subscription-after-trial-light');
await p.goto(`${BASE}/agents`); await p.waitForLoadState('networkidle'); await shot(p, '11-agents-not-available-light');
await p.goto(`${BASE}/nope`); await p.waitForLoadState('networkidle'); await shot(p, '12-404-light');
await theme(p, 'dark'); await shot(p, '12b-404-dark');
await p.goto(`${BASE}/agents/x/y`); await p.waitForLoadState('networkidle'); await shot(p, '13-404-in-shell-dark');
await p.goto(`${BASE}/demo/abc`); await p.waitForLoadState('networkidle'); await shot(p, '14-public-demo-dark');

const phone = await b.newContext({ viewport: { width: 390, height: 844 }, storageState: await desk.storageState() });
let m = await newPage(phone);
await m.goto(`${BASE}/`); await m.waitForLoadState('networkidle');
await shot(m, '15-phone-dashboard-dark');
await m.click('[data-testid=sidebar-toggle]'); await m.waitForTimeout(500);
await shot(m, '16-phone-drawer-dark');
await m.click('nav a[href="/settings"]'); await m.waitForTimeout(500);
await shot(m, '17-phone-settings-dark');
await theme(m, 'light');
await m.goto(`${BASE}/`); await m.waitForLoadState('networkidle');
await shot(m, '18-phone-dashboard-light');
await m.click('[data-testid=sidebar-toggle]'); await m.waitForTimeout(500);
await shot(m, '19-phone-drawer-light');
await m.goto(`${BASE}/api/logout`); await m.waitForLoadState('networkidle');
await m.goto(`${BASE}/api/login`); await m.waitForLoadState('networkidle');
await m.fill('#sign-in-email', 'ada@example.com'); await m.fill('#sign-in-password', 'wrongpass');
await m.click('[data-testid=sign-in-submit]'); await m.waitForSelector('[data-testid=auth-error]');
await shot(m, '20-phone-signin-error-light');
console.log('errors:\n' + errors.join('\n'));
await b.close();
