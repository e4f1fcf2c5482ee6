// @vitest-environment node
// The browser demo puts one dispatching handler in front of the simulator's handlers
// (src/platform-sim/dispatch.ts): it must answer every request exactly as the handler list does.
import { getResponse, type HttpHandler } from 'msw';
import { simCaller } from './sim-call';
import type { Endpoint } from '@/api/envelope';
import { createTestPlatform } from '@/platform-sim/node-sim';
import { dispatcher, fixedPath } from '@/platform-sim/dispatch';
import { loginEndpoint } from '@/api/endpoints/login';
import { inboxListEndpoint } from '@/api/endpoints/inbox-list';
import { inboxMessageEndpoint } from '@/api/endpoints/inbox-message';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { systemStatusEndpoint } from '@/api/endpoints/system-status';

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
    const dispatched = [dispatcher(routed.handlers)];
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
    for (const [method, path] of urls) {
      const request = () =>
        new Request(`http://localhost${path}`, {
          method,
          headers: { 'X-Merchant-Code': 'demo', 'X-Device-Id': 'device-1', 'Content-Type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
      expect(await answerOf(dispatched, request()), `${method} ${path}`).toBe(await answerOf(plain.handlers, request()));
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
