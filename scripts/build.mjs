// Builds the web app (Vite), the widget and the server (esbuild) into dist/.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { writeInitialDatabase } from './initial-database.mjs';
import { THREAD_ENTRIES } from './thread-entries.mjs';

const started = Date.now();
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
// Public demo/chat/widget pages: a second, light entry (dist/public, served under /p/).
await viteBuild({ configFile: 'vite.public.config.ts', logLevel: 'warn' });
// The embed script: one content-hashed IIFE; manifest.json names it for /widget.js.
rmSync('dist/widget', { recursive: true, force: true });
mkdirSync('dist/widget', { recursive: true });
const widget = await esbuild({
  entryPoints: { widget: 'src/widget/loader.ts' },
  entryNames: '[name].[hash]',
  outdir: 'dist/widget',
  bundle: true,
  format: 'iife',
  target: 'es2019',
  minify: true,
  metafile: true,
  logLevel: 'warning',
});
const widgetFile = path.basename(Object.keys(widget.metafile.outputs).find((f) => f.endsWith('.js')));
writeFileSync('dist/widget/manifest.json', JSON.stringify({ file: widgetFile }));
// The server bundle, the compressed copies of the browser files and the first start's database, side by side.
const [, compressed, initialDatabase] = await Promise.all([esbuild({
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/worker.ts',
    'db-export': 'src/server/cli/db-export.ts',
    'db-import': 'src/server/cli/db-import.ts',
    ...THREAD_ENTRIES,
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
}), compressAssets(['dist/web', 'dist/public', 'dist/widget']), writeInitialDatabase()]);
const kB = (bytes) => `${Math.round(bytes / 1000)} kB`;
console.log(`compressed ${compressed.files} files: ${kB(compressed.raw)} -> ${kB(compressed.br)} with brotli`);
console.log(`initial database (dist/db): ${initialDatabase}`);
console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
