// @vitest-environment jsdom
// The browser demo keeps its simulator while the page is being left (src/platform-sim/browser.ts).
// msw 2 (ServiceWorkerSource, node_modules/msw/lib/browser) listens for `beforeunload` on the
// window and posts CLIENT_CLOSED to its worker, which from then on sends the page's requests to the
// network. A page lives on until the next document arrives: a member's home right after login
// asked for its member info there, the platform behind nginx answered NOT_LOGGED_IN, the app
// cleared the tab's session, and the next page showed the member as a visitor. The fake worker
// below does what msw 2 does on start and on `beforeunload`.
import { loadMerchants, REPO_MERCHANTS_DIR } from '@/platform-sim/node-sim';

const posted = vi.hoisted(() => [] as string[]);

vi.mock('msw/browser', () => ({
  setupWorker: () => ({
    start: () => {
      window.addEventListener('beforeunload', () => posted.push('CLIENT_CLOSED'));
      return Promise.resolve(undefined);
    },
  }),
}));

const demo = loadMerchants(REPO_MERCHANTS_DIR).get('demo');

test('leaving a demo page does not tell msw’s worker that the page has closed', async () => {
  const { startDemoPlatform } = await import('@/platform-sim/browser');
  if (!demo) throw new Error('merchants/demo.json is missing');
  await startDemoPlatform(demo, new URLSearchParams());
  window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
  expect(posted).toEqual([]);
});
