import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:5102';
const OUT = '/tmp/landing-shots';
const which = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });

async function ctx({ width = 1280, height = 900, theme = 'dark', lang = 'en' } = {}) {
  const c = await b.newContext({ viewport: { width, height }, deviceScaleFactor: width < 500 ? 2 : 1 });
  await c.addInitScript(([t, l]) => { if (!localStorage.getItem('theme')) localStorage.setItem('theme', t); if (!localStorage.getItem('language')) localStorage.setItem('language', l); }, [theme, lang]);
  const p = await c.newPage();
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  return { c, p };
}

async function landing(name, opts) {
  const { c, p } = await ctx(opts);
  await p.goto(BASE + '/');
  await p.waitForSelector('[data-testid=demo-message]');
  await p.waitForTimeout(opts.wait ?? 5000);
  console.log(name, 'messages', await p.locator('[data-testid=demo-message]').count());
  await p.screenshot({ path: `${OUT}/${name}.png`, fullPage: opts.full ?? true });
  await c.close();
}

if (which.includes('landing')) {
  await landing('landing-desktop-dark', { theme: 'dark' });
  await landing('landing-desktop-light', { theme: 'light' });
  await landing('landing-phone-dark', { width: 390, height: 844, theme: 'dark' });
  await landing('landing-phone-light', { width: 390, height: 844, theme: 'light' });
  await landing('landing-es-light', { theme: 'light', lang: 'es' });
}
if (which.includes('top')) {
  await landing('landing-top-dark', { theme: 'dark', full: false, wait: 9000 });
  await landing('landing-top-phone', { width: 390, height: 844, theme: 'light', full: false });
}
if (which.includes('waitlist')) {
  for (const theme of ['dark', 'light']) {
    const { c, p } = await ctx({ theme, width: theme === 'light' ? 390 : 1280, height: 844 });
    await p.goto(BASE + '/waitlist');
    await p.getByRole('button', { name: 'Join the waitlist' }).click();
    await p.screenshot({ path: `${OUT}/waitlist-invalid-${theme}.png`, fullPage: true });
    const email = `visitor-${theme}-${Date.now()}@example.com`;
    await p.getByLabel('E-mail').fill(email);
    await p.getByLabel(/First name/).fill('Marta');
    await p.getByRole('button', { name: 'Join the waitlist' }).click();
    await p.getByRole('status').getByText('Thanks for joining!').waitFor();
    await p.screenshot({ path: `${OUT}/waitlist-joined-${theme}.png`, fullPage: true });
    await p.getByRole('button', { name: 'Join the waitlist' }).click();
    await p.getByRole('status').getByText('Already on the waitlist').waitFor();
    await p.screenshot({ path: `${OUT}/waitlist-already-${theme}.png`, fullPage: true });
    await c.close();
  }
}
if (which.includes('waitlisted')) {
  for (const [theme, width, lang] of [['dark', 1280, 'en'], ['light', 390, 'en'], ['light', 1280, 'es']]) {
    const { c, p } = await ctx({ theme, width, height: 900, lang });
    await p.goto(BASE + '/');
    const r = await p.request.post(BASE + '/api/auth/register', { data: { email: `wait-${theme}-${width}-${lang}-${Date.now() % 100000}@example.com`, password: 'password123', firstName: 'Lucía' } });
    console.log('register', r.status(), (await r.json()).status);
    await p.goto(BASE + '/');
    await p.waitForSelector('[data-testid=waitlist-highlight]');
    const seen = [];
    for (let i = 0; i < 4; i++) { seen.push(await p.getByTestId('waitlist-highlight').getAttribute('data-highlight')); await p.waitForTimeout(3000); }
    console.log('highlights', seen.join(','), 'scrollWidth', await p.evaluate(() => document.documentElement.scrollWidth));
    await p.waitForTimeout(1200);
    await p.screenshot({ path: `${OUT}/waitlisted-${theme}-${width}-${lang}.png`, fullPage: true });
    await c.close();
  }
}
if (which.includes('phone')) {
  for (const [theme, lang] of [['dark','en'],['light','en']]) {
    const { c, p } = await ctx({ width: 390, height: 844, theme, lang });
    await p.goto(BASE + '/');
    await p.waitForSelector('[data-testid=demo-message]');
    await p.waitForTimeout(5000);
    const h = await p.evaluate(() => document.documentElement.scrollHeight);
    const w = await p.evaluate(() => document.documentElement.scrollWidth);
    console.log('phone', theme, 'height', h, 'scrollWidth', w);
    for (let y = 0, i = 0; y < h; y += 1600, i++) {
      await p.screenshot({ path: `${OUT}/phone-${theme}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1600, h - y) } });
    }
    await c.close();
  }
}
if (which.includes('interact')) {
  const { c, p } = await ctx({ theme: 'dark' });
  await p.goto(BASE + '/');
  await p.waitForSelector('[data-testid=demo-message]');
  const count = () => p.locator('[data-testid=demo-message]').count();
  console.log('t0', await count());
  await p.waitForTimeout(1600); console.log('t1.6', await count());
  await p.getByTestId('demo-play-toggle').click();
  console.log('label after pause', await p.getByTestId('demo-play-toggle').getAttribute('aria-label'));
  const paused = await count(); await p.waitForTimeout(3200); console.log('paused stays', paused, await count());
  await p.getByTestId('demo-scenario').nth(2).click();
  console.log('after select hotel', await count(), await p.getByTestId('demo-message').first().innerText(), await p.getByTestId('demo-play-toggle').getAttribute('aria-label'));
  console.log('input disabled', await p.getByRole('textbox').isDisabled());
  // waits until scenario ends and wraps to sales
  await p.waitForTimeout(5 * 1500 + 2000 + 300);
  console.log('wrapped to', await p.locator('[data-testid=demo-scenario][aria-current=true]').innerText());
  await p.getByTestId('theme-toggle').click();
  console.log('dark class after toggle', await p.evaluate(() => document.documentElement.classList.contains('dark')), await p.evaluate(() => localStorage.getItem('theme')));
  await p.getByRole('link', { name: 'Learn more' }).click(); await p.waitForTimeout(1200);
  console.log('scrollY after learn more', await p.evaluate(() => window.scrollY), await p.evaluate(() => document.getElementById('features').getBoundingClientRect().top));
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.getByTestId('language-select').click();
  await p.screenshot({ path: `${OUT}/lang-open.png` });
  await p.getByRole('option', { name: 'Español' }).click();
  await p.waitForTimeout(1500);
  console.log('lang after', await p.evaluate(() => localStorage.getItem('language')), await p.getByRole('heading', { level: 1 }).innerText());
  const hrefs = await p.$$eval('a', (as) => as.map((a) => a.getAttribute('href')));
  console.log('hrefs', [...new Set(hrefs)].join(' '));
  await c.close();
  const { c: c2, p: p2 } = await ctx({ theme: 'light' });
  await p2.route('**/api/waitlist', (r) => r.fulfill({ status: 500, body: '{"message":"boom","code":"INTERNAL"}', contentType: 'application/json' }));
  await p2.goto(BASE + '/waitlist');
  await p2.getByLabel('E-mail').fill('x@example.com');
  await p2.getByRole('button', { name: 'Join the waitlist' }).click();
  await p2.getByRole('status').getByText('Something went wrong').waitFor();
  await p2.screenshot({ path: `${OUT}/waitlist-error-light.png` });
  await c2.close();
}
await b.close();
