// Which way the app's service worker (src/sw/sw.ts, built into dist/sw.js) answers a request.
// Pure and free of browser state, so tests/deploy/service-worker.test.ts covers every case
// without a browser.

/** How the worker answers a request. */
export type SwRoute =
  /** Not the worker's business: it does not answer, so the browser fetches as if it were not there, and nothing is cached. */
  | 'network'
  /** A page of the app: the network first; when the network fails, the cached index.html (the app then shows 'No Internet'). */
  | 'page'
  /** A file of the precache list (index.html, manifest, icon, the boot's bundles): the cached copy of this release. */
  | 'precached'
  /** A content-hashed bundle file (/assets/): from the cache, else fetched once and kept (its name changes with its content). */
  | 'asset';

/** What the routing looks at (a Request has all three). */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
}

/**
 * Paths the worker never answers and never caches: merchant files are edited in place on a running
 * site and platform answers are live data, so a stale copy of either would be wrong.
 */
export const NEVER_CACHED_PREFIXES: readonly string[] = ['/merchants/', '/api/'];

/** The hashed bundles of a build (vite's `build.assetsDir`). */
export const ASSETS_PREFIX = '/assets/';

/** The worker's cache of bundles fetched on first use (Workbox keeps the precache apart). */
export const ASSETS_CACHE = 'palaro-assets';

export const isNeverCached = (path: string): boolean => NEVER_CACHED_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * A path the app's router answers (/, /m/home, /index.html), as opposed to a file of the site
 * (/sw.js, /brand/x.svg, /media/x.webm): its last segment has no extension, or it is an .html page.
 */
function isAppPath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * The route of a request made by a page of `origin`. `precached` holds the paths of the release's
 * precache list. Anything not GET, of another origin, under NEVER_CACHED_PREFIXES, or unknown is
 * left to the network.
 */
export function routeRequest(request: RequestFacts, origin: string, precached: ReadonlySet<string>): SwRoute {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (isNeverCached(path)) return 'network';
  if (request.mode === 'navigate') return isAppPath(path) ? 'page' : 'network';
  // A query makes it another resource than the one cached (no bundle of the app carries one).
  if (url.search !== '') return 'network';
  if (precached.has(path)) return 'precached';
  if (path.startsWith(ASSETS_PREFIX)) return 'asset';
  return 'network';
}
