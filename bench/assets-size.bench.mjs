// What a visitor downloads: the embed script (/widget.js) and the JavaScript of the public chat
// page (/chat/{versionId}), gzipped, as the built server serves them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

// kB = 1000 bytes, the stricter reading of the targets (and what Vite prints)
const KB = 1000;
const TARGETS = { widgetGzipBytes: 6 * KB, chatPageJsGzipBytes: 80 * KB };

async function fetchBytes(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/** The scripts (and module preloads) the chat page's HTML loads, as absolute URLs. */
function scriptUrls(html, baseUrl) {
  const urls = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(new URL(m[1], baseUrl).href);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(new URL(m[1], baseUrl).href);
  return [...urls];
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agentforge-bench-assets-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const widget = await fetchBytes(`${server.baseUrl}/widget.js`);
  const html = (await fetchBytes(`${server.baseUrl}/chat/00000000-0000-0000-0000-000000000000`)).toString('utf8');
  const scripts = scriptUrls(html, server.baseUrl);
  if (scripts.length === 0) throw new Error('the chat page loads no script: is dist/public built?');
  let jsRaw = 0;
  let jsGzip = 0;
  for (const url of scripts) {
    const body = await fetchBytes(url);
    jsRaw += body.length;
    jsGzip += gz(body);
  }
  const results = {
    widget: { rawBytes: widget.length, gzipBytes: gz(widget), targetBytes: TARGETS.widgetGzipBytes },
    chatPage: { scripts: scripts.length, rawBytes: jsRaw, gzipBytes: jsGzip, targetBytes: TARGETS.chatPageJsGzipBytes },
  };
  printTable([
    { asset: '/widget.js', raw: kb(widget.length), gzip: kb(results.widget.gzipBytes), target: `<= ${kb(TARGETS.widgetGzipBytes)}`, verdict: verdict(results.widget.gzipBytes, TARGETS.widgetGzipBytes) },
    { asset: `/chat/{id} JavaScript (${scripts.length} file${scripts.length > 1 ? 's' : ''})`, raw: kb(jsRaw), gzip: kb(jsGzip), target: `<= ${kb(TARGETS.chatPageJsGzipBytes)}`, verdict: verdict(jsGzip, TARGETS.chatPageJsGzipBytes) },
  ]);
  writeResults('assets-size', results);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
