import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../scripts/compress-assets.mjs';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 17: the build writes .br/.gz beside the browser files and the server picks them by
// Accept-Encoding; hashed files are cached for good, the rest revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;
let t: TestApp;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const widgetCode = `(()=>{${'document.body.dataset.agentforge="1";'.repeat(60)}})();`;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'af-static-assets-'));
  write('web/index.html', '<html><script type="module" src="/assets/index-B1w6wJxP.js"></script>app</html>');
  write('web/assets/index-B1w6wJxP.js', script);
  write('web/assets/tiny-Cx9a.js', 'console.log(1)');
  write('web/favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`);
  write('public/index.html', '<html>public</html>');
  write('public/assets/index-D2TP6Pb8.js', script);
  write('widget/widget.ABC123.js', widgetCode);
  write('widget/manifest.json', JSON.stringify({ file: 'widget.ABC123.js' }));
  await compressAssets(['web', 'public', 'widget'].map((d) => path.join(dir, d)));
  t = await createTestApp({ WEB_DIST_DIR: path.join(dir, 'web') });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('build: compressed copies', () => {
  it('writes .br and .gz beside text files of 1 kB or more, not beside small ones', () => {
    for (const file of ['web/assets/index-B1w6wJxP.js', 'web/favicon.svg', 'public/assets/index-D2TP6Pb8.js', 'widget/widget.ABC123.js']) {
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString()).toBe(readFileSync(path.join(dir, file), 'utf8'));
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString()).toBe(readFileSync(path.join(dir, file), 'utf8'));
    }
    expect(existsSync(path.join(dir, 'web/assets/tiny-Cx9a.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'web/index.html.br'))).toBe(false);
  });
});

describe('serving the dashboard and public pages', () => {
  for (const url of ['/assets/index-B1w6wJxP.js', '/p/assets/index-D2TP6Pb8.js']) {
    it(`${url}: brotli, gzip or identity by Accept-Encoding, cached for good`, async () => {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(script.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      // the app's security headers still apply
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      expect(br.headers['content-security-policy']).toContain("object-src 'none'");

      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

      const identity = await get(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(script);
      expect(identity.headers['cache-control']).toBe(IMMUTABLE);
    });
  }

  it('sends a small file as it is, and the copies never under their own name', async () => {
    const tiny = await get('/assets/tiny-Cx9a.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    expect((await get('/assets/index-B1w6wJxP.js.br')).statusCode).toBe(404);
    expect((await get('/p/assets/index-D2TP6Pb8.js.gz')).statusCode).toBe(404);
  });

  it('revalidates HTML and unhashed files', async () => {
    for (const url of ['/', '/agents', '/chat/some-version']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers['content-encoding']).toBe('br');
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves the embed script compressed: short cache under its stable name, for good under its hashed name', async () => {
    const stable = await get('/widget.js', 'gzip, br');
    expect(stable.headers['content-encoding']).toBe('br');
    expect(stable.headers['cache-control']).toBe('public, max-age=300');
    expect(stable.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(stable.rawPayload).toString()).toBe(widgetCode);
    const hashed = await get('/widget.ABC123.js', 'gzip');
    expect(hashed.headers['content-encoding']).toBe('gzip');
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(hashed.rawPayload).toString()).toBe(widgetCode);
    expect((await get('/widget.js')).body).toBe(widgetCode);
  });
});
