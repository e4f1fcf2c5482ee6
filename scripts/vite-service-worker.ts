// The app's service worker in a build: dist/sw.js, compiled from src/sw/worker.ts with the
// release's precache list and a version that changes with the content of any file on it (so the
// browser, which compares sw.js byte for byte on each visit, installs a new release's worker, and
// that worker drops the old release's cache).
//
// The precache list: index.html and what it names to boot (the entry script, every modulepreload
// and stylesheet), the manifest and its icons (linked by the page once loaded), and what the 'No Internet' page needs beyond that
// (its chunk and the common texts of every language), since that page is loaded only when the
// network is gone. Other /assets/ files are cached on first use by the worker itself. Nothing under
// /merchants/ or /api/ is ever on it (src/sw/routes.ts).
//
// `npm run preview` answers /sw.js with a 404 when a build has none (never the app's page, which a
// browser would refuse as a worker script); deploy/palaro.conf does the same for nginx.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { isNeverCached } from '../src/sw/routes.ts';
import { MANIFEST_PATH } from '../src/shell/manifest-link.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The worker's file at the root of a build: its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The worker's source (bundled with the modules it imports into one classic script). */
export const WORKER_ENTRY = path.join(ROOT, 'src/sw/worker.ts');

/**
 * The modules (paths from the project root) whose chunks the 'No Internet' page needs and the
 * first load does not fetch: the page itself (src/main.tsx imports it only on a failure) and the
 * `common` texts of every language (the page speaks the visitor's stored language).
 */
export const OFFLINE_MODULES: readonly RegExp[] = [/^src\/features\/system\/merchant-error-page\.tsx$/, /^src\/i18n\/locales\/[A-Z]+\/common\.json$/];

/** What the worker is built with (src/sw/worker.ts reads it as `__PALARO_SW__`). */
export interface WorkerManifest {
  version: string;
  precache: string[];
}

/** The `rel` values of a <link> whose file the boot uses, and the `as` of a preload that is one. */
const BOOT_LINKS = new Set(['modulepreload', 'stylesheet', 'manifest', 'icon', 'apple-touch-icon']);
const BOOT_PRELOADS = new Set(['script', 'style', 'font']);

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** A path of this site ("/x", not "//host/x" or "https://…"), or null. */
const sitePath = (href: string | undefined): string | null => (href && /^\/(?!\/)/.test(href) ? (href.split(/[?#]/)[0] ?? null) : null);

/**
 * The files index.html names for the boot: its module scripts, modulepreloads, stylesheets,
 * preloads of scripts, styles and fonts, manifest and icons. Paths of this site only, never a
 * merchant file or platform call (the preloads of /merchants/ files are left out).
 */
export function htmlPrecache(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) out.push(sitePath(attribute(tag, 'src')) ?? '');
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rels = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const wanted = rels.some((r) => BOOT_LINKS.has(r)) || (rels.includes('preload') && BOOT_PRELOADS.has((attribute(tag, 'as') ?? '').toLowerCase()));
    if (wanted) out.push(sitePath(attribute(tag, 'href')) ?? '');
  }
  return [...new Set(out.filter((p) => p !== '' && !isNeverCached(p)))];
}

/** The part of a bundle's chunk the list needs (Rollup's OutputChunk has it). */
export interface ChunkFacts {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module in the chunk (a group chunk, vite.config.ts codeSplitting, has no facade). */
  moduleIds?: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The files (as paths of the site) of the chunks whose module matches one of `modules` (paths
 * from `root`), with every chunk they import statically and the stylesheets of all of them.
 */
export function chunkPrecache(chunks: readonly ChunkFacts[], modules: readonly RegExp[], root: string = ROOT): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: ChunkFacts) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) {
      const imported = byFile.get(dep);
      if (imported) visit(imported);
    }
  };
  const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
  for (const chunk of chunks) {
    const ids = chunk.moduleIds ?? (chunk.facadeModuleId ? [chunk.facadeModuleId] : []);
    if (ids.some((id) => modules.some((m) => m.test(relative(id))))) visit(chunk);
  }
  return [...files].map((f) => `/${f}`);
}

/**
 * The web app manifest, which the page links once it has loaded (src/shell/manifest-link.ts), and
 * the icons it names: the installed app's, there offline too.
 */
export function manifestPrecache(dist: string): string[] {
  const file = path.join(dist, MANIFEST_PATH);
  if (!fs.existsSync(file)) return [];
  const { icons } = JSON.parse(fs.readFileSync(file, 'utf8')) as { icons?: { src?: unknown }[] };
  const iconPaths = (icons ?? []).map((i) => (typeof i.src === 'string' ? sitePath(i.src) : null)).filter((p): p is string => p !== null);
  return [MANIFEST_PATH, ...iconPaths];
}

/** The precache list: index.html first, then what it names, then the extra files; no repeats. */
export function precacheList(html: string, extra: readonly string[] = []): string[] {
  return [...new Set(['/index.html', ...htmlPrecache(html), ...extra])];
}

/** A version that changes when any precached file's content changes (or the list itself). */
export function precacheVersion(files: readonly { path: string; content: Uint8Array | string }[]): string {
  const hash = createHash('sha256');
  for (const { path: p, content } of files) hash.update(`${p}\0${createHash('sha256').update(content).digest('hex')}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** src/sw/worker.ts and what it imports as one minified classic script (no import, no export). */
export async function compileWorker(manifest: WorkerManifest): Promise<string> {
  const result = await build({
    configFile: false,
    envDir: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    define: { __PALARO_SW__: JSON.stringify(manifest) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'palaroServiceWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error(`${SERVICE_WORKER_FILE}: the worker build produced no script`);
  return chunk.code;
}

export function serviceWorker(): Plugin {
  return {
    name: 'palaro-service-worker',
    async writeBundle(options, bundle) {
      const dist = options.dir ?? path.join(ROOT, 'dist');
      const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const precache = precacheList(html, [...chunkPrecache(chunks, OFFLINE_MODULES), ...manifestPrecache(dist)]);
      // Every file is on disk by now (public/ is copied before the bundle is written); a missing one
      // would fail the worker's installation in every browser, so it fails the build instead.
      const files = precache.map((p) => {
        const file = path.join(dist, p);
        if (!fs.existsSync(file)) this.error(`${SERVICE_WORKER_FILE}: ${p} is on the precache list but not in the build`);
        return { path: p, content: fs.readFileSync(file) };
      });
      const code = await compileWorker({ version: precacheVersion(files), precache });
      fs.writeFileSync(path.join(dist, SERVICE_WORKER_FILE), code);
    },
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${SERVICE_WORKER_FILE}` || fs.existsSync(path.join(dist, SERVICE_WORKER_FILE))) return next();
        res.statusCode = 404;
        res.end('Not found');
      });
    },
  };
}
