// The boot hints: a small inline script that a build puts at the top of index.html, so that a
// first visit asks for what the boot needs while the HTML parses and the bundles download,
// instead of one round trip after another once the entry has run:
//
//   1. /merchants/index.json (which merchant serves this host), and at once the file of the
//      merchant that the build saw listing this host (a guess: the index still decides);
//   2. then that merchant's file (the `?merchant=` or the tab's stored choice when there is one,
//      else the host's merchant, else the default one);
//   3. the code of the screen the address opens, for the screens a visit most often lands on
//      (ROUTE_PRELOADS), as modulepreloads and style preloads;
//   4. then the texts of the language the page will most likely show (`?lang=`, else the stored
//      choice, else the merchant's default): `common` and that screen's namespaces;
//   5. for a live merchant whose platform is on this site (`api.baseUrl` a path such as /api),
//      that screen's first public platform calls, sent as the app's client sends them, and the
//      largest image the first answer names (home's first banner) with high priority. The app's
//      client takes such an answer only for the same URL and the same headers
//      (src/config/early-fetch.ts takeEarlyCall), and checks it as any answer.
//
// The answers of 1 and 2 wait on `window.palaroBoot` for the boot (src/config/early-fetch.ts),
// which takes each once and validates it as any answer. Every guess here is only a head start:
// the boot still decides the merchant and the language by its own rules (src/config/resolve.ts,
// src/state/preferences.ts), and a wrong guess costs one small download, never a wrong page.
// The script is inline (its hash is in the CSP, scripts/deploy-headers.ts) and needs nothing else.
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_MERCHANT, MERCHANT_STORAGE_KEY } from '../src/config/resolve.ts';
import { DEVICE_ID_KEY } from '../src/shell/device-id.ts';

/** src/state/preferences.ts's LANGUAGE_STORAGE_KEY (that module needs the app's aliases; a test holds the two equal). */
export const LANGUAGE_STORAGE_KEY = 'palaro:lang';

/** A screen's code and texts: its chunks (/assets/….js), stylesheets (/assets/….css) and i18n namespaces. */
export interface RoutePreload {
  f: string[];
  s: string[];
  n: string[];
  /** The query keys its calls allow (any other key: no calls); unset, any. */
  k?: string[];
  /** The game types `{gameType}` (the address's `gameType`) may be; unset, any. */
  g?: string[];
  /** Where the first call's answer names the largest images: [list field of value ('' = value), url field, how many]. */
  i?: [string, string, number];
  /**
   * Its first public platform calls (path and query under api.baseUrl; `{code}` stands for the
   * merchant's code, `{lang}` for the language, `{gameType}` for the address's game type); the
   * first one names the largest images (`i`; home's first banner by default).
   */
  a?: string[];
}

export interface BootHints {
  /** Language code → namespace → its texts' chunk (/assets/…). */
  locales: Record<string, Record<string, string>>;
  /** Path → what its screen needs (ROUTE_PRELOADS, resolved against the build). */
  routes: Record<string, RoutePreload>;
  /** Host name → the code of the shipped merchant file that lists it. */
  hosts: Record<string, string>;
}

/** The script's text. */
export function bootHintsScript({ locales, routes, hosts }: BootHints): string {
  return `(function () {
  var M = '/merchants/', L = ${JSON.stringify(locales)}, R = ${JSON.stringify(routes)}, H = ${JSON.stringify(hosts)};
  var boot = (window.palaroBoot = { files: {} }), done;
  boot.ready = new Promise(function (r) { done = r; });
  var init = { cache: 'no-cache', headers: { Accept: 'application/json' } };
  function ask(p) { return boot.files[p] || (boot.files[p] = fetch(p, init)); }
  function read(r) { return r.then(function (a) { return a.ok ? a.clone().json() : null; }); }
  function stored(s, k) { try { return s.getItem(k); } catch (e) { return null; } }
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    if (as === 'image') l.fetchPriority = 'high';
    else l.crossOrigin = '';
    document.head.appendChild(l);
  }
  function device() {
    var id = stored(localStorage, ${JSON.stringify(DEVICE_ID_KEY)});
    if (id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return id;
    if (typeof crypto === 'undefined' || !crypto.randomUUID) return null;
    id = crypto.randomUUID();
    try { localStorage.setItem(${JSON.stringify(DEVICE_ID_KEY)}, id); } catch (e) { return null; }
    return id;
  }
  function calls(m, lang) {
    var api = m && m.api, base = api && api.baseUrl, cdns = (m && m.imageCdns) || [];
    if (!route || !route.a || !api || api.mode !== 'live' || typeof base !== 'string' || !/^\\/[A-Za-z0-9/_-]*$/.test(base) || typeof m.code !== 'string') return;
    // A screen whose calls depend on the address: only its plain form (known query keys, a known game type).
    var type = q.get('gameType') || '', plain = true;
    if (route.k) q.forEach(function (v, k) { if (route.k.indexOf(k) < 0) plain = false; });
    if (!plain || (route.g && route.g.indexOf(type) < 0)) return;
    var id = device();
    if (!id) return;
    var headers = { 'X-Merchant-Code': m.code, 'X-Device-Id': id, 'X-Language': lang, 'X-Gateway': '3', Accept: 'application/json' };
    var urls = route.a.map(function (p) {
      return base.replace(/\\/+$/, '') + p.replace('{code}', encodeURIComponent(m.code)).replace('{lang}', encodeURIComponent(lang)).replace('{gameType}', encodeURIComponent(type));
    });
    boot.calls = {};
    urls.forEach(function (url) {
      var call = (boot.calls[url] = { headers: headers, arrived: false });
      call.response = fetch(url, { headers: headers }).then(function (r) { call.arrived = true; return r; });
    });
    // The largest images: the first items that the first answer names (the field of route.i).
    var img = route.i || ['', 'url', 1];
    read(boot.calls[urls[0]].response).then(function (a) {
      var value = a && a.success ? a.value : null, items = img[0] ? value && value[img[0]] : value;
      if (!items || typeof items.slice !== 'function' || cdns.length > 1) return;
      items.slice(0, img[2]).forEach(function (item) {
        var u = item && item[img[1]];
        if (typeof u !== 'string') return;
        if (!/^https?:/i.test(u)) u = (cdns.length ? String(cdns[0]).replace(/\\/+$/, '') : '') + '/' + u.replace(/^\\/+/, '');
        var origin = new URL(u, location.href).origin;
        if (origin === location.origin || cdns.some(function (c) { return new URL(c).origin === origin; })) link('preload', u, 'image');
      });
    }).catch(function () {});
  }
  try {
    var q = new URLSearchParams(location.search), host = location.hostname.toLowerCase();
    var route = Object.prototype.hasOwnProperty.call(R, location.pathname) ? R[location.pathname] : null;
    if (route) {
      route.f.forEach(function (f) { link('modulepreload', f); });
      route.s.forEach(function (f) { link('preload', f, 'style'); });
    }
    var pick = (q.get('merchant') || '').trim().toLowerCase() || stored(sessionStorage, ${JSON.stringify(MERCHANT_STORAGE_KEY)});
    var index = read(ask(M + 'index.json'));
    if (!pick && Object.prototype.hasOwnProperty.call(H, host)) ask(M + H[host] + '.json');
    var code = pick ? Promise.resolve(pick) : index.then(function (rows) {
      var hit = (rows || []).filter(function (r) { return (r.hosts || []).some(function (h) { return String(h).toLowerCase() === host; }); })[0];
      return hit ? hit.code : ${JSON.stringify(DEFAULT_MERCHANT)};
    });
    var file = code.then(function (c) { return /^[a-z0-9-]+$/.test(c) ? ask(M + c + '.json') : null; });
    file.then(done, done);
    file.then(function (r) { return r && read(Promise.resolve(r)); }).then(function (m) {
      var lang = String(q.get('lang') || stored(localStorage, ${JSON.stringify(LANGUAGE_STORAGE_KEY)}) || (m && m.languages && m.languages.default) || '').trim().toUpperCase();
      var texts = Object.prototype.hasOwnProperty.call(L, lang) ? L[lang] : null;
      if (!texts) return;
      var asked = {};
      ['common'].concat(route ? route.n : []).forEach(function (n) { if (texts[n] && !asked[texts[n]]) link('modulepreload', (asked[texts[n]] = texts[n])); });
      calls(m, lang);
    }).catch(function () {});
  } catch (e) {
    done();
  }
})();`;
}

/**
 * The screens a visit most often lands on, by path: the modules whose chunks (with every chunk
 * they import) and stylesheets the hints preload, and the i18n namespaces their first render
 * reads. Each screen's code beyond the first load is a chunk of its own (vite.config.ts).
 */
const HOME: LandingScreen = {
  name: 'home',
  modules: ['src/features/home/home-screen.tsx', 'src/widgets/game-menu.tsx'],
  namespaces: ['home', 'lobby'],
  // The banners first: their first image is the page's largest paint (tests/deploy/boot-hints.test.ts
  // holds these equal to what the app's client asks for).
  // The download links decide whether the app-download bar sits above the page; the vendors
  // make the game menu and the announcements the notice bar, both above the fold.
  calls: [
    '/v1/content/banners?groupName=m_home',
    '/v1/system/status',
    '/v1/content/download-links',
    '/v1/games/vendors?merchantCode={code}',
    '/v1/content/announcements?types=B%2CPL%2CPU%2CPR%2CH&groupName=&platform=M&merchantCode={code}',
  ],
};
interface LandingScreen {
  /** Its chunk's name: `landing-<name>` (vite.config.ts). */
  name: string;
  modules: string[];
  namespaces: string[];
  calls?: string[];
  /** The query keys the calls allow (any other: no calls). */
  queryKeys?: string[];
  /** The values `{gameType}` may take. */
  gameTypes?: readonly string[];
  /** Where the first call's answer names the largest images (RoutePreload's `i`). */
  images?: [string, string, number];
}

/** src/engine/game-menu.ts GAME_LIST_TYPES (that module needs the app's aliases; a test holds the two equal). */
export const GAME_LIST_TYPES = ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT', 'JL', 'BINGO'];
/** src/features/lobby/game-tile.tsx EAGER_TILES: the tiles whose images load at once (a test holds the two equal). */
export const EAGER_TILES = 3;

/**
 * The game list of a type (/m/gameList?gameType=RNG), first page, first tab: its games (whose
 * first tiles' images are the largest paint), the status and the vendors (the tiles' vendor
 * names). Not the hot games: only the Hot tab shows them, and the screen asks for them once the
 * first page has painted. Only its plain address: a vendor filter or another tab asks for
 * something else.
 */
const GAME_LIST: LandingScreen = {
  name: 'game-list',
  modules: ['src/features/lobby/game-list-screen.tsx'],
  namespaces: ['lobby'],
  calls: [
    '/v1/games/list?merchant={code}&platform=html5&gameName=&gameType={gameType}&pageNo=1&pageSize=25&vassalage=&gameClassify=&minBet=&minLine=&language={lang}&clientType=2',
    '/v1/system/status',
    '/v1/games/vendors?merchantCode={code}',
  ],
  queryKeys: ['gameType', 'merchant', 'lang'],
  gameTypes: GAME_LIST_TYPES,
  images: ['games', 'iconUrl', EAGER_TILES],
};
/** The i18n namespaces the landing screens' first render reads: each language's are one chunk (vite.config.ts). */
export const FIRST_TEXTS = ['common', 'home', 'lobby'];
export const ROUTE_PRELOADS: Record<string, LandingScreen> = {
  // src/engine/routes.ts HOME_PATHS (that module needs the app's aliases; a test holds the two equal).
  '/': HOME,
  '/m': HOME,
  '/m/': HOME,
  '/m/index': HOME,
  '/m/index.html': HOME,
  '/m/home': HOME,
  '/m/games': HOME,
  '/m/gameList': GAME_LIST,
};

type Chunk = {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The chunk that holds a module: its own, or the group chunk it was put in. */
export function chunkOf(chunks: readonly Chunk[], id: string): Chunk | undefined {
  return chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
}

/**
 * The chunks a start chunk needs before it runs (itself and what it imports statically, through
 * and through), skipping and adding to `seen` (what the page names already), in load order.
 */
export function staticClosure(chunks: readonly Chunk[], start: string, seen: Set<string>): string[] {
  const out: string[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    out.push(fileName);
    for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(dep);
  };
  visit(start);
  return out;
}

/** Adds the boot hints to the built index.html: the texts' chunks, the landing screens' code, the hosts the build saw. */
export function bootHints(root: string, hosts: () => Record<string, string>): Plugin {
  return {
    name: 'palaro-boot-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const locales: Record<string, Record<string, string>> = {};
        const wantedNamespaces = new Set(FIRST_TEXTS);
        const dir = path.join(root, 'src', 'i18n', 'locales');
        for (const chunk of chunks) {
          // A namespace's own chunk, or its language's group of first texts (vite.config.ts).
          for (const id of chunk.moduleIds) {
            const [language, file, ...rest] = path.relative(dir, id).split(path.sep);
            const namespace = file?.replace(/\.json$/, '');
            if (!language || !namespace || rest.length > 0 || !wantedNamespaces.has(namespace) || language.startsWith('.')) continue;
            (locales[language] ??= {})[namespace] = `/${chunk.fileName}`;
          }
        }
        if (!Object.values(locales).some((l) => l.common)) throw new Error('boot hints: no common locale chunk found');
        // What the HTML names already (the entry and its preloads) is not asked for twice.
        const named = new Set([...html.matchAll(/\/(assets\/[^"']+)/g)].map((m) => m[1] ?? ''));
        const routes: Record<string, RoutePreload> = {};
        for (const [pathname, { modules, namespaces, calls, queryKeys, gameTypes, images }] of Object.entries(ROUTE_PRELOADS)) {
          const seen = new Set(named);
          const files = modules.flatMap((module) => {
            const chunk = chunkOf(chunks, path.join(root, module));
            if (!chunk) throw new Error(`boot hints: no chunk for ${module}`);
            return staticClosure(chunks, chunk.fileName, seen);
          });
          const styles = files.flatMap((f) => [...(chunks.find((c) => c.fileName === f)?.viteMetadata?.importedCss ?? [])]).filter((f) => !named.has(f));
          routes[pathname] = {
            f: files.map((f) => `/${f}`),
            s: [...new Set(styles)].map((f) => `/${f}`),
            n: namespaces,
            ...(calls ? { a: calls } : {}),
            ...(queryKeys ? { k: queryKeys } : {}),
            ...(gameTypes ? { g: [...gameTypes] } : {}),
            ...(images ? { i: images } : {}),
          };
        }
        // First in <head>: a classic script waits for the stylesheets above it, and these requests
        // should start before anything else.
        const script = bootHintsScript({ locales, routes, hosts: hosts() });
        return html.replace(/<head>\n?/, (head) => `${head}    <script>\n${script}\n    </script>\n`);
      },
    },
  };
}
