// Tables and result files shared by every bench.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const formatMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
export const formatMb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 'PASS' / 'FAIL' against an upper bound, or '' without one. */
export const verdict = (value, max) => (max === undefined || Number.isNaN(value) ? '' : value <= max ? 'PASS' : 'FAIL');

/** Prints rows (objects with the same keys) as an aligned text table. */
export function printTable(rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

/** Writes bench/.results/<name>.json (git-ignored) with the machine it ran on. */
export function writeResults(name, results) {
  const dir = path.join(repoRoot, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const machine = { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryBytes: os.totalmem() };
  writeFileSync(file, `${JSON.stringify({ name, at: new Date().toISOString(), machine, ...results }, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
}

/** One table row of an autocannon run, with how many runs the server stored meanwhile (null: not counted). */
export function loadRow(labels, result, stored) {
  return {
    ...labels,
    'turns/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    'turns sent': result.requests.total,
    'runs stored': stored ?? '(embedded)',
  };
}
