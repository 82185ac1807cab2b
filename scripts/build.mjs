// Builds the web app (Vite), the widget and the server (esbuild) into dist/.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';

const started = Date.now();
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await esbuild({
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
