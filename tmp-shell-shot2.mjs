import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5101';
const OUT = '/tmp/shell-shots';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const errors = [];
const ctx = await b.newContext({ viewport: { width: 1280, height: 800 } });
const p = await ctx.newPage();
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
await p.goto(`${BASE}/api/login`); await p.waitForLoadState('networkidle');
await p.fill('#sign-in-email', 'ada@example.com'); await p.fill('#sign-in-password', 'password123');
await p.click('[data-testid=sign-in-submit]'); await p.waitForURL(`${BASE}/`); await p.waitForLoadState('networkidle');
// populated dashboard through mocked answers
const now = new Date().toISOString();
const agent = (i, status, v) => ({ id: `a${i}`, projectId: 'p', name: ['Sales Assistant', 'Support Bot', 'Hotel Concierge', 'Old Agent'][i], description: null, industry: null, status, isPublic: false, modelProvider: 'openai', modelName: 'gpt-5', latestVersion: v, createdAt: now, updatedAt: new Date(Date.now() - i * 1000).toISOString() });
await p.route(/\/api\/projects\/[^/]+\/agents$/, (r) => r.fulfill({ json: [agent(0, 'active', 'v3'), agent(1, 'draft', null), agent(2, 'active', 'v1'), agent(3, 'disabled', null)] }));
await p.route(/\/api\/projects\/[^/]+\/analytics$/, (r) => r.fulfill({ json: { totalAgents: 4, activeAgents: 2, totalConversations: 128, totalRuns: 340, totalCost: '60.123456', monthCost: '42.500000', successRate: 97, avgLatency: 1234, conversationsByWeekday: [12, 30, 18, 25, 40, 5, 0], monthCostBreakdown: { models: '40.000000', embeddings: '2.500000' }, previousMonth: { conversations: 50, cost: '50.000000' } } }));
await p.reload(); await p.waitForLoadState('networkidle');
await p.screenshot({ path: `${OUT}/21-dashboard-data-dark.png`, fullPage: true });
await p.evaluate(() => localStorage.setItem('theme', 'light')); await p.reload(); await p.waitForLoadState('networkidle');
await p.screenshot({ path: `${OUT}/22-dashboard-data-light.png`, fullPage: true });
// Spanish
await p.goto(`${BASE}/settings?tab=preferences`); await p.waitForLoadState('networkidle');
await p.click('[data-testid=pref-language]'); await p.click('[role=option]:has-text("Español")');
await p.waitForTimeout(1500); await p.waitForLoadState('networkidle');
console.log('lang after change', await p.evaluate(() => localStorage.getItem('language')), await p.textContent('[data-testid=page-title]'));
await p.screenshot({ path: `${OUT}/23-settings-preferences-es-light.png` });
await p.goto(`${BASE}/`); await p.waitForLoadState('networkidle');
await p.screenshot({ path: `${OUT}/24-dashboard-es-light.png`, fullPage: true });
// expired premium
const users = await p.evaluate(async () => (await fetch('/api/admin/users')).json());
const ada = users.find((u) => u.email === 'ada@example.com');
const csrf = await p.evaluate(() => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.slice(11) ?? ''));
const st = await p.evaluate(async ({ id, csrf }) => (await fetch(`/api/admin/users/${id}/tier`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ subscriptionTier: 'premium', subscriptionExpiry: '2025-01-01T00:00:00.000Z' }) })).status, { id: ada.id, csrf });
console.log('set expired', st);
await p.goto(`${BASE}/settings?tab=subscription`); await p.waitForLoadState('networkidle');
await p.screenshot({ path: `${OUT}/25-subscription-expired-es-light.png` });
await p.goto(`${BASE}/settings?tab=users`); await p.waitForLoadState('networkidle');
await p.click('[data-testid=admin-user-approve]'); await p.waitForSelector('[data-testid=toast]'); await p.waitForTimeout(600);
await p.screenshot({ path: `${OUT}/26-users-approved-es-light.png` });
// tooltips off: collapsed sidebar shows no tooltip
await p.goto(`${BASE}/settings?tab=preferences`); await p.waitForLoadState('networkidle');
await p.click('[data-testid=setting-tooltips]'); await p.waitForTimeout(500);
console.log('tooltips setting', await p.evaluate(async () => (await fetch('/api/settings')).json()).then(s => s.tooltips));
await p.keyboard.press('Control+b'); await p.waitForTimeout(300);
await p.hover('nav a[href="/agents"]'); await p.waitForTimeout(1000);
console.log('tooltip visible with tooltips off:', await p.locator('[role=tooltip]').count());
await p.click('[data-testid=setting-tooltips]'); await p.waitForTimeout(500);
await p.keyboard.press('Control+b'); await p.waitForTimeout(300);
// back to English
await p.evaluate(() => localStorage.setItem('language', 'en'));
console.log('errors:\n' + errors.join('\n'));
await b.close();
