// @vitest-environment node
// Answer schemas with URLs use the URL gate's types: an answer carrying a javascript: (or other
// foreign) URL is refused where it enters, as a typed 'malformed' PlatformError naming its path,
// before any screen sees it; good answers pass unchanged.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { callPlatform, configurePlatformClient } from '@/api/client';
import type { Endpoint } from '@/api/envelope';
import { bannersEndpoint } from '@/api/endpoints/banners';
import { chatLaunchEndpoint } from '@/api/endpoints/chat-launch';
import { downloadLinksEndpoint } from '@/api/endpoints/download-links';
import { hotMatchesEndpoint } from '@/api/endpoints/hot-matches';
import { launchGameEndpoint } from '@/api/endpoints/launch-game';
import { launchLotteryEndpoint } from '@/api/endpoints/launch-lottery';
import { serviceLinksEndpoint } from '@/api/endpoints/service-links';
import { errorMessageKey, isPlatformError, PlatformError } from '@/api/errors';

const BASE = 'http://platform.test/api';
let answer: unknown = null;
const server = setupServer(http.all(`${BASE}/*`, () => HttpResponse.json({ success: true, code: 'OK', value: answer })));

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configurePlatformClient({
    baseUrl: BASE,
    timeoutMs: 5000,
    merchantCode: 'manila',
    publicKey: 'unused',
    deviceId: 'test-device',
    getToken: () => 'token-1',
    getLanguage: () => 'EN',
    isOnline: () => true,
  });
});
afterAll(() => server.close());

const launch = { nodeId: 'N1', vendor: 'FC', gameId: 'FC-001', freePlay: false };
const lottery = { mui: 'TCG', gameId: 'lobby', playType: 'Tradition', prizeMode: 'Lott' } as const;
const chat = { language: 'EN', backUrl: 'http://localhost/m/service', headerColor: '#000', title: 'x' };
const banner = (linkage: unknown, extra: Record<string, unknown> = {}) => [
  { id: 'b1', url: '/sim-assets/b.svg', groupName: 'm_home', title: 'B', linkage, ...extra },
];
const match = (patch: Record<string, unknown>) => [
  { homeTeam: 'A', awayTeam: 'B', homeTeamImageUrl: '/t/a.svg', awayTeamImageUrl: '/t/b.svg', matchTime: 1, vendor: 'SB', roomId: 'r', nodeId: 'n', ...patch },
];

async function failure<P, T>(endpoint: Endpoint<P, T>, params: P): Promise<PlatformError> {
  const error: unknown = await callPlatform(endpoint, params).then(
    () => null,
    (e: unknown) => e,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

describe('a foreign URL in an answer becomes a typed error naming its path', () => {
  it.each<[string, () => Promise<PlatformError>, unknown, string]>([
    ['launch game: javascript:', () => failure(launchGameEndpoint, launch), { url: 'javascript:window.__xss=1' }, 'url'],
    ['launch game: padded javascript:', () => failure(launchGameEndpoint, launch), { url: ' javascript:window.__xss=1' }, 'url'],
    ['launch game: data: HTML', () => failure(launchGameEndpoint, launch), { url: 'data:text/html,<script>1</script>' }, 'url'],
    ['launch game: plain http elsewhere', () => failure(launchGameEndpoint, launch), { url: 'http://evil.example/' }, 'url'],
    ['launch game: /\\host', () => failure(launchGameEndpoint, launch), { url: '/\\evil.example' }, 'url'],
    ['launch lottery: javascript:', () => failure(launchLotteryEndpoint, lottery), { url: 'JaVaScRiPt:alert(1)', gameName: 'x' }, 'url'],
    ['chat launch: javascript:', () => failure(chatLaunchEndpoint, chat), { chatUrl: 'javascript:alert(1)' }, 'chatUrl'],
    [
      'banner: an internal linkage to another site',
      () => failure(bannersEndpoint, { groupName: 'm_home' }),
      banner({ kind: 'internal', target: 'https://evil.example/' }),
      '0.linkage.target',
    ],
    [
      'banner: an external javascript: linkage',
      () => failure(bannersEndpoint, { groupName: 'm_home' }),
      banner({ kind: 'external', target: 'javascript:alert(1)' }),
      '0.linkage.target',
    ],
    [
      'banner: an svg data: image',
      () => failure(bannersEndpoint, { groupName: 'm_home' }),
      [{ ...banner({ kind: 'none' })[0], url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
      '0.url',
    ],
    ['download link: vbscript:', () => failure(downloadLinksEndpoint, undefined), [{ resourceType: 'FACEBOOK', url: 'vbscript:msgbox(1)' }], '0.url'],
    ['service link: //host', () => failure(serviceLinksEndpoint, undefined), [{ title: 'CS', path: '//evil.example', type: 'CS' }], '0.path'],
    [
      'hot match: a javascript: team image',
      () => failure(hotMatchesEndpoint, undefined),
      match({ homeTeamImageUrl: 'javascript:alert(1)' }),
      '0.homeTeamImageUrl',
    ],
  ])('%s', async (_label, call, value, path) => {
    answer = value;
    const error = await call();
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(new RegExp(`: ${path.replace(/\./g, '\\.')} (custom|invalid_format)`));
    // What the member reads: where a list loads, the spec's 'Loading failed, click to retry'; after
    // a tap (a launch), to tap again.
    expect(errorMessageKey(error, 'load')).toBe('error.loadingFailed');
    expect(errorMessageKey(error, 'send')).toBe('error.sendFailed');
  });
});

describe('good answers pass unchanged', () => {
  it('an in-app launch path, an https launch URL, a chat path and https links', async () => {
    answer = { url: '/m/demo-game?game=FC-001' };
    await expect(callPlatform(launchGameEndpoint, launch)).resolves.toEqual({ url: '/m/demo-game?game=FC-001' });
    answer = { url: 'https://games.example/play?token=abc%2Fdef' };
    await expect(callPlatform(launchGameEndpoint, launch)).resolves.toEqual({ url: 'https://games.example/play?token=abc%2Fdef' });
    answer = { chatUrl: '/m/service?chat=1' };
    await expect(callPlatform(chatLaunchEndpoint, chat)).resolves.toEqual({ chatUrl: '/m/service?chat=1' });
    answer = banner({ kind: 'external', target: 'https://www.pagcor.ph' }, { videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' });
    await expect(callPlatform(bannersEndpoint, { groupName: 'm_home' })).resolves.toHaveLength(1);
    answer = [{ resourceType: 'Android', url: '/downloads/palaro-demo.apk' }];
    await expect(callPlatform(downloadLinksEndpoint, undefined)).resolves.toHaveLength(1);
  });
});

describe('a plain request', () => {
  it('goes out in the same task as the call (a first render after it does not hold it back)', async () => {
    answer = [];
    const sent = vi.fn();
    const listener = ({ request }: { request: Request }) => sent(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    const spy = vi.spyOn(globalThis, 'fetch');
    const call = callPlatform(bannersEndpoint, { groupName: 'm_home' });
    // Synchronously after the call: fetch has been asked.
    expect(spy).toHaveBeenCalledTimes(1);
    await call;
    spy.mockRestore();
    server.events.removeListener('request:start', listener);
    expect(sent).toHaveBeenCalledWith('/api/v1/content/banners');
  });
});
