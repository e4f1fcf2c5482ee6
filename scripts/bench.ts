// npm run bench: builds the app and prints figures, one per line, then all of them as JSON on the
// last line. Figures, not timed tests: nothing here passes or fails.
//  - first-load JS of a live merchant: the entry script and every modulepreload of index.html (gzip)
//  - all JS a live merchant's /m/home loads until the network is idle (gzip), in headless Chromium
//  - all JS in dist/ (gzip)
//  - the time to validate a merchant file and build every engine output from it (median)
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { validateMerchant } from '../src/config/validate.ts';
import { engineOutputs, SAMPLE_VENDOR_DATA } from '../src/engine/snapshot.ts';

const DIST = 'dist';
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });

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
const port = 4199;
const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
let homeGzip = -1;
let homeFiles = 0;
let homeLoadMs = -1;
try {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://localhost:${port}/m/home`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.port === String(port) && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  const t0 = Date.now();
  await page.goto(`http://localhost:${port}/m/home?merchant=manila`, { waitUntil: 'networkidle' });
  homeLoadMs = Date.now() - t0;
  homeFiles = scripts.size;
  homeGzip = [...scripts].reduce((s, p) => s + gz(path.join(DIST, p)), 0);
  await browser.close();
} finally {
  preview.kill();
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
  liveHomeJsGzipBytes: homeGzip,
  liveHomeJsFiles: homeFiles,
  liveHomeNetworkIdleMs: homeLoadMs,
  distJsGzipBytes: distGzip,
  distJsFiles: allJs.length,
  validateAndEngineMedianMs: Number(engineMedianMs.toFixed(3)),
};
console.log(`first-load JS (live merchant, entry + preloads, gzip): ${kb(firstLoadGzip)} in ${firstLoad.length} file(s)`);
console.log(`live /m/home JS until network idle (gzip): ${kb(homeGzip)} in ${homeFiles} file(s), ${homeLoadMs} ms`);
console.log(`dist/ JS total (gzip): ${kb(distGzip)} in ${allJs.length} file(s)`);
console.log(`validate demo.json + every engine output (median of 200): ${engineMedianMs.toFixed(2)} ms`);
console.log(JSON.stringify(figures));
