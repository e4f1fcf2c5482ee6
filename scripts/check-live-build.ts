// npx tsx scripts/check-live-build.ts [dir]: fails (exit 1) when a live build (default dist/)
// holds anything of the demo: a demo-mode merchant file, mockServiceWorker.js, msw, the
// simulator's code, the demo games (src/demo), or the demo platform's key pair (either half, in
// any usual encoding).
// CI runs it on `npm run build:live`.
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiMode, readMerchants } from '../src/config/merchant-files.ts';
import { DEMO_PRIVATE_KEY_JWK } from '../src/platform-sim/demo-key.ts';

/** Strings that only msw's browser code carries. */
const MSW_MARKERS = ['mockServiceWorker', '[MSW]', 'mswjs', 'INTEGRITY_CHECK_REQUEST', 'MOCK_DEACTIVATE'];

/** Strings that only the demo platform (src/platform-sim) carries: its storage keys and seed. */
const SIMULATOR_MARKERS = ['palaro:sim:', '203.0.113.7', 'Demo1234', 'demoplayer', 'demoagent', 'AGENT01'];

/** Strings that only the demo games (src/demo) carry: their two platform calls' paths, their page's class, a key of their texts. */
const DEMO_GAME_MARKERS = ['/games/demo/', 'dg-page', 'firstSpin'];

/** Merchant files of the demo that a live build never ships. */
const DEMO_MERCHANT_FILES = ['demo.json', 'cebu.json'];

const toBase64 = (b64url: string): string => b64url.replace(/-/g, '+').replace(/_/g, '/');

/** The demo key pair as it could appear in a file: JWK members, base64 of them, the SPKI key. */
function demoKeyMaterial(): { what: string; text: string }[] {
  const out: { what: string; text: string }[] = [];
  const jwk = DEMO_PRIVATE_KEY_JWK;
  for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const) {
    const value = jwk[member];
    if (!value) continue;
    out.push({ what: `demo private key (${member})`, text: value });
    out.push({ what: `demo private key (${member}, base64)`, text: toBase64(value) });
  }
  if (jwk.n) {
    out.push({ what: 'demo key modulus', text: jwk.n });
    out.push({ what: 'demo key modulus (base64)', text: toBase64(jwk.n) });
  }
  const publicJwk: JsonWebKey = { kty: jwk.kty, n: jwk.n, e: jwk.e };
  const spki = createPublicKey({ key: publicJwk, format: 'jwk' }).export({ type: 'spki', format: 'der' }).toString('base64');
  out.push({ what: 'demo public key (SPKI)', text: spki });
  return out;
}

function filesOf(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Folders of the site whose files belong to merchants (logos, videos): a build ships those its merchants use. */
export const MERCHANT_ASSET_DIRS = ['brand', 'media'];

/**
 * The files of MERCHANT_ASSET_DIRS in `dir` that nothing shipped names: no merchant file in
 * `dir`/merchants (nor their _defaults.json), no page and no web manifest at the root. Another
 * brand's logo or the demo's video in a live build is one of these.
 */
export function unusedMerchantAssets(dir: string): string[] {
  const named = [path.join(dir, 'index.html'), path.join(dir, 'manifest.webmanifest')];
  const merchantsDir = path.join(dir, 'merchants');
  if (fs.existsSync(merchantsDir)) named.push(...fs.readdirSync(merchantsDir).map((f) => path.join(merchantsDir, f)));
  const texts = named.filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f, 'utf8'));
  return MERCHANT_ASSET_DIRS.flatMap((folder) => {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full)) return [];
    return filesOf(full)
      .map((f) => path.relative(dir, f).split(path.sep).join('/'))
      .filter((rel) => !texts.some((text) => text.includes(`"/${rel}"`)));
  });
}

export interface LiveBuildReport {
  files: number;
  merchants: string[];
  problems: string[];
}

export function checkLiveBuild(dir: string): LiveBuildReport {
  const problems: string[] = [];
  const files = filesOf(dir);
  const rel = (f: string) => path.relative(dir, f);

  for (const f of files) {
    const name = path.basename(f);
    if (name === 'mockServiceWorker.js') problems.push(`${rel(f)}: the demo platform's service worker`);
    if (path.basename(path.dirname(f)) === 'merchants' && DEMO_MERCHANT_FILES.includes(name)) problems.push(`${rel(f)}: a demo merchant file`);
  }

  for (const asset of unusedMerchantAssets(dir)) problems.push(`${asset}: an asset no shipped merchant uses (another brand's or the demo's)`);

  const merchantsDir = path.join(dir, 'merchants');
  const merchants = fs.existsSync(merchantsDir) ? readMerchants(merchantsDir) : [];
  if (!merchants.length) problems.push('merchants/: no merchant file');
  for (const m of merchants) {
    if (m.error) problems.push(`merchants/${m.file}: ${m.error}`);
    else if (apiMode(m.data) !== 'live') problems.push(`merchants/${m.file}: api.mode is not live`);
  }

  const markers = [
    ...MSW_MARKERS.map((text) => ({ what: `msw (${text})`, text })),
    ...SIMULATOR_MARKERS.map((text) => ({ what: `simulator code (${text})`, text })),
    ...DEMO_GAME_MARKERS.map((text) => ({ what: `demo game code (${text})`, text })),
    ...demoKeyMaterial(),
  ];
  for (const f of files) {
    const raw = fs.readFileSync(f).toString('latin1');
    // Also with white space and escaped line breaks removed (a PEM or a wrapped string).
    const squeezed = raw.replace(/\\[nr]|\s/g, '');
    for (const { what, text } of markers) {
      if (raw.includes(text) || squeezed.includes(text)) problems.push(`${rel(f)}: ${what}`);
    }
  }
  return { files: files.length, merchants: merchants.map((m) => m.code), problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir}/index.html does not exist (run npm run build:live first)`);
    process.exit(1);
  }
  const report = checkLiveBuild(dir);
  if (report.problems.length) {
    console.error(`live build check: ${dir}: ${report.problems.length} problem(s)`);
    for (const p of report.problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `live build check: ${dir}: ${report.files} files, merchants ${report.merchants.join(', ')}; ` +
      'no demo merchant file, no mockServiceWorker.js, no msw, no simulator code, no demo game, no demo key',
  );
}
