// The boot hints (scripts/vite-boot-hints.ts), run as the browser runs them: a first visit asks
// for the merchant index, the merchant file of this host (or of ?merchant= / the tab's choice)
// and preloads the common texts of the likely language; the boot takes each answer once
// (src/config/early-fetch.ts) and asks again for anything the hints did not, or could not, get.
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { bootHintsScript, EAGER_TILES, GAME_LIST_TYPES, LANGUAGE_STORAGE_KEY, ROUTE_PRELOADS, type BootHints } from '../../scripts/vite-boot-hints.ts';
import { GAME_LIST_TYPES as ENGINE_GAME_LIST_TYPES } from '@/engine/game-menu';
import { EAGER_TILES as APP_EAGER_TILES } from '@/features/lobby/game-tile';
import { GAME_LIST_PAGE_SIZE, gameListEndpoint } from '@/api/endpoints/game-list';
import { HOME_PATHS } from '@/engine/routes';
import { LANGUAGE_STORAGE_KEY as APP_LANGUAGE_KEY } from '@/state/preferences';
import { earlyCallsArrived, takeEarlyCall, withEarlyFetches, type EarlyFetches } from '@/config/early-fetch';
import { withQuery } from '@/api/client';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { ANNOUNCEMENT_VARIANTS, announcementsEndpoint } from '@/api/endpoints/announcements';
import { gameVendorsEndpoint } from '@/api/endpoints/game-vendors';
import { downloadLinksEndpoint } from '@/api/endpoints/download-links';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { DEVICE_ID_KEY } from '@/shell/device-id';

const LOCALES = { EN: { common: '/assets/common-en.js', lobby: '/assets/lobby-en.js' }, TY: { common: '/assets/common-ty.js' } };
const ROUTES: BootHints['routes'] = {
  '/m/gameList': {
    f: ['/assets/game-list.js', '/assets/grid.js'],
    s: ['/assets/lobby.css'],
    n: ['lobby'],
    a: ['/v1/games/list?merchant={code}&gameType={gameType}&language={lang}', '/v1/system/status'],
    k: ['gameType', 'merchant', 'lang'],
    g: ['RNG', 'FISH'],
    i: ['games', 'iconUrl', 2],
  },
  '/m/home': { f: [], s: [], n: [], a: ['/v1/content/banners?groupName=m_home', '/v1/system/status', '/v1/games/vendors?merchantCode={code}'] },
};
const DEVICE = '0b7c4a52-4f0e-4c2e-9a51-2f1c3d4e5f60';
const INDEX = [
  { code: 'demo', hosts: ['localhost'] },
  { code: 'manila', hosts: ['manila.localhost'] },
];
const FILES: Record<string, unknown> = {
  '/merchants/index.json': INDEX,
  '/merchants/manila.json': { code: 'manila', languages: { default: 'EN' }, api: { mode: 'live', baseUrl: '/api' }, imageCdns: ['https://img.manila.test'] },
  '/api/v1/content/banners?groupName=m_home': { success: true, code: 'OK', value: [{ url: '/banner/one.webp' }, { url: '/banner/two.webp' }] },
  '/api/v1/system/status': { success: true, code: 'OK', value: {} },
  '/api/v1/games/list?merchant=manila&gameType=FISH&language=TY': {
    success: true,
    code: 'OK',
    value: { games: [{ iconUrl: '/games/a.svg' }, { iconUrl: 'https://img.manila.test/games/b.svg' }, { iconUrl: '/games/c.svg' }] },
  },
  '/merchants/demo.json': { code: 'demo', languages: { default: 'TY' } },
  '/merchants/cebu.json': { code: 'cebu' },
};

function runHints({
  url,
  session = {},
  local = {},
  hosts = {},
}: {
  url: string;
  session?: Record<string, string>;
  local?: Record<string, string>;
  hosts?: Record<string, string>;
}) {
  const asked: string[] = [];
  const sent: { url: string; headers: unknown }[] = [];
  const links: { rel: string; href: string; as?: string }[] = [];
  const fetch = vi.fn((path: string, init?: { headers?: Record<string, string> }) => {
    asked.push(path);
    if (path.startsWith('/api/')) sent.push({ url: path, headers: init?.headers });
    const body = FILES[path];
    return Promise.resolve(body === undefined ? new Response('', { status: 404 }) : Response.json(body));
  });
  const storage = (items: Record<string, string>) => ({
    getItem: (k: string) => items[k] ?? null,
    setItem: (k: string, v: string) => {
      items[k] = v;
    },
  });
  const window: { palaroBoot?: EarlyFetches } = {};
  const u = new URL(url);
  vm.runInNewContext(bootHintsScript({ locales: LOCALES, routes: ROUTES, hosts }), {
    window,
    fetch,
    location: { search: u.search, hostname: u.hostname, pathname: u.pathname, origin: u.origin, href: u.href },
    URL,
    crypto: { randomUUID: () => DEVICE },
    URLSearchParams,
    Promise,
    String,
    sessionStorage: storage(session),
    localStorage: storage(local),
    Object,
    document: { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string; as?: string }) => links.push(l) } },
  });
  return { asked, sent, links, local, boot: window.palaroBoot, fetch };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('boot hints', () => {
  it('read the language where the app keeps it', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(APP_LANGUAGE_KEY);
  });

  it("a merchant's host: the index, then that merchant's file, then its default language's texts", async () => {
    const { asked, links, boot } = runHints({ url: 'http://manila.localhost/m/home' });
    await boot?.ready;
    await settle();
    expect(asked.filter((a) => a.startsWith('/merchants/'))).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    expect(links[0]).toEqual({ rel: 'modulepreload', href: '/assets/common-en.js', crossOrigin: '' });
  });

  it('?merchant= and ?lang= win; an unknown host falls back to the default merchant', async () => {
    const picked = runHints({ url: 'http://localhost/m/home?merchant=Demo&lang=en' });
    await picked.boot?.ready;
    await settle();
    expect(picked.asked).toContain('/merchants/demo.json');
    expect(picked.links.map((l) => l.href)).toEqual(['/assets/common-en.js']);
    const elsewhere = runHints({ url: 'http://casino.example/m/home' });
    await elsewhere.boot?.ready;
    await settle();
    expect(elsewhere.asked).toEqual(['/merchants/index.json', '/merchants/demo.json']);
    expect(elsewhere.links.map((l) => l.href)).toEqual(['/assets/common-ty.js']);
  });

  it("the tab's stored merchant and language; no preload for a language without texts; a code that is not one asks for nothing", async () => {
    const stored = runHints({ url: 'http://localhost/m/home', session: { 'palaro:merchant': 'cebu' }, local: { 'palaro:lang': 'XX' } });
    await stored.boot?.ready;
    await settle();
    expect(stored.asked).toEqual(['/merchants/index.json', '/merchants/cebu.json']);
    expect(stored.links).toEqual([]);
    const bad = runHints({ url: 'http://localhost/m/home?merchant=../evil' });
    await bad.boot?.ready;
    await settle();
    expect(bad.asked).toEqual(['/merchants/index.json']);
  });

  it('the boot takes each early answer once, waits for the hints to pick the file, and asks anew otherwise', async () => {
    const { boot } = runHints({ url: 'http://manila.localhost/m/home' });
    const fetchAgain = vi.fn((path: string) => Promise.resolve(Response.json({ again: path })));
    const take = withEarlyFetches(boot, fetchAgain);
    // Asked before the hints know the merchant: the boot waits, then gets the hints' answer.
    const file = (await (await take('/merchants/manila.json')).json()) as { code: string };
    expect(file.code).toBe('manila');
    expect((await (await take('/merchants/index.json')).json()) as unknown).toEqual(INDEX);
    expect(fetchAgain).not.toHaveBeenCalled();
    await take('/merchants/manila.json');
    await take('/merchants/_defaults.json');
    expect(fetchAgain.mock.calls.map((c) => c[0])).toEqual(['/merchants/manila.json', '/merchants/_defaults.json']);
  });

  it("the host's merchant as the build saw it is asked for at once, beside the index; the index still decides", async () => {
    const right = runHints({ url: 'http://manila.localhost/m/home', hosts: { 'manila.localhost': 'manila' } });
    expect(right.asked.filter((x) => x.startsWith('/merchants/'))).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    await right.boot?.ready;
    await settle();
    expect(right.asked.filter((x) => x.startsWith('/merchants/'))).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    // The served index moved the host to another merchant since the build: that file is asked for too.
    const moved = runHints({ url: 'http://manila.localhost/m/home', hosts: { 'manila.localhost': 'cebu' } });
    await moved.boot?.ready;
    await settle();
    expect(moved.asked.filter((x) => x.startsWith('/merchants/'))).toEqual(['/merchants/index.json', '/merchants/cebu.json', '/merchants/manila.json']);
    const take = withEarlyFetches(moved.boot, vi.fn());
    expect(((await (await take('/merchants/manila.json')).json()) as { code: string }).code).toBe('manila');
    // ?merchant= names the merchant: no guess by host.
    const picked = runHints({ url: 'http://manila.localhost/m/home?merchant=demo', hosts: { 'manila.localhost': 'manila' } });
    await picked.boot?.ready;
    expect(picked.asked.filter((x) => x.startsWith('/merchants/'))).toEqual(['/merchants/index.json', '/merchants/demo.json']);
  });

  it("a landing screen's code and styles are preloaded at once, its texts with the language's common texts", async () => {
    const { links, boot } = runHints({ url: 'http://manila.localhost/m/gameList?gameType=RNG' });
    expect(links.map((l) => [l.rel, l.href, l.as])).toEqual([
      ['modulepreload', '/assets/game-list.js', undefined],
      ['modulepreload', '/assets/grid.js', undefined],
      ['preload', '/assets/lobby.css', 'style'],
    ]);
    await boot?.ready;
    await settle();
    expect(links.slice(3).map((l) => l.href)).toEqual(['/assets/common-en.js', '/assets/lobby-en.js']);
    // A language without the screen's namespace file preloads what it has.
    const ty = runHints({ url: 'http://manila.localhost/m/gameList?lang=TY' });
    await ty.boot?.ready;
    await settle();
    expect(ty.links.slice(3).map((l) => l.href)).toEqual(['/assets/common-ty.js']);
  });

  it('the landing screens include every path of home', () => {
    for (const p of HOME_PATHS) expect(ROUTE_PRELOADS[p]?.namespaces).toContain('home');
  });

  it("a live merchant with its platform on the site: home's first calls go out as the client sends them, and its first banner is preloaded", async () => {
    const { sent, links, local, boot } = runHints({ url: 'http://manila.localhost/m/home' });
    await boot?.ready;
    await settle();
    await settle();
    const headers = { 'X-Merchant-Code': 'manila', 'X-Device-Id': DEVICE, 'X-Language': 'EN', 'X-Gateway': '3', Accept: 'application/json' };
    expect(sent).toEqual([
      { url: '/api/v1/content/banners?groupName=m_home', headers },
      { url: '/api/v1/system/status', headers },
      { url: '/api/v1/games/vendors?merchantCode=manila', headers },
    ]);
    expect(earlyCallsArrived(boot)).toBe(true);
    // The device id the app will use is the one the calls carried.
    expect(local[DEVICE_ID_KEY]).toBe(DEVICE);
    expect(links.at(-1)).toMatchObject({ rel: 'preload', as: 'image', href: 'https://img.manila.test/banner/one.webp', fetchPriority: 'high' });
    // The client takes the answer only for the same call with the same headers, once.
    expect(takeEarlyCall(boot, '/api/v1/system/status', new Headers({ ...headers, 'X-Language': 'TY' }))).toBeUndefined();
    expect(takeEarlyCall(boot, '/api/v1/content/banners?groupName=m_home', new Headers(headers))).toBeInstanceOf(Promise);
    expect(takeEarlyCall(boot, '/api/v1/content/banners?groupName=m_home', new Headers(headers))).toBeUndefined();
    expect(takeEarlyCall(boot, '/api/v1/content/banners?groupName=m_home', new Headers({ ...headers, token: 't' }))).toBeUndefined();
  });

  it("the game list of a type: its calls with the address's type and the language, and its first tiles' images; not for a filtered list or another type", async () => {
    const fish = runHints({ url: 'http://manila.localhost/m/gameList?gameType=FISH&lang=ty' });
    await fish.boot?.ready;
    await settle();
    await settle();
    expect(fish.sent.map((c) => c.url)).toEqual(['/api/v1/games/list?merchant=manila&gameType=FISH&language=TY', '/api/v1/system/status']);
    expect(fish.links.filter((l) => l.as === 'image').map((l) => l.href)).toEqual([
      'https://img.manila.test/games/a.svg',
      'https://img.manila.test/games/b.svg',
    ]);
    for (const url of [
      'http://manila.localhost/m/gameList?gameType=FISH&vassalage=JILI',
      'http://manila.localhost/m/gameList?gameType=slots',
      'http://manila.localhost/m/gameList?gameType=FISH&type=hot',
    ]) {
      const other = runHints({ url });
      await other.boot?.ready;
      await settle();
      expect(other.sent).toEqual([]);
    }
  });

  it("the game list's calls are the client's own; its types and eager tiles are the app's", async () => {
    const list = ROUTE_PRELOADS['/m/gameList'];
    expect(GAME_LIST_TYPES).toEqual([...ENGINE_GAME_LIST_TYPES]);
    expect(list?.images).toEqual(['games', 'iconUrl', APP_EAGER_TILES]);
    expect(EAGER_TILES).toBe(APP_EAGER_TILES);
    expect(list?.calls).toHaveLength(3);
    const [games, status, vendors] = list?.calls ?? [];
    const fill = (call: string | undefined) => call?.replace('{code}', 'manila-2').replace('{lang}', 'EN').replace('{gameType}', 'FISH');
    const context = { merchantCode: 'manila-2', publicKey: 'k' };
    const listSent = await gameListEndpoint.request?.(
      {
        merchant: 'manila-2',
        gameType: 'FISH',
        gameName: '',
        vassalage: '',
        gameClassify: '',
        minBet: '',
        pageNo: 1,
        pageSize: GAME_LIST_PAGE_SIZE,
        language: 'EN',
      },
      context,
    );
    expect(fill(games)).toBe(withQuery(gameListEndpoint.path, listSent?.query ?? {}));
    expect(status).toBe(systemStatusEndpoint.path);
    const vendorsSent = await gameVendorsEndpoint.request?.({ merchantCode: 'manila-2' }, context);
    expect(fill(vendors)).toBe(withQuery(gameVendorsEndpoint.path, vendorsSent?.query ?? {}));
    expect([gameListEndpoint.auth, gameVendorsEndpoint.auth]).toEqual(['none', 'none']);
  });

  it('no early calls for a demo merchant, another screen, or a platform elsewhere; no image preload from a foreign origin', async () => {
    const demo = runHints({ url: 'http://localhost/m/home?merchant=demo' });
    await demo.boot?.ready;
    await settle();
    expect(demo.sent).toEqual([]);
    expect(earlyCallsArrived(demo.boot)).toBe(false);
    const list = runHints({ url: 'http://manila.localhost/m/gameList' });
    await list.boot?.ready;
    await settle();
    expect(list.sent).toEqual([]);
    const banners = FILES['/api/v1/content/banners?groupName=m_home'];
    FILES['/api/v1/content/banners?groupName=m_home'] = { success: true, code: 'OK', value: [{ url: 'https://tracker.example/pixel.gif' }] };
    const foreign = runHints({ url: 'http://manila.localhost/m/home' });
    await foreign.boot?.ready;
    await settle();
    await settle();
    FILES['/api/v1/content/banners?groupName=m_home'] = banners;
    expect(foreign.sent).toHaveLength(3);
    expect(foreign.links.some((l) => l.as === 'image')).toBe(false);
  });

  it("home's early calls are the client's own requests for the banners, the status, the download links, the vendors and the announcements", async () => {
    const [banners, status, links, vendors, announcements] = ROUTE_PRELOADS['/m/home']?.calls ?? [];
    const forMerchant = (call: string | undefined) => call?.replace('{code}', 'manila-2');
    const context = { merchantCode: 'manila-2', publicKey: 'k' };
    const vendorsSent = await gameVendorsEndpoint.request?.({ merchantCode: 'manila-2' }, context);
    expect(forMerchant(vendors)).toBe(withQuery(gameVendorsEndpoint.path, vendorsSent?.query ?? {}));
    const announcementsSent = await announcementsEndpoint.request?.({ ...ANNOUNCEMENT_VARIANTS.home, merchantCode: 'manila-2' }, context);
    expect(forMerchant(announcements)).toBe(withQuery(announcementsEndpoint.path, announcementsSent?.query ?? {}));
    // A visitor's announcements: no token, the same headers as the hints'.
    expect([gameVendorsEndpoint.auth, announcementsEndpoint.auth]).toEqual(['none', 'optional']);
    expect(links).toBe(downloadLinksEndpoint.path);
    expect(downloadLinksEndpoint.auth).toBe('none');
    expect(downloadLinksEndpoint.request).toBeUndefined();
    expect(banners).toBe(withQuery(bannersEndpoint.path, { groupName: 'm_home' }));
    expect(bannersEndpoint.request?.({ groupName: 'm_home' }, { merchantCode: 'x', publicKey: 'k' })).toEqual({ query: { groupName: 'm_home' } });
    expect(status).toBe(systemStatusEndpoint.path);
    expect(systemStatusEndpoint.request).toBeUndefined();
    expect([bannersEndpoint.auth, systemStatusEndpoint.auth]).toEqual(['none', 'none']);
  });

  it("an early answer the client does not take (a member's call, another language) is dropped unread: its connection is freed", async () => {
    const cancelled = vi.fn();
    const body = new ReadableStream({ cancel: cancelled });
    const headers = { 'X-Merchant-Code': 'manila', Accept: 'application/json' };
    const early: EarlyFetches = {
      files: {},
      calls: { '/api/v1/content/announcements': { headers, arrived: true, response: Promise.resolve(new Response(body)) } },
    };
    expect(takeEarlyCall(early, '/api/v1/content/announcements', new Headers({ ...headers, token: 't' }))).toBeUndefined();
    await settle();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('a hint that failed is asked again; without hints (dev, tests) every call is a plain fetch', async () => {
    const failed: EarlyFetches = { files: { '/merchants/index.json': Promise.reject(new TypeError('offline')) } };
    const fetchAgain = vi.fn(() => Promise.resolve(new Response('[]')));
    await withEarlyFetches(failed, fetchAgain)('/merchants/index.json');
    expect(fetchAgain).toHaveBeenCalledTimes(1);
    const plain = vi.fn(() => Promise.resolve(new Response('{}')));
    await withEarlyFetches(undefined, plain)('/merchants/demo.json', { cache: 'no-cache' });
    expect(plain).toHaveBeenCalledWith('/merchants/demo.json', { cache: 'no-cache' });
  });
});
