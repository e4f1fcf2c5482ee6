// npm run bench: builds the app (live mode: the merchants a production host serves) and prints
// figures, one per line, then all of them as JSON on the last line. Figures, not timed tests:
// nothing here passes or fails.
//  - first-load JS of a live merchant: the entry script and every modulepreload of index.html (gzip)
//  - everything a live merchant's /m/home loads until the network is idle (gzip), and its JS alone,
//    in headless Chromium, against the platform server
//  - all JS in dist/ (gzip)
//  - the time to validate a merchant file and build every engine output from it (median)
// The preview server and the platform server run in this process and are closed at the end (a
// second run never measures the first one's server: the port is strict).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { validateMerchant } from '../src/config/validate.ts';
import { engineOutputs, SAMPLE_VENDOR_DATA } from '../src/engine/snapshot.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { createPlatformServer } from './platform-http.ts';

const DIST = 'dist';
const gzBytes = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const gz = (file: string) => gzBytes(fs.readFileSync(file));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) execSync('npx vite build --mode live', { stdio: 'ignore' });

// 1. Entry + modulepreloads named by dist/index.html.
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)]
  .map((m) => m[1] ?? '')
  .filter(Boolean);
const firstLoadGzip = firstLoad.reduce((sum, src) => sum + gz(path.join(DIST, src)), 0);

// 3. Every JS file of dist/.
const allJs: string[] = [];
const walk = (dir: string) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.js') && e.name !== 'mockServiceWorker.js') allJs.push(p);
  }
};
walk(DIST);
const distGzip = allJs.reduce((s, f) => s + gz(f), 0);

// 2. What /m/home of the live merchant (manila) loads until the network is idle.
const platform = createPlatformServer({ port: 0 });
await platform.listen();
process.env.PLATFORM_URL = platform.url();
const server = await preview({ logLevel: 'silent', preview: { port: 4199, strictPort: true } });
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:4199';
let homeGzip = -1;
let homeFiles = 0;
let allGzip = -1;
let allFiles = 0;
let homeLoadMs = -1;
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      const url = res.url();
      if (!bodies.has(url))
        bodies.set(
          url,
          res.body().then(gzBytes, () => 0),
        );
    });
    const t0 = Date.now();
    await page.goto(`${origin}/m/home?merchant=manila`, { waitUntil: 'networkidle' });
    homeLoadMs = Date.now() - t0;
    const sizes = await Promise.all([...bodies].map(async ([url, size]) => ({ url, size: await size })));
    const scripts = sizes.filter((s) => new URL(s.url).pathname.endsWith('.js'));
    homeFiles = scripts.length;
    homeGzip = scripts.reduce((s, f) => s + f.size, 0);
    allFiles = sizes.length;
    allGzip = sizes.reduce((s, f) => s + f.size, 0);
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
  await platform.close();
}

// 4. Validate a merchant file and build every engine output from it.
const defaults = JSON.parse(fs.readFileSync('merchants/_defaults.json', 'utf8')) as unknown;
const file = JSON.parse(fs.readFileSync('merchants/demo.json', 'utf8')) as unknown;
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  const r = validateMerchant(structuredClone(file), defaults);
  if (!r.ok) throw new Error('demo.json is invalid');
  for (const viewer of ['guest', 'member', 'trial', 'agent'] as const) engineOutputs(r.config, viewer, SAMPLE_VENDOR_DATA);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const engineMedianMs = times[Math.floor(times.length / 2)] ?? 0;

const figures = {
  firstLoadJsGzipBytes: firstLoadGzip,
  firstLoadJsFiles: firstLoad.length,
  liveHomeAllGzipBytes: allGzip,
  liveHomeAllFiles: allFiles,
  liveHomeJsGzipBytes: homeGzip,
  liveHomeJsFiles: homeFiles,
  liveHomeNetworkIdleMs: homeLoadMs,
  distJsGzipBytes: distGzip,
  distJsFiles: allJs.length,
  validateAndEngineMedianMs: Number(engineMedianMs.toFixed(3)),
};
console.log(`first-load JS (live merchant, entry + preloads, gzip): ${kb(firstLoadGzip)} in ${firstLoad.length} file(s)`);
console.log(`live /m/home until network idle, everything (gzip): ${kb(allGzip)} in ${allFiles} answer(s), ${homeLoadMs} ms`);
console.log(`live /m/home until network idle, JS (gzip): ${kb(homeGzip)} in ${homeFiles} file(s)`);
console.log(`dist/ JS total (gzip): ${kb(distGzip)} in ${allJs.length} file(s)`);
console.log(`validate demo.json + every engine output (median of 200): ${engineMedianMs.toFixed(2)} ms`);
console.log(JSON.stringify(figures));
