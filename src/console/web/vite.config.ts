// The operators' console's web app: its own Vite build, apart from the players' site (vite.config.ts
// at the root never reaches src/console). src/console/server/web-build.ts runs it when the console
// starts and its sources changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(here, '../..') } },
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, modulePreload: { polyfill: false } },
  logLevel: 'warn',
});
