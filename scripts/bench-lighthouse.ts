// npm run bench:lighthouse: Lighthouse mobile (performance only; Lighthouse's mobile defaults:
// Moto G Power screen, slow 4G, 4× CPU slowdown), each page measured both with simulated
// throttling and with DevTools-applied throttling, side by side, on the built app served the way
// production serves it (Debian's nginx with deploy/, through scripts/serve-prod.ts), beside a
// ~300-byte static floor page served by the same nginx in the same run. Median of 3 runs per page.
//
//   npm run bench:lighthouse                          build, then every page, 3 runs each
//   npm run bench:lighthouse -- --runs 5              5 runs per page
//   npm run bench:lighthouse -- --pages live-home     only these pages (the floor always runs)
//
// Pages, each on the build that serves it:
//   floor       http://localhost:<port>/__floor.html            the static floor page (live build's nginx)
//   live-home   http://manila.localhost:<port>/m/home           manila (live), picked by its host
//   live-games  http://manila.localhost:<port>/m/gameList?gameType=RNG
//   demo-home   http://localhost:<port>/m/home?merchant=demo     demo (the simulator in the page)
//
// What it does: builds what ships for each kind of page, into temporary folders so that dist/ is
// left alone — `npm run build:live` for the live pages (production: the live merchants only, no
// simulator, chunked without one) and `npm run build` for the demo page — writes the floor page
// into the live build, starts one nginx per build on free ports, starts the platform
// server on 8787 (manila's api.baseUrl names that port; a platform already answering
// /sim/health there is reused), then runs Lighthouse — a fresh Chromium profile for every run, so
// the demo's service worker and caches never carry over — round-robin over the pages (run 1 of
// every page, then run 2, …; slow drift of the machine's load spreads evenly). It prints one
// table of medians (each metric's own median, a row per page and throttling method) with the
// score's ratio to the floor under the same method, and writes every run's figures to
// .bench/lighthouse.json and the median run's full report of each page and method to
// .bench/lighthouse/<page>.<simulate|devtools>.json (open it in Lighthouse's viewer).
// nginx, the platform server and Chromium are stopped at the end, on error and on Ctrl-C.
//
// Environment:
//   BENCH_SKIP_BUILD=1   measure existing builds instead of building (BENCH_LIVE_DIST for the live
//                        pages and the floor, BENCH_DIST for the demo page); each is copied to a
//                        temporary folder, the builds themselves are not touched
//   BENCH_DIST           the demo build measured with BENCH_SKIP_BUILD=1 (default dist)
//   BENCH_LIVE_DIST      the live build measured with BENCH_SKIP_BUILD=1 (default dist-live)
//   BENCH_PORT           the live build's nginx port (default: a free one; the demo build's is the next free one)
//   CHROME_PATH          the browser (default /usr/bin/chromium)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { brotliInstalled } from './nginx-brotli.ts';
import { createPlatformServer, DEFAULT_PORT, type PlatformServer } from './platform-http.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_JSON = path.join(ROOT, '.bench', 'lighthouse.json');
const OUT_REPORTS = path.join(ROOT, '.bench', 'lighthouse');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PLATFORM_PORT = DEFAULT_PORT; // manila's api.baseUrl is http://localhost:8787/api
const FLOOR_FILE = '__floor.html';
// About 300 bytes: a document, a viewport, a heading and a paragraph; no script, style or image
// (and no favicon request, which nginx would answer with the app's index.html).
const FLOOR_HTML = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>floor</title>
<h1>Palaro</h1>
<p>static floor: the same nginx, headers and network as the app, with nothing to load or run.</p>
</html>
`;

/** The build a page is served from: what production ships (live) or the demo site's build. */
type BuildKind = 'live' | 'demo';
interface PageDef {
  id: string;
  label: string;
  build: BuildKind;
  path: (port: number) => string;
}
const PAGES: readonly PageDef[] = [
  { id: 'floor', label: 'static floor page', build: 'live', path: (p) => `http://localhost:${p}/${FLOOR_FILE}` },
  { id: 'live-home', label: '`manila` (live) `/m/home`', build: 'live', path: (p) => `http://manila.localhost:${p}/m/home` },
  {
    id: 'live-games',
    label: '`manila` (live) `/m/gameList?gameType=RNG`',
    build: 'live',
    path: (p) => `http://manila.localhost:${p}/m/gameList?gameType=RNG`,
  },
  { id: 'demo-home', label: '`demo` `/m/home`', build: 'demo', path: (p) => `http://localhost:${p}/m/home?merchant=demo` },
];
const BUILDS: Record<BuildKind, { script: string; dist: string; distEnv: string }> = {
  live: { script: 'build:live', dist: 'dist-live', distEnv: 'BENCH_LIVE_DIST' },
  demo: { script: 'build', dist: 'dist', distEnv: 'BENCH_DIST' },
};

// The flags of the brief, plus chrome-launcher's defaults that keep a measuring browser quiet.
const CHROME_FLAGS = [
  ...CHROMIUM_FLAGS,
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--password-store=basic',
  '--force-fieldtrials=*BackgroundTracing/default/',
];

/**
 * Lighthouse's mobile defaults (simulated throttling), performance only. The one change: the wait
 * for a first paint is 60 s instead of 30 s, so that a busy machine gives a slow figure rather than
 * NO_FCP (a wait that is not reached changes no figure).
 */
const LH_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance'],
    disableStorageReset: false,
    maxWaitForFcp: 60_000,
  },
};

/**
 * Each page is measured both ways, side by side: Lighthouse's simulation (Lantern models the
 * network and CPU from an unthrottled load) and DevTools-applied throttling (the same Slow 4G and
 * 4× CPU, applied to the browser while it loads: request latency 562.5 ms, 1.4 Mbps down, 0.6 up).
 * A gain that shows under only one of them is not a gain.
 */
type Throttling = 'simulate' | 'devtools';
const THROTTLINGS: readonly Throttling[] = ['simulate', 'devtools'];
const configFor = (method: Throttling): Config => ({ ...LH_CONFIG, settings: { ...LH_CONFIG.settings, throttlingMethod: method } });

// ---------------------------------------------------------------------------------------------
// Arguments

function usage(message?: string): never {
  if (message) console.error(`bench:lighthouse: ${message}`);
  const ids = PAGES.filter((p) => p.id !== 'floor').map((p) => p.id);
  console.error(`usage: npm run bench:lighthouse [-- [--runs N] [--pages ${ids.join(',')}]]`);
  process.exit(message ? 2 : 0);
}

function parseArgs(argv: string[]): { runs: number; pages: PageDef[] } {
  let runs = 3;
  let wanted: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i] ?? usage(`${flag} needs a value`);
    if (flag === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) usage('--runs needs a whole number ≥ 1');
    } else if (flag === '--pages' || flag === '--page') {
      wanted = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (flag === '--help' || flag === '-h') usage();
    else usage(`unknown argument ${a}`);
  }
  if (!wanted) return { runs, pages: [...PAGES] };
  const unknown = wanted.filter((w) => !PAGES.some((p) => p.id === w));
  if (unknown.length) usage(`unknown page ${unknown.join(', ')}`);
  // The floor always runs: every ratio is taken against it.
  return { runs, pages: PAGES.filter((p) => p.id === 'floor' || wanted.includes(p.id)) };
}

// ---------------------------------------------------------------------------------------------
// Processes and clean-up

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`bench:lighthouse: clean-up: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench:lighthouse: ${signal}, stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends SIGTERM, waits up to `ms` for the exit, then SIGKILL. */
async function stopChild(child: ChildProcess, ms = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(ms).then(() => false)])) return;
  child.kill('SIGKILL');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(port));
    });
  });
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(3000) });
    return res.ok ? res : null;
  } catch {
    return null;
  }
}

/** A build to serve, in a temporary folder (removed at the end); the live one holds the floor page. */
function prepareDist(kind: BuildKind): string {
  const { script, dist: defaultDist, distEnv } = BUILDS[kind];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `palaro-lighthouse-${kind}-`));
  // nginx's workers may run as another user: they must reach the build.
  fs.chmodSync(tmp, 0o755);
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const dist = path.join(tmp, 'dist');
  if (process.env.BENCH_SKIP_BUILD === '1') {
    const source = path.resolve(ROOT, process.env[distEnv] ?? defaultDist);
    if (!fs.existsSync(path.join(source, 'index.html'))) {
      throw new Error(`BENCH_SKIP_BUILD=1 but ${source}/index.html is missing (npm run ${script} -- --outDir ${defaultDist} first, or ${distEnv})`);
    }
    console.log(`bench:lighthouse: measuring the build in ${path.relative(ROOT, source) || source} (copied)`);
    fs.cpSync(source, dist, { recursive: true });
  } else {
    console.log(`bench:lighthouse: npm run ${script} (into a temporary folder; BENCH_SKIP_BUILD=1 skips this)`);
    const built = spawnSync('npm', ['run', script, '--', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`npm run ${script} failed`);
  }
  if (kind === 'live') fs.writeFileSync(path.join(dist, FLOOR_FILE), FLOOR_HTML);
  return dist;
}

/** nginx through scripts/serve-prod.ts (one node process; SIGTERM stops nginx and cleans up). */
async function startNginx(dist: string, port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'serve-prod.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const floor = `http://127.0.0.1:${port}/${FLOOR_FILE}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`serve:prod exited (${child.exitCode}) before answering`);
    if (await fetchOk(floor)) return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer ${floor} within 30 s`);
}

/** The platform on 8787: reused when one already answers /sim/health there, else started here. */
async function startPlatform(): Promise<{ reused: boolean; status: string }> {
  const health = await fetchOk(`http://127.0.0.1:${PLATFORM_PORT}/sim/health`);
  if (health) {
    const body = (await health.json().catch(() => ({}))) as { status?: string };
    const status = body.status ?? 'unknown';
    console.log(`bench:lighthouse: reusing the platform already on ${PLATFORM_PORT} (status ${status})`);
    if (status !== 'normal') throw new Error(`the platform on ${PLATFORM_PORT} reports status ${status}, not normal: the live pages would not show home`);
    return { reused: true, status };
  }
  if (await portInUse(PLATFORM_PORT)) throw new Error(`port ${PLATFORM_PORT} is taken by something that is not the platform (no /sim/health): manila's API lives there`);
  const platform: PlatformServer = createPlatformServer({ port: PLATFORM_PORT, log: () => {} });
  await platform.listen();
  cleanups.push(() => platform.close());
  console.log(`bench:lighthouse: platform on ${platform.url()}`);
  return { reused: false, status: platform.sim.status };
}

/** A headless Chromium with a fresh profile; resolves with its DevTools port and a stop(). */
async function launchChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-lh-chrome-'));
  const child = spawn(CHROME, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    if (stderr.length < 4000) stderr += d.toString();
  });
  const stop = async () => {
    await stopChild(child);
    // Chromium's helper processes may still be writing to the cache as the browser exits: a
    // profile that cannot be removed yet is left in the temporary folder, never a failed run.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (e) {
      console.error(`bench:lighthouse: left ${profile} behind (${e instanceof Error ? e.message : String(e)})`);
    }
  };
  cleanups.push(stop);
  const file = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const port = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(port) && port > 0) {
      return {
        port,
        stop: async () => {
          const i = cleanups.indexOf(stop);
          if (i >= 0) cleanups.splice(i, 1);
          await stop();
        },
      };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${CHROME} did not open its DevTools port:\n${stderr.trim()}`);
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface RunFigures {
  run: number;
  url: string;
  finalUrl: string | null;
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
  /** Transfer size of the script requests Lighthouse saw, bytes. */
  jsBytes: number | null;
  jsRequests: number | null;
  /** Transfer size of every request, bytes. */
  totalBytes: number | null;
  requests: number | null;
  /** Main-thread time in script evaluation (bootup-time total), ms. */
  scriptMs: number | null;
  longTasks: number | null;
  lcpElement: string | null;
  runtimeError: string | null;
  warnings: string[];
  wallMs: number;
}

const num = (lhr: Result, audit: string): number | null => {
  const v = lhr.audits[audit]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function figures(lhr: Result, run: number, url: string, wallMs: number): RunFigures {
  const netItems = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const scripts = netItems.filter((i) => i.resourceType === 'Script');
  const sum = (items: NetworkItem[]) => items.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items;
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const score = lhr.categories.performance?.score;
  return {
    run,
    url,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    score: typeof score === 'number' ? score : null,
    fcp: num(lhr, 'first-contentful-paint'),
    lcp: num(lhr, 'largest-contentful-paint'),
    tbt: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    si: num(lhr, 'speed-index'),
    jsBytes: netItems.length ? sum(scripts) : null,
    jsRequests: netItems.length ? scripts.length : null,
    totalBytes: netItems.length ? sum(netItems) : null,
    requests: netItems.length || null,
    scriptMs: num(lhr, 'bootup-time'),
    longTasks: Array.isArray(longTasks) ? longTasks.length : null,
    lcpElement: lcpEl?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: (lhr.runWarnings ?? []).map(String),
    wallMs,
  };
}

async function measure(url: string, run: number, method: Throttling): Promise<{ figures: RunFigures; lhr: Result | null }> {
  const started = Date.now();
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, configFor(method));
    if (!result) throw new Error('Lighthouse returned no result');
    return { figures: figures(result.lhr, run, url, Date.now() - started), lhr: result.lhr };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const empty: RunFigures = {
      run,
      url,
      finalUrl: null,
      score: null,
      fcp: null,
      lcp: null,
      tbt: null,
      cls: null,
      si: null,
      jsBytes: null,
      jsRequests: null,
      totalBytes: null,
      requests: null,
      scriptMs: null,
      longTasks: null,
      lcpElement: null,
      runtimeError: `Lighthouse failed: ${message}`,
      warnings: [],
      wallMs: Date.now() - started,
    };
    return { figures: empty, lhr: null };
  } finally {
    await chrome.stop();
  }
}

function median(values: (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? null) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'jsBytes', 'totalBytes', 'requests', 'scriptMs', 'longTasks'] as const;
type Metric = (typeof METRICS)[number];
type Medians = Record<Metric, number | null>;

// ---------------------------------------------------------------------------------------------
// Printing

const dash = '–';
const fmtScore = (v: number | null) => (v === null ? dash : v.toFixed(2));
const fmtSeconds = (v: number | null) => (v === null ? dash : `${(v / 1000).toFixed(1)} s`);
const fmtMs = (v: number | null) => (v === null ? dash : `${Math.round(v).toLocaleString('en-US')} ms`);
const fmtCls = (v: number | null) => (v === null ? dash : v.toFixed(3));
const fmtKb = (v: number | null) => (v === null ? dash : `${(v / 1024).toFixed(1)} KB`);
const fmtRatio = (v: number | null, floor: number | null) => (v === null || !floor ? dash : `${(v / floor).toFixed(2)}×`);

function table(rows: { label: string; method: Throttling; m: Medians; ok: number; runs: number }[], floors: Record<Throttling, Medians>): string {
  const head = ['page', 'throttling', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'JS (transfer)', 'score ÷ floor'];
  const body = rows.map((r) => [
    r.label + (r.ok < r.runs ? ` (${r.ok}/${r.runs} runs)` : ''),
    r.method === 'simulate' ? 'simulated' : 'DevTools',
    fmtScore(r.m.score),
    fmtSeconds(r.m.fcp),
    fmtSeconds(r.m.lcp),
    fmtMs(r.m.tbt),
    fmtCls(r.m.cls),
    fmtKb(r.m.jsBytes),
    fmtRatio(r.m.score, floors[r.method].score),
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const { runs, pages } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(CHROME)) throw new Error(`${CHROME} is missing (apt-get install -y chromium, or CHROME_PATH)`);
  const startedAt = new Date();
  const t0 = Date.now();

  // One nginx per build the pages need (the floor is served by the live build's).
  const ports = new Map<BuildKind, number>();
  for (const kind of Object.keys(BUILDS) as BuildKind[]) {
    if (!pages.some((p) => p.build === kind)) continue;
    const dist = prepareDist(kind);
    const port = kind === 'live' && process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    await startNginx(dist, port);
    ports.set(kind, port);
  }
  const urlOf = (page: PageDef) => page.path(ports.get(page.build) ?? 0);
  const needsPlatform = pages.some((p) => p.id.startsWith('live-'));
  const platform = needsPlatform ? await startPlatform() : null;
  const servers = [...ports].map(([kind, port]) => `the ${kind} build on http://localhost:${port}`).join(', ');
  console.log(`bench:lighthouse: nginx serving ${servers}; ${pages.length} pages × ${runs} runs × simulated and DevTools throttling (Lighthouse mobile)`);

  const keyOf = (page: PageDef, method: Throttling) => `${page.id}:${method}`;
  const results = new Map<string, { figures: RunFigures; lhr: Result | null }[]>(pages.flatMap((p) => THROTTLINGS.map((m) => [keyOf(p, m), []] as const)));
  const tMeasure = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const method of THROTTLINGS) {
        const url = urlOf(page);
        const name = `${page.id} ${method}`.padEnd(19);
        let r = await measure(url, run, method);
        // A run whose trace Lighthouse could not record (NO_NAVSTART, seen now and then here) tells
        // nothing of the page: it is run once more, and said so.
        if (r.figures.runtimeError) {
          console.log(`  run ${run}/${runs} ${name} ${r.figures.runtimeError}: once more`);
          r = await measure(url, run, method);
        }
        results.get(keyOf(page, method))?.push(r);
        const f = r.figures;
        const what = f.runtimeError ?? `score ${fmtScore(f.score)}, LCP ${fmtSeconds(f.lcp)}, TBT ${fmtMs(f.tbt)}`;
        console.log(`  run ${run}/${runs} ${name} ${what} (${(f.wallMs / 1000).toFixed(0)} s)`);
        for (const w of f.warnings) console.log(`      warning: ${w}`);
      }
    }
  }
  const measureSeconds = (Date.now() - tMeasure) / 1000;

  // Reports of this run only: none left from an earlier run with other pages.
  fs.rmSync(OUT_REPORTS, { recursive: true, force: true });
  fs.mkdirSync(OUT_REPORTS, { recursive: true });
  const summary = pages.flatMap((page) => THROTTLINGS.map((method) => ({ page, method }))).map(({ page, method }) => {
    const rs = results.get(keyOf(page, method)) ?? [];
    const ok = rs.filter((r) => r.figures.score !== null && !r.figures.runtimeError);
    const m = Object.fromEntries(METRICS.map((k) => [k, median(ok.map((r) => r.figures[k]))])) as Medians;
    // The median run by performance score: its full report is kept.
    const byScore = [...ok].sort((a, b) => (a.figures.score ?? 0) - (b.figures.score ?? 0));
    const medianRun = byScore[Math.floor((byScore.length - 1) / 2)] ?? null;
    const reportFile = path.join(OUT_REPORTS, `${page.id}.${method}.json`);
    if (medianRun?.lhr) fs.writeFileSync(reportFile, JSON.stringify(medianRun.lhr));
    // A failed run's report, for its runtime error and whatever was gathered before it.
    for (const r of rs) {
      if (r.figures.runtimeError && r.lhr) fs.writeFileSync(path.join(OUT_REPORTS, `${page.id}.${method}.run${r.figures.run}.failed.json`), JSON.stringify(r.lhr));
    }
    return { page, method, runs: rs.map((r) => r.figures), ok: ok.length, m, medianRun: medianRun?.figures.run ?? null };
  });
  const none = Object.fromEntries(METRICS.map((k) => [k, null])) as Medians;
  const floors = Object.fromEntries(THROTTLINGS.map((method) => [method, summary.find((s) => s.page.id === 'floor' && s.method === method)?.m ?? none])) as Record<Throttling, Medians>;

  const printed = table(
    summary.map((s) => ({ label: s.page.label, method: s.method, m: s.m, ok: s.ok, runs })),
    floors,
  );
  const totalSeconds = (Date.now() - t0) / 1000;
  const lhVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
  const chromeVersion = spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout.trim();

  fs.writeFileSync(
    OUT_JSON,
    `${JSON.stringify(
      {
        date: startedAt.toISOString(),
        lighthouse: lhVersion,
        chrome: chromeVersion,
        settings: { ...LH_CONFIG.settings, throttlingMethods: THROTTLINGS, runsPerPage: runs, order: 'round-robin', freshProfilePerRun: true },
        served: {
          by: 'nginx (scripts/serve-prod.ts, deploy/)',
          compression: brotliInstalled() ? 'brotli, gzip fallback' : 'gzip (the Brotli modules are not installed)',
          builds: Object.fromEntries(
            [...ports].map(([kind, port]) => {
              const { script, dist, distEnv } = BUILDS[kind];
              return [kind, { build: process.env.BENCH_SKIP_BUILD === '1' ? `existing ${process.env[distEnv] ?? dist}` : `npm run ${script}`, port }];
            }),
          ),
        },
        platform: platform ? { port: PLATFORM_PORT, ...platform } : null,
        machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
        seconds: { total: Math.round(totalSeconds), measuring: Math.round(measureSeconds) },
        table: printed,
        pages: summary.map((s) => ({
          id: s.page.id,
          throttling: s.method,
          url: urlOf(s.page),
          median: s.m,
          ratioToFloor: Object.fromEntries(METRICS.map((k) => [k, s.m[k] !== null && floors[s.method][k] ? (s.m[k] ?? 0) / (floors[s.method][k] ?? 1) : null])),
          medianRunByScore: s.medianRun,
          report: s.medianRun ? path.relative(ROOT, path.join(OUT_REPORTS, `${s.page.id}.${s.method}.json`)) : null,
          runs: s.runs,
        })),
      },
      null,
      2,
    )}\n`,
  );

  const load = os.loadavg()[0] ?? 0;
  if (load > os.cpus().length) {
    console.warn(`\nbench:lighthouse: the load average (${load.toFixed(1)}) is above the number of CPUs (${os.cpus().length}): Lighthouse's simulation scales the main-thread time it observes, so these figures are inflated. Measure on a quiet machine.`);
  }
  const compression = brotliInstalled() ? 'Brotli' : 'gzip only (no Brotli modules)';
  console.log(`\nLighthouse ${lhVersion} mobile (slow 4G, 4× CPU: simulated, and applied by DevTools), median of ${runs} run${runs === 1 ? '' : 's'}, ${chromeVersion}; nginx with ${compression}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs\n`);
  console.log(printed);
  console.log(`\nJS = transfer size of the script requests until the network went idle. Runs: ${path.relative(ROOT, OUT_JSON)}; median reports: ${path.relative(ROOT, OUT_REPORTS)}/<page>.<throttling>.json`);
  console.log(`bench:lighthouse: ${Math.round(totalSeconds)} s (measuring ${Math.round(measureSeconds)} s)`);

  const failed = summary.filter((s) => s.ok < runs);
  for (const s of failed) {
    for (const r of s.runs.filter((x) => x.runtimeError)) console.error(`bench:lighthouse: ${s.page.id} run ${r.run}: ${r.runtimeError}`);
  }
  return failed.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench:lighthouse: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(code);
