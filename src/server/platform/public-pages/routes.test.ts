import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// A fake build beside a custom WEB_DIST_DIR: web/, public/ (the light pages) and widget/.
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'af-public-pages-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('web/index.html', '<html>app</html>');
  write('public/index.html', '<html><script type="module" src="/p/assets/index-abc.js"></script>public</html>');
  write('public/assets/index-abc.js', 'console.log(1)');
  write('widget/widget.ABC123.js', '(()=>{})();');
  write('widget/manifest.json', JSON.stringify({ file: 'widget.ABC123.js' }));
  t = await createTestApp({ WEB_DIST_DIR: path.join(dir, 'web') });
});

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('public pages', () => {
  it('serves the light bundle for /demo and /chat, not framable by other sites', async () => {
    for (const url of ['/demo/some-version', '/chat/some-version']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('public</html>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('lets any site frame /widget and /widget-demo', async () => {
    for (const url of ['/widget/some-version?embed=1', '/widget-demo/some-widget']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('public</html>');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('frame-ancestors');
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // only the widget demo lets the widget's own (sandboxed) HTML run inline scripts
    expect((await t.app.inject({ url: '/widget/v' })).headers['content-security-policy']).toContain("script-src 'self';");
    expect((await t.app.inject({ url: '/widget-demo/w' })).headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' https:");
  });

  it('serves /p/ assets for good, loadable from sandboxed frames', async () => {
    const res = await t.app.inject({ url: '/p/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the embed script under its stable name (short cache) and its hashed name (immutable)', async () => {
    const stable = await t.app.inject({ url: '/widget.js' });
    expect(stable.statusCode).toBe(200);
    expect(stable.body).toBe('(()=>{})();');
    expect(stable.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(stable.headers['cache-control']).toBe('public, max-age=300');
    expect(stable.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const hashed = await t.app.inject({ url: '/widget.ABC123.js' });
    expect(hashed.body).toBe('(()=>{})();');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves other paths to the web app', async () => {
    expect((await t.app.inject({ url: '/agents' })).body).toBe('<html>app</html>');
    expect((await t.app.inject({ url: '/widget.OTHER.js' })).statusCode).toBe(404);
  });
});
