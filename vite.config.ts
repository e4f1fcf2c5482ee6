/// <reference types="vitest/config" />
// An ordinary Vite build. The custom plugins are only what this project alone needs: merchant
// files (scripts/vite-merchant-files.ts), the CSP and production headers and the live-build check
// (scripts/vite-production-headers.ts), and the theme tokens (scripts/vite-theme-css.ts). The
// service worker is built by vite-plugin-pwa (Workbox, injectManifest) from src/sw/sw.ts.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { themeCss } from './scripts/vite-theme-css.ts';
import { merchantFiles } from './scripts/vite-merchant-files.ts';
import { liveBuildCheck, productionHeaders } from './scripts/vite-production-headers.ts';
import { bootFiles, VITE_MANIFEST } from './scripts/precache.ts';
import { bootChunks } from './scripts/boot-chunk.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (file: string) => path.join(root, 'src', file);

/** Where /api goes in dev and preview: the platform server (npm run platform), as in production. */
const PLATFORM_PROXY = { target: process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 8787}`, changeOrigin: true };

/**
 * The release shown on /m/about and sent with crash reports: package version and commit
 * (`PALARO_RELEASE` overrides it; without git it is the version alone).
 */
function releaseName(): string {
  if (process.env.PALARO_RELEASE) return process.env.PALARO_RELEASE;
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{7,}$/.test(sha) ? `${version}+${sha}` : version;
  } catch {
    return version;
  }
}

export default defineConfig(({ mode, command }) => {
  const live = mode === 'live';
  // The folder the build writes (`--outDir` may name another): the precache list is read from it.
  let builtDir = path.join(root, 'dist');
  return {
    define: command === 'build' ? { 'import.meta.env.VITE_PALARO_RELEASE': JSON.stringify(releaseName()) } : {},
    // `vite build --mode live` (npm run build:live): only live merchants, and src/main.tsx's
    // `import.meta.env.MODE !== 'live'` drops the demo platform (simulator, msw) from the bundle.
    plugins: [
      react(),
      themeCss(),
      merchantFiles(live),
      productionHeaders(),
      ...(live ? [liveBuildCheck()] : []),
      // Brotli at its highest quality beside each script and style sheet, which nginx sends as it is
      // (brotli_static, deploy/brotli.conf) instead of compressing at level 6 on the fly: 27 KB less
      // before the demo's first answer (boot and the simulator), 13 KB less on a live first load.
      // Measured against the same build without it, alternating (median LCP): demo /m/home 3.83 -> 3.63 s
      // simulated (3 runs), 5.01 -> 4.89 s DevTools-applied (6 runs); live /m/home 2.59 -> 2.57 s and
      // 4.38 -> 4.32 s (3 runs). Simulated FCP reads 1.8-1.9 s with it, 1.0-1.1 s without (DevTools-applied:
      // 1.4 s either way): in Lighthouse's unthrottled load boot's download now ends before the first
      // paint (91-103 ms against 100-115 ms, 3 runs), and the simulation then counts boot as possibly
      // render-blocking. (sw.js is vite-plugin-pwa's own build, which this never sees.)
      compression({
        algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
        include: /\.(js|css)$/,
        threshold: 256,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
      // The offline page for live merchants (src/shell/service-worker.ts registers it): the
      // release's boot files precached, other bundles cached on first use; src/sw/routes.ts decides.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        integration: {
          configureOptions: (resolved) => {
            builtDir = path.resolve(resolved.root, resolved.build.outDir);
          },
        },
        injectManifest: {
          // One classic script at dist/sw.js (src/shell/service-worker.ts registers that path).
          rollupFormat: 'iife',
          globPatterns: ['index.html', 'manifest.webmanifest', 'brand/*.svg', 'assets/*.{js,css}'],
          manifestTransforms: [(entries) => ({ manifest: entries.filter((e) => bootFiles(builtDir).has(e.url)), warnings: [] })],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
        { find: /^~themes\//, replacement: `${path.join(root, 'themes')}/` },
      ],
    },
    // /api is the platform, same-origin, as nginx serves it (deploy/platform.conf).
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: { '/api/': PLATFORM_PROXY } },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy: { '/api/': PLATFORM_PROXY } },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The chunk graph, for the service worker's precache list (scripts/precache.ts); nginx never serves deploy/.
      manifest: VITE_MANIFEST,
      // What the entry imports statically as one file, one file per landing screen, the demo platform as one
      // and the handlers it loads on demand as another (scripts/boot-chunk.ts).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: bootChunks(
              src('main.tsx'),
              { home: src('features/home/home-screen.tsx'), lobby: src('features/lobby/game-list-screen.tsx') },
              { 'demo-platform': src('platform-sim/browser.ts'), 'demo-platform-back': src('platform-sim/back-handlers.ts') },
            ),
          },
        },
      },
    },
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      testTimeout: 15_000,
      // Worker threads, one per core: vitest's default leaves a core idle in `run` mode (one worker
      // on this 2-core machine) and forks cost more to start than threads.
      pool: 'threads',
      maxWorkers: os.availableParallelism(),
      // Screens (.tsx) run in jsdom; plain modules (.ts: engine, api, config, simulator) in Node,
      // which skips building a DOM per file. A .ts test that needs the DOM says so in its first line
      // (`// @vitest-environment jsdom`).
      projects: [
        { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'] } },
        { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'tests/**/*.test.ts'] } },
      ],
    },
  };
});
