import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The public demo/chat/widget pages: a second, light entry (React only) served under /p/
// so its assets never collide with the app's /assets.
export default defineConfig({
  root: r('./src/public'),
  base: '/p/',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': r('./src/common') },
  },
  build: {
    outDir: r('./dist/public'),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
