// `npm run bench [name...]`: runs every bench/<name>.bench.mjs (or the named ones), one at a time,
// each in its own process against the built server. A bench prints its table and writes
// bench/.results/<name>.json; targets are reported, never enforced (exit 0 unless a bench crashes).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../e2e/support/ensure-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = path.join(root, 'bench');
const SUFFIX = '.bench.mjs';

const available = readdirSync(benchDir).filter((f) => f.endsWith(SUFFIX)).map((f) => f.slice(0, -SUFFIX.length)).sort();
const requested = process.argv.slice(2).map((a) => path.basename(a).replace(/\.bench\.mjs$|\.mjs$/, ''));
const unknown = requested.filter((n) => !available.includes(n));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(1);
}

ensureBuild(root);

let crashed = 0;
for (const name of requested.length > 0 ? requested : available) {
  const file = path.join(benchDir, `${name}${SUFFIX}`);
  if (!existsSync(file)) continue;
  console.log(`\n== ${name} ==`);
  const result = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench ${name} failed (exit ${result.status ?? result.signal})`);
    crashed++;
  }
}
process.exit(crashed > 0 ? 1 : 0);
