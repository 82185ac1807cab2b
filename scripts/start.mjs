// `npm start`: builds once when dist/ is missing (e.g. after `npm install --ignore-scripts`), then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
