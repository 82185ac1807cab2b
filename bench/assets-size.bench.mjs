// What a visitor downloads: the embed script (/widget.js), the JavaScript of the public chat page
// (/chat/{versionId}) and the dashboard's initial JavaScript and CSS (/), as the built server
// sends them: uncompressed, gzip (for the targets) and brotli, bytes over the wire.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

// kB = 1000 bytes, the stricter reading of the targets (and what Vite prints)
const KB = 1000;
const TARGETS = { widgetGzipBytes: 6 * KB, chatPageJsGzipBytes: 80 * KB };

/** One GET with the given Accept-Encoding ('' for none): the body as received, undecoded. */
function fetchWire(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? 'identity' });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** The scripts, module preloads and (with css) stylesheets an HTML page loads, as absolute URLs. */
function assetUrls(html, baseUrl, { css = false } = {}) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(new URL(m[1], baseUrl).href);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(new URL(m[1], baseUrl).href);
  if (css) for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) urls.add(new URL(m[1], baseUrl).href);
  return [...urls];
}

/** Bytes over the wire for `urls` without compression, with gzip only and with brotli offered. */
async function measure(urls) {
  const sizes = { files: urls.length, rawBytes: 0, gzipBytes: 0, brBytes: 0, brEncodedFiles: 0 };
  for (const url of urls) {
    const [raw, gzip, br] = await Promise.all([fetchWire(url, ''), fetchWire(url, 'gzip'), fetchWire(url, 'gzip, deflate, br')]);
    sizes.rawBytes += raw.bytes.length;
    sizes.gzipBytes += gzip.bytes.length;
    sizes.brBytes += br.bytes.length;
    if (br.encoding === 'br') sizes.brEncodedFiles++;
  }
  return sizes;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agentforge-bench-assets-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const chatHtml = (await fetchWire(`${server.baseUrl}/chat/00000000-0000-0000-0000-000000000000`, '')).bytes.toString('utf8');
  const chatScripts = assetUrls(chatHtml, server.baseUrl);
  if (chatScripts.length === 0) throw new Error('the chat page loads no script: is dist/public built?');
  const dashboardHtml = (await fetchWire(`${server.baseUrl}/`, '')).bytes.toString('utf8');
  const dashboardAssets = assetUrls(dashboardHtml, server.baseUrl, { css: true });
  if (dashboardAssets.length === 0) throw new Error('the dashboard loads no script: is dist/web built?');

  const results = {
    widget: { ...(await measure([`${server.baseUrl}/widget.js`])), targetBytes: TARGETS.widgetGzipBytes },
    chatPage: { ...(await measure(chatScripts)), targetBytes: TARGETS.chatPageJsGzipBytes },
    dashboard: await measure(dashboardAssets),
  };
  const plural = (n) => `${n} file${n > 1 ? 's' : ''}`;
  const row = (asset, sizes, target) => ({
    asset,
    uncompressed: kb(sizes.rawBytes),
    gzip: kb(sizes.gzipBytes),
    brotli: kb(sizes.brBytes),
    'sent as br': `${sizes.brEncodedFiles}/${sizes.files}`,
    target: target ? `gzip <= ${kb(target)}` : '',
    verdict: verdict(sizes.gzipBytes, target),
  });
  printTable([
    row('/widget.js', results.widget, TARGETS.widgetGzipBytes),
    row(`/chat/{id} JavaScript (${plural(results.chatPage.files)})`, results.chatPage, TARGETS.chatPageJsGzipBytes),
    row(`dashboard / initial JS + CSS (${plural(results.dashboard.files)})`, results.dashboard),
  ]);
  writeResults('assets-size', results);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
