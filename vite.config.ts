/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { checkLiveBuild } from './scripts/check-live-build.ts';
import { themeCss } from './scripts/vite-theme-css.ts';
import { bootHints, chunkOf, FIRST_TEXTS, ROUTE_PRELOADS, staticClosure } from './scripts/vite-boot-hints.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { leanRouter } from './scripts/vite-lean-router.ts';
import { scriptOrder } from './scripts/script-order.ts';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';
import { reachModules } from './scripts/module-graph.ts';
import { APP_STYLE_ATTRIBUTE } from './src/ui/app-styles.ts';
import { demoPlatform, demoPlatformGroups } from './scripts/vite-demo-platform.ts';
import { apiMode, cacheControl, distHeaders, HEADERS_CONF, parseNginxSnippet, readMerchants, writeHeadersConf, type HeaderLine } from './scripts/deploy-headers.ts';

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

/**
 * The merchant files a build ships. The demo build (`npm run build`) ships every file. The live
 * build (`npm run build:live`, i.e. `vite build --mode live`) ships only the files whose merged
 * `api.mode` is `live`, or exactly those named in `MERCHANTS=a,b` (each must be live): no demo
 * merchant, so none of the demo platform is reachable.
 */
export function shippedMerchants(live: boolean, only = process.env.MERCHANTS, dir = merchantsDir): string[] {
  const all = readMerchants(dir);
  // As they are, even a broken one (the site names its problems on its error page).
  if (!live) return all.map((m) => m.file);
  const named = (only ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  for (const code of named) {
    const m = all.find((f) => f.code === code);
    if (!m) throw new Error(`MERCHANTS names ${code}, but merchants/${code}.json does not exist`);
    if (m.error) throw new Error(`merchants/${m.file}: ${m.error}`);
    if (apiMode(m.data) !== 'live') throw new Error(`MERCHANTS names ${code}, whose api.mode is not live: a live build ships no demo platform`);
  }
  const chosen = named.length ? all.filter((m) => named.includes(m.code)) : all.filter((m) => apiMode(m.data) === 'live');
  if (!chosen.length) throw new Error('a live build needs at least one merchant file whose api.mode is live');
  return chosen.map((m) => m.file);
}

/** Host name → merchant code, over the files a build ships: the boot hints' first guess (index.json decides). */
function hostGuesses(live: boolean): Record<string, string> {
  const shipped = new Set(shippedMerchants(live).map((f) => f.replace(/\.json$/, '')));
  const hosts: Record<string, string> = {};
  for (const { code, hosts: names } of merchantIndex(merchantsDir)) {
    if (!shipped.has(code)) continue;
    for (const host of names) hosts[host.toLowerCase()] ??= code;
  }
  return hosts;
}

function merchantFiles(live: boolean): Plugin {
  let shipped: string[] = [];
  let building = false;
  return {
    name: 'palaro-merchant-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // Only a build ships files (the dev server and vitest serve merchants/ as it is); a live
      // build with a wrong MERCHANTS fails here, before any bundling.
      if (building) shipped = shippedMerchants(live);
    },
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
      const dist = options.dir ?? path.join(root, 'dist');
      const out = path.join(dist, 'merchants');
      fs.mkdirSync(out, { recursive: true });
      const defaults = path.join(merchantsDir, '_defaults.json');
      if (fs.existsSync(defaults)) fs.copyFileSync(defaults, path.join(out, '_defaults.json'));
      for (const f of shipped) fs.copyFileSync(path.join(merchantsDir, f), path.join(out, f));
      fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(merchantIndex(out), null, 2)}\n`);
      // public/ is copied before the bundle is written; the demo platform's worker stays out of a live build.
      if (live) fs.rmSync(path.join(dist, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The first load's critical path, discovered from the HTML: the app shell (src/app/start.tsx) is a
 * dynamic import, so without hints the browser learns of it only once the entry has run — one
 * round trip after another. A build adds a `modulepreload` for it and for every chunk it imports
 * statically, and a `preload` of the merchant defaults, which every first visit fetches. The
 * screen a visit lands on (home, the game list) is preloaded by the boot hints
 * (scripts/vite-boot-hints.ts ROUTE_PRELOADS): a page that is not home does not download home's
 * code. Nothing of the demo platform is preloaded.
 */
/** The app's entry: the module script of index.html. */
const APP_ENTRY = 'src/main.tsx';
export const CRITICAL_MODULES = ['src/app/start.tsx'];
// The merchant index and file are asked for by the boot hints (scripts/vite-boot-hints.ts).
export const CRITICAL_DATA = ['/merchants/_defaults.json'];

function criticalPath(): Plugin {
  return {
    name: 'palaro-critical-path',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const fromRoot = (modules: readonly string[]) => modules.map((m) => path.join(root, m));
      // The app's entry (index.html's module script), not the demo build's early-start entry.
      firstLoadModules.clear();
      for (const id of reachModules(info, fromRoot([APP_ENTRY, ...CRITICAL_MODULES]))) firstLoadModules.add(id);
      // What each landing screen's hints preload (scripts/vite-boot-hints.ts ROUTE_PRELOADS) beyond
      // the first load.
      landingScreens.clear();
      for (const screen of new Set(Object.values(ROUTE_PRELOADS))) {
        for (const id of reachModules(info, fromRoot(screen.modules), { follow: (id) => !firstLoadModules.has(id) })) {
          landingScreens.set(id, [...(landingScreens.get(id) ?? []), screen.name]);
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.join(root, APP_ENTRY));
        // What the entry's own tags already name (Vite's modulepreload list) is not repeated.
        const named = [...html.matchAll(/\/(assets\/[^"']+\.js)/g)].map((m) => m[1] ?? '');
        const already = new Set<string>([entry?.fileName ?? '', ...(entry?.imports ?? []), ...named]);
        const wanted = CRITICAL_MODULES.flatMap((module) => {
          // Its own chunk, or the group chunk it was put in (build.rolldownOptions codeSplitting).
          const chunk = chunkOf(chunks, path.join(root, module));
          if (!chunk) throw new Error(`critical path: no chunk for ${module}`);
          return staticClosure(chunks, chunk.fileName, already);
        });
        // Their stylesheets too (Vite adds them when the chunk is imported): fetched, not yet applied.
        const styles = wanted.flatMap((f) => [...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? [])]).filter((f) => !html.includes(f));
        const tags = [
          ...wanted.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...[...new Set(styles)].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
          ...CRITICAL_DATA.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
        ];
        // The entry's stylesheets do not block the first paint: the HTML's inline frame paints at
        // once, and the app applies them before its first render (src/ui/app-styles.ts).
        const unblocked = html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, `<link rel="preload" as="style" crossorigin href="$1" ${APP_STYLE_ATTRIBUTE}>`);
        return inlineIcon(unblocked).replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/**
 * The tab's icon as a data URL: a browser asks for a named icon at once, beside the first paint's
 * scripts and answers; a few hundred bytes in the HTML cost no request. (The manifest names the
 * file itself, for the home screen.)
 */
function inlineIcon(html: string): string {
  return html.replace(/(<link rel="icon" href=")(\/[\w/.-]+\.svg)(")/, (tag, open: string, file: string, close: string) => {
    const svg = path.join(root, 'public', file);
    if (!fs.existsSync(svg)) return tag;
    const text = fs.readFileSync(svg, 'utf8').trim().replace(/\s+/g, ' ').replace(/"/g, "'");
    return `${open}data:image/svg+xml,${text.replace(/[%#<>]/g, encodeURIComponent)}${close}`;
  });
}

/** A live build fails when anything of the demo reached it (scripts/check-live-build.ts). */
function liveBuildCheck(): Plugin {
  let dist = '';
  return {
    name: 'palaro-live-build-check',
    apply: 'build',
    writeBundle(options) {
      dist = options.dir ?? path.join(root, 'dist');
    },
    closeBundle() {
      if (!dist) return;
      const { problems } = checkLiveBuild(dist);
      if (problems.length) this.error(`the live build holds something of the demo:\n  ${problems.join('\n  ')}`);
    },
  };
}

/**
 * Production headers (scripts/deploy-headers.ts). A build writes <dist>/deploy/headers.conf for
 * nginx (deploy/nginx.conf includes it): the CSP with the hashes of index.html's inline script and
 * style and the hosts of the shipped merchant files, and the other security headers.
 * `npm run preview` sends the lines of that same file, with the same Cache-Control as nginx.
 */
function isFileIn(dir: string, urlPath: string): boolean {
  try {
    const file = path.join(dir, path.normalize(decodeURIComponent(urlPath)));
    return file.startsWith(`${dir}${path.sep}`) && fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function productionHeaders(): Plugin {
  return {
    name: 'palaro-production-headers',
    // After the merchant files are in place (their hosts go into the CSP).
    writeBundle: {
      order: 'post',
      handler(options) {
        writeHeadersConf(options.dir ?? path.join(root, 'dist'));
      },
    },
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const conf = path.join(dist, HEADERS_CONF);
      let cached: { mtimeMs: number; headers: HeaderLine[] } | null = null;
      const headers = (): HeaderLine[] => {
        // Re-read when `npm run csp` rewrote the file; an older build without it gets them computed.
        if (!fs.existsSync(conf)) return distHeaders(dist).headers;
        const { mtimeMs } = fs.statSync(conf);
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, headers: parseNginxSnippet(fs.readFileSync(conf, 'utf8')) };
        return cached.headers;
      };
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of headers()) res.setHeader(name, value);
        res.setHeader('Cache-Control', cacheControl(urlPath, !urlPath.startsWith('/assets/') || isFileIn(dist, urlPath)));
        if (urlPath.startsWith('/deploy/')) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        next();
      });
    },
  };
}

/**
 * The modules a first visit runs before home paints: what the entry and the critical modules
 * import statically (never what they import on demand). Filled by the criticalPath plugin at the
 * end of the module graph's build, read by the chunking below.
 */
const firstLoadModules = new Set<string>();
const inFirstLoad = (id: string, vendor: boolean) => firstLoadModules.has(id) && id.includes(`${path.sep}node_modules${path.sep}`) === vendor;
const isStylesheet = (id: string) => /\.css($|\?)/.test(id);
/**
 * The first load in three files of about the same size, downloaded side by side (over HTTP/1.1
 * each connection ramps up on its own, and the last file to arrive decides when the app starts):
 * `framework` (Preact, the router, valtio, zod), `framework-data` (the data layer: TanStack Query,
 * i18next and the app's platform client, src/api/*.ts) and `shell` (the rest of the app's first
 * load): 26,976, 27,396 and 28,814 bytes Brotli; with zod in `framework-data` and the client in
 * `shell` they were 19,432, 32,436 and 30,820.
 */
const FRAMEWORK_DATA = /[\\/](node_modules[\\/](i18next|react-i18next|@tanstack)[\\/]|src[\\/]api[\\/][^\\/]+$)/;
const frameworkPart = (id: string) => (FRAMEWORK_DATA.test(id) ? 'framework-data' : 'framework');
/** What goes into the two framework files: the first load's libraries, and its platform client. */
const inFramework = (id: string) => inFirstLoad(id, true) || (inFirstLoad(id, false) && FRAMEWORK_DATA.test(id));
/** The code of the landing screens (home, the game list) that the first load does not hold: module → the screens that need it. */
const landingScreens = new Map<string, string[]>();
/** Landing code several screens share (the game tiles, the game rules): the shell holds it. */
const sharedLanding = (id: string) => (landingScreens.get(id)?.length ?? 0) > 1;
/** The chunk of what only one landing screen needs, `landing-<screen>`: a page downloads its own screen's only. */
function landingGroup(id: string): string | null {
  const screens = landingScreens.get(id);
  return screens?.length === 1 ? `landing-${screens[0] ?? ''}` : null;
}
/** A first screen's texts in one language: src/i18n/locales/<LANG>/<ns>.json of FIRST_TEXTS → `texts-<LANG>`. */
const LOCALES_DIR = path.join(root, 'src', 'i18n', 'locales') + path.sep;
function firstTextsGroup(id: string): string | null {
  if (!id.startsWith(LOCALES_DIR)) return null;
  const [language, file, ...rest] = id.slice(LOCALES_DIR.length).split(path.sep);
  if (!language || !file || rest.length || !FIRST_TEXTS.includes(file.replace(/\.json$/, ''))) return null;
  return `texts-${language}`;
}

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

export default defineConfig(({ mode, command }) => ({
  define: command === 'build' ? { 'import.meta.env.VITE_PALARO_RELEASE': JSON.stringify(releaseName()) } : {},
  // `vite build --mode live` (npm run build:live): only live merchants, and src/main.tsx's
  // `import.meta.env.MODE !== 'live'` drops the demo platform (simulator, msw) from the bundle.
  plugins: [react(), leanRouter(), themeCss(), merchantFiles(mode === 'live'), criticalPath(), scriptOrder(), bootHints(root, () => hostGuesses(mode === 'live')), productionHeaders(), serviceWorker(), precompress(), demoPlatform(), ...(mode === 'live' ? [liveBuildCheck()] : [])],
  resolve: {
    alias: [
      // The site runs on Preact's React-compatible layer: the same components and hooks, about
      // 50 KB gzip less on the first load than react-dom, and a shorter first render on a phone.
      // Vitest keeps React (the component tests drive React Testing Library); the browser tests
      // and the QA run check the Preact build that ships.
      ...(process.env.VITEST ? [] : PREACT_ALIASES),
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^~themes\//, replacement: `${path.join(root, 'themes')}/` },
    ],
  },
  // /api is the platform, same-origin, as nginx serves it (deploy/platform.conf).
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy: { '/api/': PLATFORM_PROXY } },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: { '/api/': PLATFORM_PROXY },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // Few and larger chunks on the first route: over HTTP/1.1 a phone opens about six connections
    // per host, so forty small files queue behind each other, each paying a round trip. The
    // first screen's libraries and platform client are two chunks, the app's shell (boot, layout,
    // engine, UI kit) a third, all three of about the same size (fetched side by side; see
    // FRAMEWORK_DATA), each landing screen's own code one more and a language's first texts one;
    // other screens, their texts and the demo platform stay split.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...demoPlatformGroups,
            { name: (id: string) => frameworkPart(id), debugName: 'framework', test: inFramework, priority: 20 },
            // With the landing screens' styles (the first render's stylesheet is one file) and
            // the code they share: a landing page then needs the shell and its screen's chunk.
            { name: 'shell', test: (id: string) => inFirstLoad(id, false) || sharedLanding(id) || (landingScreens.has(id) && isStylesheet(id)), priority: 10 },
            // A landing screen's own code beyond the first load: a chunk per screen, not twenty small ones.
            { name: (id: string) => landingGroup(id), debugName: 'landing', test: (id: string) => landingGroup(id) !== null, priority: 5 },
            // A landing screen's texts (common, home, lobby) in one language: one chunk per language.
            { name: (id: string) => firstTextsGroup(id), debugName: 'texts', test: (id: string) => firstTextsGroup(id) !== null, priority: 5 },
          ],
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
}));
