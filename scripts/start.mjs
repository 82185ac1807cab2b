// `npm start`: builds once when dist/ is missing (e.g. after `npm install --ignore-scripts`), then
// runs the server in this process. package.json starts it with `exec`, so npm's shell is replaced by
// this process and the SIGINT/SIGTERM npm forwards reaches the server (src/server/platform/shutdown.ts)
// instead of only the shell, which died and left the server running.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

/** Runs the build in a child process, passing a stop signal on so no build is left behind. */
function build() {
  const child = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, signal });
    });
  });
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  const { code, signal } = await build();
  if (signal) process.kill(process.pid, signal);
  if (code !== 0) process.exit(code ?? 1);
}
await import('../dist/server/main.js');
