// Shared by e2e/run.mjs and bench/run.mjs: both drive the built server in dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'vite.config.ts', 'vite.public.config.ts', 'scripts/build.mjs', 'package-lock.json'];
const OUTPUTS = ['dist/server/main.js', 'dist/server/worker.js', 'dist/web/index.html', 'dist/public/index.html', 'dist/widget/manifest.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or null when it is newer than every source. */
export function staleBuildReason(root) {
  const missing = OUTPUTS.find((f) => !existsSync(path.join(root, f)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((f) => statSync(path.join(root, f)).mtimeMs));
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newest > built ? 'sources changed since the last build' : null;
}

/** Runs `npm run build` when dist/ is missing or older than the sources; exits on failure. */
export function ensureBuild(root) {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`Building (${reason})...`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm run build failed; fix the build first.');
    process.exit(result.status ?? 1);
  }
}
