// The demo platform's start (src/platform-sim, loaded by src/main.tsx's dynamic import for demo
// merchants only) made cheap: one download, as early as possible, and little to evaluate.
//
// - Early. The app's entry learns a merchant's api.mode from its file, once the entry and its
//   dependencies have downloaded (beside every chunk the first paint needs) and run, and the file
//   has come back. A demo build adds a small entry chunk of its own to index.html,
//   src/platform-sim/early-start.ts, loaded at once beside the app's: by the usual resolution
//   over `import.meta.env.PALARO_MERCHANT_MODES` (the shipped merchant files' hosts and modes as
//   they were at build time) it starts the simulator's download when the page will most likely
//   serve a demo merchant. Only a guess: the served file decides (an operator may edit it without
//   a rebuild). A live build ships no demo merchant, so it gets an empty table and no such entry.
// - One chunk, not eighty-five. The simulator names every platform call by the app's own endpoint
//   definitions (src/api/endpoints) and applies the engine's rules (src/engine). The app's screens
//   import those modules too, so the bundler made each a chunk of its own, shared by the simulator
//   and one screen: the simulator's start waited for some eighty small scripts, six at a time
//   over HTTP/1.1. Those modules are definitions and pure functions (no state), so the simulator
//   gets its own copy of each, inside its chunk; the screens keep theirs.
// - No public suffix list. msw's cookie store (tough-cookie) asks tldts for a cookie domain's
//   registrable domain; tldts carries the whole public suffix list (about 250 KB of the 560 KB
//   chunk, evaluated at start). The simulator's answers set no cookie, so the store is always
//   empty and the list is never needed: tldts is replaced by src/platform-sim/registrable-domain.ts.
//
// All but the table change only how a build bundles the simulator (the dev server and vitest load
// the modules as they are).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { apiMode, readMerchants } from './deploy-headers.ts';
import type { MerchantModes } from '../src/platform-sim/early-start.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MERCHANTS_DIR = path.join(ROOT, 'merchants');
const SIMULATOR_DIR = path.join(ROOT, 'src/platform-sim') + path.sep;
/** Stateless modules the simulator copies into its chunk. */
const COPIED_DIRS = [path.join(ROOT, 'src/api/endpoints') + path.sep, path.join(ROOT, 'src/engine') + path.sep];
/** Marks a module id as the simulator's copy (a distinct id is a distinct module to the bundler). */
const SIMULATOR_COPY = '?demo-platform';
const TLDTS_REPLACEMENT = path.join(ROOT, 'src/platform-sim/registrable-domain.ts');
const EARLY_START = path.join(ROOT, 'src/platform-sim/early-start.ts');
/** The early start's entry module: calls src/platform-sim/early-start.ts at once. */
const EARLY_ENTRY = '\0palaro-demo-platform-early';

/** Per merchant code: its hosts and whether it is in demo mode (files that parse; merged over _defaults.json). */
export function merchantModes(dir: string = MERCHANTS_DIR): MerchantModes {
  return Object.fromEntries(
    readMerchants(dir).flatMap((m) => {
      if (!m.data) return [];
      const hosts = Array.isArray(m.data.hosts) ? m.data.hosts.filter((h): h is string => typeof h === 'string') : [];
      return [[m.code, { hosts, demo: apiMode(m.data) === 'demo' }] as const];
    }),
  );
}

const fileOf = (id: string): string => id.split('?')[0] ?? id;
const isSimulatorModule = (id: string): boolean => fileOf(id).startsWith(SIMULATOR_DIR) || id.endsWith(SIMULATOR_COPY);
const isCopied = (file: string): boolean => COPIED_DIRS.some((dir) => file.startsWith(dir)) && /\.tsx?$/.test(file);

export function demoPlatform(): Plugin {
  let building = false;
  let live = false;
  return {
    name: 'palaro-demo-platform',
    enforce: 'pre',
    config(_config, env) {
      live = env.mode === 'live';
      return { define: { 'import.meta.env.PALARO_MERCHANT_MODES': JSON.stringify(live ? {} : merchantModes()) } };
    },
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building && !live) this.emitFile({ type: 'chunk', id: EARLY_ENTRY, name: 'demo-platform-early' });
    },
    async resolveId(source, importer, options) {
      if (!building) return null;
      if (source === EARLY_ENTRY) return EARLY_ENTRY;
      if (!importer) return null;
      if (source === 'tldts' && /[\\/]node_modules[\\/]tough-cookie[\\/]/.test(importer)) return TLDTS_REPLACEMENT;
      if (!isSimulatorModule(importer)) return null;
      const resolved = await this.resolve(source, fileOf(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !isCopied(resolved.id)) return resolved;
      return `${fileOf(resolved.id)}${SIMULATOR_COPY}`;
    },
    load(id) {
      if (id !== EARLY_ENTRY) return null;
      return `import { startEarlyInBrowser } from ${JSON.stringify(EARLY_START)};\nvoid startEarlyInBrowser();\n`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const early = chunks.find((c) => c.facadeModuleId === EARLY_ENTRY);
        if (!early) return undefined;
        // First in <head>, async: it runs as soon as it (and the chunk it shares with the app's
        // entry) has arrived, whatever else is loading.
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' },
          ...early.imports
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head-prepend' as const })),
        ];
      },
    },
  };
}
