// @vitest-environment node
// The app's service worker: how it routes each request (src/sw/routes.ts), the build's precache
// list (scripts/precache.ts, from Vite's manifest of the chunk graph) and when the page registers
// it. The worker itself is Workbox's (vite-plugin-pwa); that a real browser shows 'No Internet'
// from it is tests/e2e/offline.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bootFiles, VITE_MANIFEST } from '../../scripts/precache.ts';
import { routeRequest, type RequestFacts } from '@/sw/routes';
import { wantsServiceWorker } from '@/shell/service-worker';

const ORIGIN = 'https://play.example';
const PRECACHED = new Set(['/index.html', '/manifest.webmanifest', '/brand/palaro.svg', '/assets/index-abc.js']);
const get = (url: string, mode = 'cors'): RequestFacts => ({ method: 'GET', url: url.startsWith('http') ? url : `${ORIGIN}${url}`, mode });
const route = (request: RequestFacts) => routeRequest(request, ORIGIN, PRECACHED);

describe('which request goes where', () => {
  it('pages of the app: the network first, then the cached app', () => {
    for (const p of ['/', '/m/home', '/m/home?merchant=manila&lang=EN', '/m/deposit', '/index.html']) expect(route(get(p, 'navigate')), p).toBe('page');
  });

  it('the precache list and the hashed bundles: from the cache', () => {
    expect(route(get('/index.html'))).toBe('precached');
    expect(route(get('/manifest.webmanifest', 'same-origin'))).toBe('precached');
    expect(route(get('/brand/palaro.svg', 'no-cors'))).toBe('precached');
    expect(route(get('/assets/index-abc.js'))).toBe('precached');
    expect(route(get('/assets/lobby-x1y2.js'))).toBe('asset');
    expect(route(get('/assets/common-Zz9.js'))).toBe('asset');
  });

  it('merchant files and platform calls: never from the cache, pages or not', () => {
    for (const p of ['/merchants/manila.json', '/merchants/index.json', '/merchants/_defaults.json', '/api/v1/system/status', '/api/v1/login']) {
      expect(route(get(p)), p).toBe('network');
      expect(route(get(p, 'navigate')), `${p} (navigate)`).toBe('network');
    }
  });

  it('another origin, anything but GET, a query on a bundle, and other files of the site: the network', () => {
    expect(route(get('http://localhost:8787/api/v1/wallet/merchant'))).toBe('network');
    expect(route(get('https://cdn.example/assets/x.js'))).toBe('network');
    expect(route(get('https://play.example.evil.test/m/home', 'navigate'))).toBe('network');
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) expect(route({ ...get('/assets/lobby-x1y2.js'), method }), method).toBe('network');
    expect(route({ ...get('/m/home', 'navigate'), method: 'POST' })).toBe('network');
    expect(route(get('/assets/lobby-x1y2.js?v=2'))).toBe('network');
    expect(route(get('/index.html?x=1'))).toBe('network');
    expect(route(get('/brand/manila.svg'))).toBe('network');
    expect(route(get('/media/demo-promo.webm'))).toBe('network');
    expect(route(get('/sw.js'))).toBe('network');
    // A file of the site opened as a page is that file, not the app.
    expect(route(get('/brand/manila.svg', 'navigate'))).toBe('network');
    expect(route(get('/deploy/headers.conf', 'navigate'))).toBe('network');
    expect(route({ method: 'GET', url: 'not a url', mode: 'cors' })).toBe('network');
  });
});

describe('the precache list', () => {
  /** A build folder holding only Vite's manifest. */
  function distWith(manifest: Record<string, unknown>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-precache-'));
    fs.mkdirSync(path.join(dir, 'deploy'));
    fs.writeFileSync(path.join(dir, VITE_MANIFEST), JSON.stringify(manifest));
    return dir;
  }

  it('holds the page, what the entry imports statically with its styles, and the offline page and its texts', () => {
    const dist = distWith({
      'index.html': {
        file: 'assets/index-a1.js',
        isEntry: true,
        imports: ['_vendor-b2.js'],
        css: ['assets/index-c3.css'],
        dynamicImports: ['src/features/lobby/game-list.tsx'],
      },
      '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
      'src/features/lobby/game-list.tsx': { file: 'assets/game-list-d4.js', imports: ['_vendor-b2.js'] },
      'src/features/system/merchant-error-page.tsx': { file: 'assets/merchant-error-page-e5.js', imports: ['_vendor-b2.js', '_field-f6.js'] },
      '_field-f6.js': { file: 'assets/field-f6.js', css: ['assets/field-g7.css'] },
      'src/i18n/locales/TY/common.json': { file: 'assets/common-h8.js' },
      'src/i18n/locales/TY/lobby.json': { file: 'assets/lobby-i9.js' },
    });
    expect([...bootFiles(dist)].sort()).toEqual(
      [
        'index.html',
        'manifest.webmanifest',
        'brand/palaro.svg',
        'assets/index-a1.js',
        'assets/index-c3.css',
        'assets/vendor-b2.js',
        'assets/merchant-error-page-e5.js',
        'assets/field-f6.js',
        'assets/field-g7.css',
        'assets/common-h8.js',
      ].sort(),
    );
  });

  it('never names a merchant file, a platform call or a lazily loaded screen', () => {
    const dist = distWith({
      'index.html': { file: 'assets/index-a1.js', isEntry: true, dynamicImports: ['src/features/home/home-screen.tsx'] },
      'src/features/home/home-screen.tsx': { file: 'assets/home-screen-x.js' },
    });
    const files = [...bootFiles(dist)];
    expect(files.some((f) => f.startsWith('merchants/') || f.startsWith('api/') || f.includes('home-screen'))).toBe(false);
  });
});

describe('registration', () => {
  it('only in a production build, for a live merchant, in a browser with service workers', () => {
    vi.stubGlobal('navigator', { serviceWorker: {}, onLine: true });
    expect(wantsServiceWorker('live', true)).toBe(true);
    expect(wantsServiceWorker('demo', true)).toBe(false);
    expect(wantsServiceWorker('live', false)).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(wantsServiceWorker('live', true)).toBe(false);
    vi.unstubAllGlobals();
  });
});
