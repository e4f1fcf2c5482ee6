// @vitest-environment node
// The app's service worker: how it routes each request (src/sw/routes.ts), the build's precache
// list and version (scripts/vite-service-worker.ts), and the built dist/sw.js itself run against
// a fake browser (its caches and network), offline and online. That a real browser shows 'No
// Internet' from it is tests/e2e/offline.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chunkPrecache,
  compileWorker,
  htmlPrecache,
  manifestPrecache,
  OFFLINE_MODULES,
  precacheList,
  precacheVersion,
  type ChunkFacts,
} from '../../scripts/vite-service-worker.ts';
import { cacheName, isWorkerCache, routeRequest, type RequestFacts } from '@/sw/routes';
import { wantsServiceWorker } from '@/shell/service-worker';
import { MANIFEST_PATH } from '@/shell/manifest-link';

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

  it('names its caches by release and knows them from other caches of the origin', () => {
    expect(cacheName('0123abcd')).toBe('palaro-0123abcd');
    expect(isWorkerCache('palaro-0123abcd')).toBe(true);
    expect(isWorkerCache('msw-cache')).toBe(false);
  });
});

const INDEX_HTML = `<!doctype html><html><head>
  <link rel="manifest" href="/manifest.webmanifest" />
  <link rel="icon" href="/brand/palaro.svg" type="image/svg+xml" />
  <style>html{}</style><script>var inline = 1;</script>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  <link rel="modulepreload" crossorigin href="/assets/start-jkl.js">
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel="preload" as="style" crossorigin href="/assets/home-mno.css">
  <link rel="preload" as="fetch" crossorigin href="/merchants/index.json">
  <link rel="preload" as="fetch" crossorigin href="/merchants/_defaults.json">
  <link rel="preconnect" href="https://cdn.example">
  <link rel="modulepreload" href="https://cdn.example/x.js">
  <link rel="stylesheet" href="//cdn.example/y.css">
</head><body><div id="root"></div></body></html>`;

describe('the precache list', () => {
  it('is what index.html names for the boot, in order, without repeats: never a merchant file or another host', () => {
    expect(htmlPrecache(INDEX_HTML)).toEqual([
      '/assets/index-abc.js',
      '/manifest.webmanifest',
      '/brand/palaro.svg',
      '/assets/react-def.js',
      '/assets/index-ghi.css',
      '/assets/start-jkl.js',
      '/assets/home-mno.css',
    ]);
  });

  it('adds the chunks of the offline page and the common texts, with what they import and their styles', () => {
    const root = '/repo';
    const chunk = (fileName: string, module: string | null, imports: string[] = [], css: string[] = []): ChunkFacts => ({
      type: 'chunk',
      fileName,
      facadeModuleId: module ? path.join(root, module) : null,
      imports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const chunks = [
      chunk('assets/index-abc.js', 'src/main.tsx', ['assets/react-def.js']),
      chunk('assets/react-def.js', null),
      chunk(
        'assets/merchant-error-page-1.js',
        'src/features/system/merchant-error-page.tsx',
        ['assets/icon-2.js', 'assets/react-def.js'],
        ['assets/system-3.css'],
      ),
      chunk('assets/icon-2.js', 'src/ui/icon.tsx', ['assets/react-def.js']),
      chunk('assets/common-4.js', 'src/i18n/locales/EN/common.json'),
      chunk('assets/common-5.js', 'src/i18n/locales/TY/common.json'),
      chunk('assets/account-6.js', 'src/i18n/locales/EN/account.json'),
      chunk('assets/lobby-7.js', 'src/features/lobby/lobby-screen.tsx', ['assets/icon-2.js']),
    ];
    const extra = chunkPrecache(chunks, OFFLINE_MODULES, root);
    expect(extra.sort()).toEqual(
      [
        '/assets/common-4.js',
        '/assets/common-5.js',
        '/assets/icon-2.js',
        '/assets/merchant-error-page-1.js',
        '/assets/react-def.js',
        '/assets/system-3.css',
      ].sort(),
    );
    const list = precacheList(INDEX_HTML, extra);
    expect(list[0]).toBe('/index.html');
    expect(new Set(list).size).toBe(list.length);
    expect(list).toContain('/assets/merchant-error-page-1.js');
    expect(list.filter((p) => p.startsWith('/merchants/'))).toEqual([]);
  });

  it("finds a module inside a group chunk (one language's first texts), not only a chunk's own module", () => {
    const root = '/repo';
    const texts: ChunkFacts = {
      type: 'chunk',
      fileName: 'assets/texts-EN-1.js',
      facadeModuleId: null,
      moduleIds: ['home', 'common', 'lobby'].map((n) => path.join(root, `src/i18n/locales/EN/${n}.json`)),
      imports: [],
    };
    const other: ChunkFacts = {
      type: 'chunk',
      fileName: 'assets/landing-2.js',
      facadeModuleId: null,
      moduleIds: [path.join(root, 'src/widgets/game-menu.tsx')],
      imports: [],
    };
    expect(chunkPrecache([texts, other], OFFLINE_MODULES, root)).toEqual(['/assets/texts-EN-1.js']);
  });

  it('adds the web app manifest, which the page links once loaded, and the icons it names', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'palaro-manifest-'));
    try {
      expect(manifestPrecache(dist)).toEqual([]);
      fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ icons: [{ src: '/brand/a.svg' }, { src: 'https://cdn.example/b.png' }, {}] }));
      expect(manifestPrecache(dist)).toEqual([MANIFEST_PATH, '/brand/a.svg']);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('has a version that changes with any file on it, and only then', () => {
    const files = [
      { path: '/index.html', content: '<html>1</html>' },
      { path: '/assets/a.js', content: 'a' },
    ];
    const version = precacheVersion(files);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheVersion(files.map((f) => ({ ...f })))).toBe(version);
    expect(precacheVersion([files[0]!, { path: '/assets/a.js', content: 'b' }])).not.toBe(version);
    expect(precacheVersion([files[0]!])).not.toBe(version);
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

// ---------------------------------------------------------------- the built worker, in a fake browser

type Network = (request: { url: string }) => Promise<Response>;

interface FakeBrowser {
  caches: Map<string, Map<string, Response>>;
  install(): Promise<void>;
  activate(): Promise<void>;
  /** The worker's answer, or null when it leaves the request to the browser. */
  fetch(request: RequestFacts): Promise<Response | null>;
  claimed: () => boolean;
}

/** Runs a built sw.js in a fresh context with a fake Cache Storage, `fetch` and worker scope. */
function startWorker(code: string, network: Network): FakeBrowser {
  const stores = new Map<string, Map<string, Response>>();
  const storeOf = (name: string) => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new Map()));
    return store;
  };
  const keyOf = (request: string | { url: string }) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const cacheOf = (store: Map<string, Response>) => ({
    addAll: async (requests: { url: string }[]) => {
      for (const r of requests) {
        const response = await network(r);
        if (!response.ok) throw new TypeError(`addAll: ${r.url} answered ${response.status}`);
        store.set(keyOf(r), response);
      }
    },
    match: async (request: string | { url: string }) => store.get(keyOf(request))?.clone(),
    put: async (request: { url: string }, response: Response) => void store.set(keyOf(request), response),
  });
  const caches = {
    open: async (name: string) => cacheOf(storeOf(name)),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string, options: { cacheName: string }) => stores.get(options.cacheName)?.get(keyOf(request))?.clone(),
  };
  const listeners = new Map<string, (event: unknown) => void>();
  let claimed = false;
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => void (claimed = true) },
    location: new URL(`${ORIGIN}/sw.js`),
  };
  // In a worker a relative URL is resolved against the worker's own; Node's Request needs it absolute.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN).href, init);
    }
  }
  vm.runInNewContext(code, { self: scope, caches, fetch: network, Request: WorkerRequest, URL, console });
  const extendable = async (type: string, extra: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | null = null;
    listeners.get(type)?.({ ...extra, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
    const response = answer ? await answer : null;
    await Promise.all(waits);
    return response;
  };
  return {
    caches: stores,
    install: async () => void (await extendable('install')),
    activate: async () => void (await extendable('activate')),
    fetch: (request) => extendable('fetch', { request }),
    claimed: () => claimed,
  };
}

describe('the built worker', () => {
  const precache = ['/index.html', '/assets/index-abc.js', '/manifest.webmanifest', '/brand/palaro.svg'];
  let code = '';
  beforeAll(async () => {
    code = await compileWorker({ version: 'v2', precache });
  }, 60_000);

  /** A site and a switch that takes the network away. */
  function site() {
    const state = { online: true, asked: [] as string[] };
    const network: Network = async (request) => {
      const url = new URL(request.url);
      state.asked.push(url.pathname);
      if (!state.online) throw new TypeError('Failed to fetch');
      if (url.pathname.startsWith('/assets/missing')) return new Response('Not found', { status: 404 });
      const html = !url.pathname.includes('.') || url.pathname.endsWith('.html');
      // What a browser's fetch of this origin answers: a 'basic' response (Node's says 'default').
      return Object.defineProperty(new Response(html ? `<html>${url.pathname}</html>` : `file ${url.pathname}`, { status: 200 }), 'type', { value: 'basic' });
    };
    return { state, network };
  }

  it('is one classic script: no import, no export, the list built in', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(() => new vm.Script(code)).not.toThrow();
    expect(code).toContain('/assets/index-abc.js');
  });

  it('precaches the list, drops older releases on activation and controls the open pages', async () => {
    const { network } = site();
    const browser = startWorker(code, network);
    browser.caches.set('palaro-v1', new Map());
    browser.caches.set('someone-else', new Map());
    await browser.install();
    expect([...(browser.caches.get('palaro-v2')?.keys() ?? [])]).toEqual(precache.map((p) => `${ORIGIN}${p}`));
    await browser.activate();
    expect([...browser.caches.keys()].sort()).toEqual(['palaro-v2', 'someone-else']);
    expect(browser.claimed()).toBe(true);
  });

  it('offline, a page is the cached app; merchant files and platform calls are left to the browser', async () => {
    const { state, network } = site();
    const browser = startWorker(code, network);
    await browser.install();
    await browser.activate();
    // Online, a page comes from the network.
    expect(await (await browser.fetch(get('/m/home', 'navigate')))?.text()).toBe('<html>/m/home</html>');
    state.online = false;
    expect(await (await browser.fetch(get('/m/home?lang=EN', 'navigate')))?.text()).toBe('<html>/index.html</html>');
    expect(await (await browser.fetch(get('/assets/index-abc.js')))?.text()).toBe('file /assets/index-abc.js');
    state.asked.length = 0;
    expect(await browser.fetch(get('/merchants/manila.json'))).toBeNull();
    expect(await browser.fetch(get('/api/v1/system/status'))).toBeNull();
    expect(await browser.fetch({ method: 'POST', url: `${ORIGIN}/assets/index-abc.js`, mode: 'cors' })).toBeNull();
    expect(await browser.fetch(get('http://localhost:8787/api/v1/system/status'))).toBeNull();
    expect(state.asked).toEqual([]);
    // An asset never fetched online is not there offline: the browser sees the network's failure.
    await expect(browser.fetch(get('/assets/lobby-x1y2.js'))).rejects.toThrow('Failed to fetch');
  });

  it('keeps a bundle fetched once (cache-first), never a failed one', async () => {
    const { state, network } = site();
    const browser = startWorker(code, network);
    await browser.install();
    await browser.activate();
    state.asked.length = 0;
    await browser.fetch(get('/assets/lobby-x1y2.js'));
    await browser.fetch(get('/assets/lobby-x1y2.js'));
    expect(state.asked).toEqual(['/assets/lobby-x1y2.js']);
    expect((await browser.fetch(get('/assets/missing-0000.js')))?.status).toBe(404);
    expect(browser.caches.get('palaro-v2')?.has(`${ORIGIN}/assets/missing-0000.js`)).toBe(false);
    state.online = false;
    expect(await (await browser.fetch(get('/assets/lobby-x1y2.js')))?.text()).toBe('file /assets/lobby-x1y2.js');
  });
});
