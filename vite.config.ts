/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const root = fileURLToPath(new URL('.', import.meta.url));
const merchantsDir = path.join(root, 'merchants');

/**
 * Merchant files are data served as they are: in dev from merchants/, in a build copied to
 * dist/merchants/ and fetched at runtime, so an operator edits a served file without a rebuild.
 *
 * `/merchants/index.json` ({ code, hosts }[]) lets the browser pick a merchant by host name (a
 * static server cannot list a folder). In dev it is computed from merchants/ on every request; a
 * build writes it into dist/merchants/index.json. After editing `hosts` in served files, rebuild
 * it with `npm run merchants:index` (no app rebuild needed).
 */
const NOT_MERCHANT_FILES = new Set(['_defaults.json', 'index.json']);

export function merchantIndex(dir: string): { code: string; hosts: string[] }[] {
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    } catch {
      return null;
    }
  };
  const hostsOf = (data: unknown): string[] | null => {
    const hosts = data && typeof data === 'object' ? (data as { hosts?: unknown }).hosts : undefined;
    return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : null;
  };
  const defaultsFile = path.join(dir, '_defaults.json');
  const defaultHosts = (fs.existsSync(defaultsFile) ? hostsOf(readJson(defaultsFile)) : null) ?? [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_MERCHANT_FILES.has(f))
    .sort()
    .map((f) => ({ code: f.replace(/\.json$/, ''), hosts: hostsOf(readJson(path.join(dir, f))) ?? defaultHosts }));
}

function merchantFiles(): Plugin {
  return {
    name: 'palaro-merchant-files',
    configureServer(server) {
      server.middlewares.use('/merchants', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\//, '');
        if (!/^[a-z0-9_-]+\.json$/i.test(name)) return next();
        res.setHeader('Cache-Control', 'no-cache');
        if (name === 'index.json') {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(merchantIndex(merchantsDir)));
          return;
        }
        const file = path.join(merchantsDir, name);
        if (!fs.existsSync(file)) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(fs.readFileSync(file));
      });
    },
    writeBundle(options) {
      const out = path.join(options.dir ?? path.join(root, 'dist'), 'merchants');
      fs.mkdirSync(out, { recursive: true });
      for (const f of fs.readdirSync(merchantsDir)) {
        if (f.endsWith('.json') && f !== 'index.json') fs.copyFileSync(path.join(merchantsDir, f), path.join(out, f));
      }
      fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(merchantIndex(merchantsDir), null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), merchantFiles()],
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      '~themes': path.join(root, 'themes'),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    headers: { 'Cache-Control': 'no-cache' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
