// npm run qa: visual QA of every merchant file. Builds the app (unless QA_SKIP_BUILD=1), runs the
// screenshot tests of playwright.qa.config.ts (every merchant × theme × language × screen, compared
// with tests/qa/baselines/), writes the gallery qa-report/index.html and exits non-zero when any
// screen differs from its baseline, has none, or could not be taken.
//
//   npm run qa                              everything
//   npm run qa -- --merchant cebu           one merchant (or --merchant a,b)
//   npm run qa:approve                      the same run, taking what it sees as the new baselines
//   npm run qa:approve -- --merchant <code> baselines of one (new) merchant file
//
// Other arguments go to Playwright as they are (e.g. -g "cebu dark", --workers 1).
// Environment: QA_SKIP_BUILD=1 tests the build already in QA_DIST (default dist); QA_DIST,
// QA_MERCHANTS_DIR, QA_PORT, QA_PLATFORM_PORT, QA_WORKERS (tests/qa/qa-env.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeGallery, type PlaywrightJsonReport } from './qa-gallery.ts';

const args = process.argv.slice(2);
const approve = args.includes('--approve');
const merchants: string[] = [];
const passThrough: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--approve') continue;
  if (a === '--merchant' || a === '--merchants') {
    const v = args[++i];
    if (!v) {
      console.error('qa: --merchant needs a merchant code');
      process.exit(2);
    }
    merchants.push(...v.split(','));
  } else if (a.startsWith('--merchant=')) merchants.push(...a.slice('--merchant='.length).split(','));
  else passThrough.push(a);
}
if (merchants.length)
  process.env.QA_MERCHANT = merchants
    .map((m) => m.trim())
    .filter(Boolean)
    .join(',');

// qa-env reads the environment when it loads: after QA_MERCHANT is set.
const { BASELINE_DIR, QA_DIST, QA_JSON_REPORT, ROOT, qaMatrix } = await import('../tests/qa/qa-env.ts');

const run = (cmd: string, argv: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync(cmd, argv, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;

if (process.env.QA_SKIP_BUILD !== '1') {
  console.log(`qa: building ${path.relative(ROOT, QA_DIST) || '.'} (QA_SKIP_BUILD=1 skips this)`);
  const outDir = ['--outDir', QA_DIST, '--emptyOutDir'];
  if (run('npx', ['vite', 'build', '--logLevel', 'warn', ...outDir]) !== 0) {
    console.error('qa: the build failed');
    process.exit(1);
  }
} else if (!fs.existsSync(path.join(QA_DIST, 'index.html'))) {
  console.error(`qa: QA_SKIP_BUILD=1 but ${QA_DIST}/index.html is missing (npm run build first)`);
  process.exit(1);
}

const matrix = qaMatrix();
if (merchants.length) {
  const unknown = merchants.filter((m) => !matrix.merchants.some((x) => x.code === m) && !matrix.invalid.some((x) => x.code === m));
  if (unknown.length) {
    console.error(`qa: no merchant file for ${unknown.join(', ')} in the build (merchants/<code>.json; the build copies it)`);
    process.exit(2);
  }
}
console.log(`qa: ${matrix.merchants.length} merchants, ${matrix.shots.length} screens${approve ? ' — taking new baselines' : ''}`);

fs.rmSync(QA_JSON_REPORT, { force: true });
const started = Date.now();
const status = run('npx', ['playwright', 'test', '-c', 'playwright.qa.config.ts', ...(approve ? ['--update-snapshots=changed'] : []), ...passThrough]);
const seconds = Math.round((Date.now() - started) / 1000);

const report = fs.existsSync(QA_JSON_REPORT) ? (JSON.parse(fs.readFileSync(QA_JSON_REPORT, 'utf8')) as PlaywrightJsonReport) : null;
const partial = merchants.length > 0 || passThrough.length > 0;
const outDir = path.join(ROOT, 'qa-report');
const gallery = writeGallery({ matrix, report, outDir, approve, partial });

// An approval of the whole set also drops the baselines of merchants (or themes, languages) gone.
if (approve && !partial && status === 0) {
  for (const f of gallery.obsolete) fs.rmSync(path.join(BASELINE_DIR, f));
  for (const d of fs.existsSync(BASELINE_DIR) ? fs.readdirSync(BASELINE_DIR) : []) {
    const dir = path.join(BASELINE_DIR, d);
    if (fs.statSync(dir).isDirectory() && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
}

console.log('');
for (const p of gallery.problems) console.error(`qa: ${p}`);
if (gallery.failures.length) {
  const byRow = new Map<string, string[]>();
  for (const f of gallery.failures) {
    const key = `${f.shot.merchant} ${f.shot.theme} ${f.shot.lang}`;
    byRow.set(key, [
      ...(byRow.get(key) ?? []),
      `${f.shot.screen}${f.status === 'differs' ? '' : ` (${f.status === 'missing' ? 'no baseline' : 'not taken'})`}`,
    ]);
  }
  const failedMerchants = [...new Set(gallery.failures.map((f) => f.shot.merchant))];
  console.error(`qa: ${gallery.failures.length} of ${gallery.cells.length} screens differ or could not be compared — merchants: ${failedMerchants.join(', ')}`);
  for (const [row, screens] of byRow) console.error(`qa:   ${row}: ${screens.join(', ')}`);
}
if (gallery.obsolete.length && !approve)
  console.log(`qa: ${gallery.obsolete.length} baselines belong to no merchant file any more (npm run qa:approve removes them)`);
console.log(`qa: ${approve ? 'approval' : 'run'} took ${seconds} s; gallery: ${path.relative(process.cwd(), gallery.file)}`);

const ok = status === 0 && gallery.failures.length === 0 && gallery.problems.length === 0;
if (ok)
  console.log(
    approve ? `qa: baselines in ${path.relative(ROOT, BASELINE_DIR)}/ — review the gallery, then commit them` : 'qa: every screen matches its baseline',
  );
process.exit(ok ? 0 : 1);
