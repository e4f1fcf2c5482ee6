// The demo platform's start (src/platform-sim, loaded by src/main.tsx's dynamic import for demo
// merchants only) made cheap: its few downloads side by side, as early as possible, and little to evaluate.
//
// - Early. The app's entry learns a merchant's api.mode from its file, once the entry and its
//   dependencies have downloaded (beside every chunk the first paint needs) and run, and the file
//   has come back. A demo build inlines a small module script of its own first in index.html's
//   <head>, src/platform-sim/early-start.ts with its own copy of what it imports (so that it waits
//   for no chunk): by the usual resolution over `import.meta.env.PALARO_MERCHANT_MODES` (the
//   shipped merchant files' hosts and modes as they were at build time) it imports the simulator's
//   chunks, all at once, when the page will most likely serve a demo merchant. Only a guess: the
//   served file decides (an operator may edit it without a rebuild). A live build ships no demo
//   merchant, so it gets an empty table and no such script.
// - Three chunks, not eighty-five. The simulator names every platform call by the app's own
//   endpoint definitions (src/api/endpoints) and applies the engine's rules (src/engine). The app's
//   screens import those modules too, so the bundler made each a chunk of its own, shared by the
//   simulator and one screen: the simulator's start waited for some eighty small scripts, six at a
//   time over HTTP/1.1. Those modules are definitions and pure functions (no state), so the
//   simulator gets its own copy of each; the screens keep theirs. Its code is then three chunks of
//   about the same size, fetched side by side (demoPlatformGroups).
// - No public suffix list. msw's cookie store (tough-cookie) asks tldts for a cookie domain's
//   registrable domain; tldts carries the whole public suffix list (about 250 KB of the 560 KB
//   chunk, evaluated at start). The simulator's answers set no cookie, so the store is always
//   empty and the list is never needed: tldts is replaced by src/platform-sim/registrable-domain.ts.
//
// All but the table change only how a build bundles the simulator (the dev server and vitest load
// the modules as they are).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { reachModules } from './module-graph.ts';
import { apiMode, readMerchants } from './deploy-headers.ts';
import type { MerchantModes } from '../src/platform-sim/early-start.ts';
import { PLATFORM_CHUNK_ATTRIBUTE } from '../src/platform-sim/early-chunk.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MERCHANTS_DIR = path.join(ROOT, 'merchants');
const SIMULATOR_DIR = path.join(ROOT, 'src/platform-sim') + path.sep;
/** Stateless modules the simulator copies into its chunk. */
const COPIED_DIRS = [path.join(ROOT, 'src/api/endpoints') + path.sep, path.join(ROOT, 'src/engine') + path.sep];
/** Marks a module id as the simulator's copy (a distinct id is a distinct module to the bundler). */
const SIMULATOR_COPY = '?demo-platform';
const TLDTS_REPLACEMENT = path.join(ROOT, 'src/platform-sim/registrable-domain.ts');
const EARLY_START = path.join(ROOT, 'src/platform-sim/early-start.ts');
/** Marks a module id as the early start's copy, for its own chunk. */
const EARLY_COPY = '?demo-early';
/** The demo platform's module: the early start imports its chunk by the URL the HTML names. */
const PLATFORM_MODULE = path.join(ROOT, 'src/platform-sim/browser.ts');
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
const isEarlyModule = (id: string): boolean => id === EARLY_START || id.endsWith(EARLY_COPY);
const isSimulatorModule = (id: string): boolean => fileOf(id).startsWith(SIMULATOR_DIR) || id.endsWith(SIMULATOR_COPY);
const isCopied = (file: string): boolean => COPIED_DIRS.some((dir) => file.startsWith(dir)) && /\.tsx?$/.test(file);

type ResolveContext = Pick<Rollup.PluginContext, 'resolve'>;
type ResolveOptions = Parameters<Rollup.PluginContext['resolve']>[2];

/** `source` as `importer` imports it, as a copy of its own (`<file><suffix>`) when `copied` says so. */
async function copyOf(ctx: ResolveContext, source: string, importer: string, options: ResolveOptions, suffix: string, copied: (file: string) => boolean) {
  const resolved = await ctx.resolve(source, fileOf(importer), { ...options, skipSelf: true });
  if (!resolved || resolved.external || !copied(fileOf(resolved.id))) return resolved;
  return `${fileOf(resolved.id)}${suffix}`;
}

/** Modules only the demo platform's chunk needs (none the app reaches without it), set at each build's end. */
const demoOnly = new Set<string>();
/** msw and what it uses (with the stand-in for tldts, which msw's cookie store imports). */
const DEMO_LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * The demo platform's code in three chunks of about the same size, downloaded side by side beside
 * the first load (over HTTP/1.1 each connection ramps up on its own): its libraries (msw and what
 * it uses), its copies of the endpoint definitions and engine rules, and the simulator itself (the
 * chunk of src/platform-sim/browser.ts). For build.rolldownOptions.output.codeSplitting.groups.
 */
export const demoPlatformGroups = [
  // Only what they match: a copy's imports the app shares (the platform client, the merchant
  // schema) stay where the app's own chunks put them.
  {
    name: 'demo-platform-lib',
    test: (id: string) => demoOnly.has(id) && (DEMO_LIBRARY.test(id) || id === TLDTS_REPLACEMENT),
    priority: 15,
    includeDependenciesRecursively: false,
  },
  { name: 'demo-platform-api', test: (id: string) => demoOnly.has(id) && id.endsWith(SIMULATOR_COPY), priority: 15, includeDependenciesRecursively: false },
];

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
    buildEnd() {
      // What the app reaches (statically or dynamically) without passing through the simulator,
      // and what the simulator's chunk imports statically: the difference is the simulator's alone.
      demoOnly.clear();
      if (!building || live || !this.getModuleInfo(PLATFORM_MODULE)) return;
      const info = (id: string) => this.getModuleInfo(id);
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && id !== EARLY_ENTRY);
      const app = reachModules(info, entries, { follow: (id) => id !== PLATFORM_MODULE, dynamic: true });
      for (const id of reachModules(info, [PLATFORM_MODULE])) if (!app.has(id)) demoOnly.add(id);
    },
    async resolveId(source, importer, options) {
      if (!building) return null;
      if (source === EARLY_ENTRY) return EARLY_ENTRY;
      if (!importer) return null;
      if (source === 'tldts' && /[\\/]node_modules[\\/]tough-cookie[\\/]/.test(importer)) return TLDTS_REPLACEMENT;
      // The early start's own copy of what it imports: shared with the app's entry, it would sit
      // in the entry's chunk, and the early start would run only once that chunk had arrived.
      if (isEarlyModule(importer)) return copyOf(this, source, importer, options, EARLY_COPY, (file) => /\.tsx?$/.test(file));
      if (!isSimulatorModule(importer)) return null;
      return copyOf(this, source, importer, options, SIMULATOR_COPY, isCopied);
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
        const platform = chunks.find((c) => c.facadeModuleId === PLATFORM_MODULE);
        if (!early) return undefined;
        if (!platform) throw new Error('demo platform: no chunk for src/platform-sim/browser.ts');
        if (early.imports.length > 0) throw new Error(`demo platform: the early start's chunk imports ${early.imports.join(', ')}; it must stand alone`);
        // Inline, first in <head>, async and standalone: it runs while the HTML is still being read
        // (a file of its own would wait for a connection among the first load's), and imports the
        // platform's chunks (its own, and those it imports that the HTML does not load) by the URLs
        // its tag names. The CSP allows it by its hash, as it does the boot script
        // (scripts/deploy-headers.ts).
        if (/<\/script/i.test(early.code)) throw new Error("demo platform: the early start's code holds </script");
        if (ctx.bundle) Reflect.deleteProperty(ctx.bundle, early.fileName); // inlined: no file of its own
        const chunkUrls = [platform.fileName, ...platform.imports.filter((f) => !html.includes(`/${f}"`))].map((f) => `/${f}`);
        const attrs = { type: 'module', async: true, [PLATFORM_CHUNK_ATTRIBUTE]: chunkUrls.join(' ') };
        return [{ tag: 'script', attrs, children: early.code.trim(), injectTo: 'head-prepend' }];
      },
    },
  };
}
