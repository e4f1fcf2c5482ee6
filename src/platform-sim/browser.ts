// The browser demo: the simulator runs in the page and MSW's service worker routes the app's
// platform calls to it. Loaded only (dynamic import) for merchants in demo mode.
import { setupWorker } from 'msw/browser';
import { liveConfig } from '@/config/live-config';
import type { MerchantConfig } from '@/config/schema';
import { createSimulator, localStorageStore, type SimStatus } from '@/platform-sim/kernel';
import { frontHandlers } from '@/platform-sim/front-handlers';
import { dispatcher } from '@/platform-sim/dispatch';
import { DEMO_PUBLIC_KEY_SPKI } from '@/platform-sim/demo-key';

const STATUSES: readonly SimStatus[] = ['normal', 'maintenance', 'restricted'];
const isStatus = (v: string | null): v is SimStatus => v !== null && (STATUSES as readonly string[]).includes(v);

/**
 * Keeps this page's platform calls on its simulator until the page is really gone. msw 2 tells its
 * worker on `beforeunload` that the page has closed (CLIENT_CLOSED): from then on the worker hands
 * the page's requests to the network, and unregisters itself when it sees no other page. But a page
 * lives on after `beforeunload` until the next document arrives, and keeps asking (a member's home
 * right after login): behind nginx, /api is a real platform (npm run platform), which knows no demo
 * session and answers NOT_LOGGED_IN, and the app clears the session in sessionStorage, which the
 * next document of the tab then reads: a member shown as a visitor. msw's listener never runs (a
 * capturing listener on the window runs first and stops the event; the app listens for no
 * `beforeunload` of its own); msw 3 waits for `pagehide` instead.
 */
function keepMockingWhileUnloading(): void {
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), { capture: true });
}

/** Starts the demo platform in a service worker; answers the public key it opens payloads with. */
export async function startDemoPlatform(config: MerchantConfig, search: URLSearchParams): Promise<{ publicKey: string }> {
  const statusKey = `palaro:sim:status:${config.code}`;
  const sim = createSimulator({
    // The config in force: a published merchant file replaces the boot's (src/config/live-config.ts).
    merchant: (code) => (code === config.code ? liveConfig(config) : undefined),
    store: localStorageStore(),
    latencyMs: 150,
    clientIp: () => '203.0.113.7',
  });
  const asked = search.get('sim');
  if (asked === 'reset') {
    sim.reset();
    localStorage.removeItem(statusKey);
  } else if (isStatus(asked)) {
    localStorage.setItem(statusKey, asked);
  }
  const stored = localStorage.getItem(statusKey);
  sim.status = isStatus(stored) ? stored : 'normal';

  // One handler in front of the others (src/platform-sim/dispatch.ts): every request of the page
  // passes through the main thread, and msw would otherwise try each handler in turn. The handlers
  // no first page calls (src/platform-sim/back-handlers.ts: 33 of the simulator's 142 KB, Brotli)
  // load when a call first needs them, so that the demo's first answers wait for less.
  const back = () => import('@/platform-sim/back-handlers').then(({ backHandlers }) => backHandlers(sim));
  const worker = setupWorker(dispatcher(frontHandlers(sim), back));
  keepMockingWhileUnloading();
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { publicKey: config.api.publicKey ?? DEMO_PUBLIC_KEY_SPKI };
}
