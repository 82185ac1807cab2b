// `npm run test:e2e [vitest args]`: checks Chromium, builds when dist/ is stale, runs the journeys.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './support/ensure-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.error(`End-to-end tests need Chromium at ${CHROMIUM}.\nInstall it (as root) with:  apt-get install -y chromium`);
  process.exit(1);
}

ensureBuild(root);

const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
