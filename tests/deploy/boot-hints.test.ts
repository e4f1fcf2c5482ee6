// The boot hints (scripts/vite-boot-hints.ts), run as the browser runs them: a first visit asks
// for the merchant index, the merchant file of this host (or of ?merchant= / the tab's choice)
// and preloads the common texts of the likely language; the boot takes each answer once
// (src/config/early-fetch.ts) and asks again for anything the hints did not, or could not, get.
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { bootHintsScript, LANGUAGE_STORAGE_KEY, ROUTE_PRELOADS, type BootHints } from '../../scripts/vite-boot-hints.ts';
import { HOME_PATHS } from '@/engine/routes';
import { LANGUAGE_STORAGE_KEY as APP_LANGUAGE_KEY } from '@/state/preferences';
import { withEarlyFetches, type EarlyFetches } from '@/config/early-fetch';

const LOCALES = { EN: { common: '/assets/common-en.js', lobby: '/assets/lobby-en.js' }, TY: { common: '/assets/common-ty.js' } };
const ROUTES: BootHints['routes'] = { '/m/gameList': { f: ['/assets/game-list.js', '/assets/grid.js'], s: ['/assets/lobby.css'], n: ['lobby'] } };
const INDEX = [
  { code: 'demo', hosts: ['localhost'] },
  { code: 'manila', hosts: ['manila.localhost'] },
];
const FILES: Record<string, unknown> = {
  '/merchants/index.json': INDEX,
  '/merchants/manila.json': { code: 'manila', languages: { default: 'EN' } },
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
  const links: { rel: string; href: string; as?: string }[] = [];
  const fetch = vi.fn((path: string) => {
    asked.push(path);
    const body = FILES[path];
    return Promise.resolve(body === undefined ? new Response('', { status: 404 }) : Response.json(body));
  });
  const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
  const window: { palaroBoot?: EarlyFetches } = {};
  const u = new URL(url);
  vm.runInNewContext(bootHintsScript({ locales: LOCALES, routes: ROUTES, hosts }), {
    window,
    fetch,
    location: { search: u.search, hostname: u.hostname, pathname: u.pathname },
    URLSearchParams,
    Promise,
    String,
    sessionStorage: storage(session),
    localStorage: storage(local),
    Object,
    document: { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string; as?: string }) => links.push(l) } },
  });
  return { asked, links, boot: window.palaroBoot, fetch };
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
    expect(asked).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    expect(links).toEqual([{ rel: 'modulepreload', href: '/assets/common-en.js', crossOrigin: '' }]);
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
    expect(right.asked).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    await right.boot?.ready;
    await settle();
    expect(right.asked).toEqual(['/merchants/index.json', '/merchants/manila.json']);
    // The served index moved the host to another merchant since the build: that file is asked for too.
    const moved = runHints({ url: 'http://manila.localhost/m/home', hosts: { 'manila.localhost': 'cebu' } });
    await moved.boot?.ready;
    await settle();
    expect(moved.asked).toEqual(['/merchants/index.json', '/merchants/cebu.json', '/merchants/manila.json']);
    const take = withEarlyFetches(moved.boot, vi.fn());
    expect(((await (await take('/merchants/manila.json')).json()) as { code: string }).code).toBe('manila');
    // ?merchant= names the merchant: no guess by host.
    const picked = runHints({ url: 'http://manila.localhost/m/home?merchant=demo', hosts: { 'manila.localhost': 'manila' } });
    await picked.boot?.ready;
    expect(picked.asked).toEqual(['/merchants/index.json', '/merchants/demo.json']);
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
