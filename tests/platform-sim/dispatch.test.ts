// @vitest-environment node
// The browser demo puts one dispatching handler in front of the simulator's handlers
// (src/platform-sim/dispatch.ts), with the back handlers loaded on demand: it must answer every
// request exactly as the handler list does.
import { getResponse, type HttpHandler } from 'msw';
import { simCaller } from './sim-call';
import type { Endpoint } from '@/api/envelope';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { frontHandlers } from '@/platform-sim/front-handlers';
import { backHandlers } from '@/platform-sim/back-handlers';
import { dispatcher, fixedPath, platformCall } from '@/platform-sim/dispatch';
import { apiPath } from '@/platform-sim/kernel';
import { loginEndpoint } from '@/api/endpoints/login';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';
import { walletEndpoint } from '@/api/endpoints/wallet';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);

const isEndpoint = (v: unknown): v is Endpoint<unknown, unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string' && typeof (v as { method?: unknown }).method === 'string';
const endpoints = Object.values(import.meta.glob('../../src/api/endpoints/*.ts', { eager: true })).flatMap((m) =>
  Object.values(m as object).filter(isEndpoint),
);

/** An answer as text, with the random parts (session tokens, trial passwords, captchas) masked. */
async function answerOf(handlers: HttpHandler[], request: Request): Promise<string> {
  const res = await getResponse(handlers, request);
  if (!res) return 'unhandled';
  const body = (await res.text())
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/"id":"C[0-9a-f]{32}","image":"data:image\/png;base64,[A-Za-z0-9+/=]+"/g, '"id":"<captcha>","image":"<png>"');
  return `${res.status} ${res.headers.get('Content-Type') ?? ''} ${body}`;
}

/** Every platform call of the app, some in other spellings, and paths no handler takes. */
function everyUrl(): (readonly [string, string])[] {
  const urls: (readonly [string, string])[] = endpoints.map((e) => [e.method, `/api${e.path.replace(/:\w+/g, 'x1')}`] as const);
  // msw's patterns ignore case and a trailing slash, and match below any base path.
  for (const path of ['/v1/system/status', '/v1/inbox/x1', '/v1/games/favourites'])
    urls.push(['GET', `/api${path}/`], ['GET', `/API${path.toUpperCase()}`], ['GET', `/base/api${path}?pageNo=2`]);
  urls.push(
    ['GET', '/api/v1/no-such-call'],
    ['GET', '/assets/index.js'],
    ['GET', '/merchants/demo.json'],
    ['GET', '/sim-assets/banner/bh1.svg'],
    ['GET', '/sim-assets/games/JILI-001.svg'],
  );
  return urls;
}

const requestOf = (method: string, path: string) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: { 'X-Merchant-Code': 'demo', 'X-Device-Id': 'device-1', 'Content-Type': 'application/json' },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });

/** `dispatched` answers every call of everyUrl() as `list`, the simulator's handler list, does (each over a simulator of its own, in step). */
async function expectAnswersOf(list: HttpHandler[], dispatched: HttpHandler[]): Promise<void> {
  for (const [method, path] of everyUrl()) {
    expect(await answerOf(dispatched, requestOf(method, path)), `${method} ${path}`).toBe(await answerOf(list, requestOf(method, path)));
  }
}

describe('fixedPath', () => {
  it('names the fixed path below any origin; patterns with parameters or wildcards match anything', () => {
    expect(fixedPath('*/api/v1/system/status')).toBe('/api/v1/system/status');
    expect(fixedPath('*/api/v1/Games/List/')).toBe('/api/v1/games/list');
    expect(fixedPath('*/api/v1/inbox/:id')).toBeNull();
    expect(fixedPath('*/api/*')).toBeNull();
    expect(fixedPath('*/sim-assets/*')).toBeNull();
    expect(fixedPath('/api/v1/system/status')).toBeNull();
    expect(fixedPath(/status/)).toBeNull();
  });
});

describe('dispatcher', () => {
  it('has every platform call of the app to dispatch', () => {
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it('answers every call, any path spelling, and what no handler takes, as the handler list does', async () => {
    // Two simulators in step (same clock, same requests): one behind the list, one behind the dispatcher.
    const plain = createTestPlatform({ now: () => START });
    const routed = createTestPlatform({ now: () => START });
    await expectAnswersOf(plain.handlers, [dispatcher(routed.handlers)]);
  });

  it('answers as the handler list does with the back handlers loaded on demand', async () => {
    const plain = createTestPlatform({ now: () => START });
    const routed = createTestPlatform({ now: () => START });
    let loads = 0;
    await expectAnswersOf(plain.handlers, [dispatcher(frontHandlers(routed.sim), async () => (loads++, backHandlers(routed.sim)))]);
    expect(loads).toBe(1);
  });

  it('loads the back handlers for a platform call that the front ones leave, once, and again after a failed load', async () => {
    const { sim } = createTestPlatform({ now: () => START });
    let loads = 0;
    let failing = true;
    const dispatched = [
      dispatcher(frontHandlers(sim), async () => {
        loads++;
        if (failing) throw new Error('chunk failed to load');
        return backHandlers(sim);
      }),
    ];
    // What a visitor's home calls, a script (the dev server's modules too, the back handlers' own
    // among them), an image and a page: no load.
    for (const path of [
      '/api/v1/system/status',
      '/api/v1/content/banners?groupName=m_home',
      '/api/v1/games/list',
      '/assets/index.js',
      '/src/api/endpoints/wallet.ts',
      '/sim-assets/banner/bh1.svg',
      '/m/deposit',
    ])
      await answerOf(dispatched, requestOf('GET', path));
    expect(loads).toBe(0);
    const balance = `/api${walletEndpoint.path}`;
    await expect(answerOf(dispatched, requestOf('GET', balance))).rejects.toThrow('chunk failed to load');
    failing = false;
    expect(await answerOf(dispatched, requestOf('GET', balance))).toMatch(/^401 .*"code":"NOT_LOGGED_IN"/);
    await answerOf(dispatched, requestOf('GET', balance));
    expect(loads).toBe(2);
  });

  it('has no call that a front handler and a back handler both take (the front ones, first in the list, would hide it)', async () => {
    const { sim } = createTestPlatform({ now: () => START });
    // The front catch-alls below /api (the latency, the status refusals) pass every call they do not refuse.
    const front = frontHandlers(sim).filter((h) => h.info.path !== apiPath('/*'));
    const back = backHandlers(sim);
    // Each on a platform call's path, which is what the dispatcher loads them for.
    expect(back.every((h) => typeof h.info.path === 'string' && h.info.path.startsWith('*/') && platformCall(h.info.path.slice(1)))).toBe(true);
    const takes = async (handlers: HttpHandler[], request: () => Request) => {
      for (const h of handlers) if (await h.test({ request: request() })) return true;
      return false;
    };
    for (const [method, path] of everyUrl()) {
      const both = (await takes(front, () => requestOf(method, path))) && (await takes(back, () => requestOf(method, path)));
      expect(both, `${method} ${path}`).toBe(false);
    }
  });

  it('runs a member through calls that share a path, take path parameters and are refused in maintenance', async () => {
    let platform = createTestPlatform({ now: () => START });
    const call = simCaller(() => [dispatcher(platform.handlers)]);
    const token = (
      await call(loginEndpoint, { type: 'username', username: 'demoplayer', password: 'Demo1234', deviceId: 'd', remember: false, botCheck: true })
    ).value.token;
    const inbox = await call(inboxListEndpoint, { pageNum: 1, pageSize: 20 }, { token });
    expect(inbox.value.total).toBe(120);
    const first = inbox.value.list[0]!;
    expect((await call(inboxMessageEndpoint, { id: first.id }, { token })).value.title).toBe(first.title);

    expect((await call(addFavouriteEndpoint, { nodeId: 'NJILI-001', vendor: 'JILI' }, { token })).value.success).toBe(true);
    expect((await call(favouritesEndpoint, { pageNo: 1, pageSize: 15, language: 'EN' }, { token })).value.content.map((g) => g.nodeId)).toEqual(['NJILI-001']);
    expect((await call(removeFavouriteEndpoint, { nodeId: 'NJILI-001', vendor: 'JILI' }, { token })).value.success).toBe(true);
    expect((await call(favouritesEndpoint, { pageNo: 1, pageSize: 15, language: 'EN' }, { token })).value.content).toEqual([]);

    platform = createTestPlatform({ now: () => START, status: 'maintenance' });
    expect((await call(bannersEndpoint, { groupName: 'm_home' })).code).toBe('MAINTENANCE');
    expect((await call(systemStatusEndpoint, undefined)).value.maintenance).toBe(true);
  });
});
