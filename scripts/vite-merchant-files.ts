// Merchant files are data served as they are: in dev from merchants/, in a build copied to
// dist/merchants/ and fetched at runtime, so an operator edits a served file without a rebuild.
//
// `/merchants/index.json` ({ code, hosts }[]) lets the browser pick a merchant by host name (a
// static server cannot list a folder). In dev it is computed from merchants/ on every request; a
// build writes it into dist/merchants/index.json. After editing `hosts` in served files, rebuild
// it with `npm run merchants:index` (no app rebuild needed).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { apiMode, merchantIndex, readMerchants } from '../src/config/merchant-files.ts';
import { MERCHANT_ASSET_DIRS, unusedMerchantAssets } from './check-live-build.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MERCHANTS_DIR = path.join(ROOT, 'merchants');

/**
 * The merchant files a build ships. The demo build (`npm run build`) ships every file. The live
 * build (`npm run build:live`, i.e. `vite build --mode live`) ships only the files whose merged
 * `api.mode` is `live`, or exactly those named in `MERCHANTS=a,b` (each must be live): no demo
 * merchant, so none of the demo platform is reachable.
 */
export function shippedMerchants(live: boolean, only = process.env.MERCHANTS, dir = MERCHANTS_DIR): string[] {
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

/** A strong ETag of a file's bytes: an open page re-checks its merchant file with If-None-Match. */
const etagOf = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The dev server answers /merchants/* from merchants/; a build copies the shipped files and writes index.json. */
export function merchantFiles(live: boolean, dir = MERCHANTS_DIR): Plugin {
  let shipped: string[] = [];
  let building = false;
  return {
    name: 'palaro-merchant-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // A live build with a wrong MERCHANTS fails here, before any bundling.
      if (building) shipped = shippedMerchants(live, undefined, dir);
    },
    configureServer(server) {
      server.middlewares.use('/merchants', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/').replace(/^\//, '');
        if (!/^[a-z0-9_-]+\.json$/i.test(name)) return next();
        const file = path.join(dir, name);
        const body = name === 'index.json' ? JSON.stringify(merchantIndex(dir)) : fs.existsSync(file) ? fs.readFileSync(file) : null;
        if (body === null) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        const etag = etagOf(body);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.end(body);
      });
    },
    writeBundle(options) {
      const dist = options.dir ?? path.join(ROOT, 'dist');
      const out = path.join(dist, 'merchants');
      fs.mkdirSync(out, { recursive: true });
      const defaults = path.join(dir, '_defaults.json');
      if (fs.existsSync(defaults)) fs.copyFileSync(defaults, path.join(out, '_defaults.json'));
      for (const f of shipped) fs.copyFileSync(path.join(dir, f), path.join(out, f));
      fs.writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(merchantIndex(out), null, 2)}\n`);
      // public/ is copied before the bundle is written; the demo platform's worker stays out of a live build.
      if (!live) return;
      fs.rmSync(path.join(dist, 'mockServiceWorker.js'), { force: true });
      // Other brands' logos and the demo's media (public/ holds every merchant's): only the shipped merchants' stay.
      for (const asset of unusedMerchantAssets(dist)) fs.rmSync(path.join(dist, asset));
      for (const folder of MERCHANT_ASSET_DIRS) {
        const full = path.join(dist, folder);
        if (fs.existsSync(full) && fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      }
    },
  };
}
