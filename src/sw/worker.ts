// The app's service worker, hand-written and small. scripts/vite-service-worker.ts builds it into
// dist/sw.js (a classic script) with the release's precache list; src/shell/service-worker.ts
// registers it for live merchants only (a demo merchant's platform runs in msw's own worker, at
// the same scope).
//
// - install: caches the precache list (index.html, the boot's bundles and styles, the manifest,
//   the icon, the offline page and its texts) under `palaro-<version>`.
// - activate: deletes the other `palaro-*` caches (older releases) and takes control of the open
//   pages, so the first visit is served by it from then on.
// - fetch: by routeRequest (src/sw/routes.ts). Merchant files, platform calls, other origins and
//   anything not GET are never answered nor cached here.
import { ASSETS_PREFIX, cacheName, isWorkerCache, routeRequest } from './routes';

/** The release's precache list and its version; the build defines it (scripts/vite-service-worker.ts). */
declare const __PALARO_SW__: { version: string; precache: string[] };

// The service worker's own events and scope, which TypeScript's DOM library does not describe.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

const worker = self as unknown as WorkerScope;
const { version, precache } = __PALARO_SW__;
const CACHE = cacheName(version);
const PRECACHED: ReadonlySet<string> = new Set(precache);
const INDEX_HTML = '/index.html';

/**
 * A hashed bundle may come from the HTTP cache (the page has just loaded it, immutable for a
 * year), so the first visit does not download it twice; the unhashed files are revalidated.
 */
const precacheRequest = (path: string): Request => new Request(path, { cache: path.startsWith(ASSETS_PREFIX) ? 'default' : 'no-cache' });

worker.addEventListener('install', (event) => {
  // A new release takes over at once: its pages ask only for its own bundles.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache.map(precacheRequest)))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const outdated = (await caches.keys()).filter((name) => isWorkerCache(name) && name !== CACHE);
      await Promise.all(outdated.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** A page: the network first (a new release's index.html, merchant-chosen host and all); offline, the cached app. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(INDEX_HTML, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** The cached copy, else the network; `keep` stores a whole, successful answer of this origin. */
async function cacheFirst(event: FetchEvent, keep: boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  // Never a 404 (a chunk of another release), a partial answer or an opaque one.
  if (keep && response.status === 200 && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

worker.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, worker.location.origin, PRECACHED);
  if (route === 'page') event.respondWith(page(event.request));
  else if (route === 'precached' || route === 'asset') event.respondWith(cacheFirst(event, route === 'asset'));
  // 'network': no answer from here, so the browser fetches it as if there were no worker.
});
