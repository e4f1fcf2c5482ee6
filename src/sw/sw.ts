// The app's service worker, built by vite-plugin-pwa (Workbox, injectManifest) into dist/sw.js
// with the release's precache list (scripts/precache.ts); src/shell/service-worker.ts registers it
// for live merchants only (a demo merchant's platform runs in msw's own worker, at the same scope).
//
// - install: Workbox precaches the list (index.html, the boot's bundles and styles, the manifest,
//   the icon, the offline page and its texts) and the new release takes over at once;
//   activate deletes older releases' precaches.
// - fetch: by routeRequest (src/sw/routes.ts). Merchant files, platform calls, other origins and
//   anything not GET are never answered nor cached here.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, routeRequest } from './routes';

declare global {
  /** The precache list vite-plugin-pwa writes in at build time. */
  var __WB_MANIFEST: (string | PrecacheEntry)[];
}

// The worker's own scope, which TypeScript's DOM library does not describe.
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
}

const worker = self as unknown as WorkerScope;
const INDEX_HTML = '/index.html';
const precached = new Set<string>();

// A new release takes over at once: its pages ask only for its own bundles.
void worker.skipWaiting();
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

const manifest = self.__WB_MANIFEST;
for (const entry of manifest) precached.add(new URL(typeof entry === 'string' ? entry : entry.url, worker.location.href).pathname);
// No directory index or clean URLs: a page (/, /m/home) is always asked of the network first.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const routeOf = (request: Request) => routeRequest(request, worker.location.origin, precached);

/** A page: the network first (a new release's index.html, merchant-chosen host and all); offline, the precached app. */
registerRoute(
  ({ request }) => routeOf(request) === 'page',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const cached = await matchPrecache(INDEX_HTML);
      if (cached) return cached;
      throw error;
    }
  },
);

/** A content-hashed bundle: from the cache, else fetched once and kept (its name changes with its content). */
registerRoute(
  ({ request }) => routeOf(request) === 'asset',
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);
// 'network': no route, so the browser fetches it as if there were no worker.
