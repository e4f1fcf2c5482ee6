// The demo platform's early start, in demo builds: an entry chunk of its own that index.html loads
// beside the app's entry (scripts/vite-demo-platform.ts adds both). The app's entry learns a
// merchant's api.mode from its file, after the entry itself and its dependencies have downloaded
// and run, and the merchant file has come back; on a slow network the simulator's download then
// started seconds into the load. This guess starts it at once when the page will most likely
// serve a demo merchant: the usual resolution (src/config/resolve.ts) over the shipped merchant
// files' hosts and modes as they were at build time. Only a hint: the served file decides whether
// the demo platform runs (src/main.tsx), and a wrong guess costs a download.
import { resolveMerchant, type KeyValueStorage } from '@/config/resolve';

/** Per merchant code: its hosts and whether it is in demo mode (scripts/vite-demo-platform.ts). */
export type MerchantModes = Readonly<Record<string, { readonly hosts: readonly string[]; readonly demo: boolean }>>;

export interface EarlyStartEnv {
  search: string;
  host: string;
  storage?: KeyValueStorage;
  modes: MerchantModes;
  /** Starts the download (and evaluation) of the demo platform. */
  load: () => Promise<unknown>;
}

/** Loads the demo platform when the page most likely serves a demo merchant; answers whether it did. */
export async function startEarly(env: EarlyStartEnv): Promise<boolean> {
  const index = Object.entries(env.modes).map(([code, m]) => ({ code, hosts: m.hosts }));
  const choice = await resolveMerchant({ search: env.search, host: env.host, storage: env.storage, loadIndex: () => Promise.resolve(index) });
  if (env.modes[choice.code]?.demo !== true) return false;
  // A failed download is reported by the app's own import of the platform, if it needs it.
  await env.load().catch(() => undefined);
  return true;
}

/**
 * The entry's work (the build's entry chunk calls it): the browser's location and session, the
 * build's table, the real platform. Never throws: a page whose storage is off is the app's to report.
 * @public
 */
export async function startEarlyInBrowser(): Promise<boolean> {
  return startEarly({
    search: location.search,
    host: location.hostname,
    storage: sessionStorage,
    modes: import.meta.env.PALARO_MERCHANT_MODES ?? {},
    load: () => import('@/platform-sim/browser'),
  }).catch(() => false);
}
