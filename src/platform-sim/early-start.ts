// The demo platform's early start, in demo builds: an entry chunk of its own that index.html loads
// beside the app's entry (scripts/vite-demo-platform.ts adds both). The app's entry learns a
// merchant's api.mode from its file, after the entry itself and its dependencies have downloaded
// and run, and the merchant file has come back; on a slow network the simulator's download then
// started seconds into the load. This guess starts it at once when the page will most likely
// serve a demo merchant: the usual resolution (src/config/resolve.ts) over the shipped merchant
// files' hosts and modes as they were at build time. Only a hint: the served file decides whether
// the demo platform runs (src/main.tsx), and a wrong guess costs a download.
//
// This module and what it imports are copied into the early start's own chunk (the bundler would
// otherwise share them with the app's entry, and the early start would wait for that chunk): keep
// its imports few and small.
import { resolveMerchant, type KeyValueStorage } from '@/config/resolve';
import { PLATFORM_CHUNK_ATTRIBUTE } from '@/platform-sim/early-chunk';

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

/** A chunk of the build's own assets folder; anything else in the attribute is ignored. */
const CHUNK_URL = /^\/assets\/[\w.-]+\.js$/;

/**
 * The demo platform's chunks as the page's early start script names them (scripts/vite-demo-platform.ts):
 * the platform's own first, then those it imports that the HTML does not load; none when the
 * attribute is missing or names anything but the build's own chunks.
 */
export function platformChunks(doc: Pick<Document, 'querySelector'>): string[] {
  const urls = (doc.querySelector(`script[${PLATFORM_CHUNK_ATTRIBUTE}]`)?.getAttribute(PLATFORM_CHUNK_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  return urls.every((url) => CHUNK_URL.test(url)) ? urls : [];
}

/**
 * The entry's work (the build's entry chunk calls it): the browser's location and session, the
 * build's table, the real platform. Never throws: a page whose storage is off is the app's to report.
 *
 * The chunks are imported by the URLs its script tag names, with the browser's own import(), all
 * at once: the bundler's import() would first wait for every chunk the simulator shares with the
 * app (most of the first load) before asking for the simulator itself, and the simulator's own
 * imports would be found only once it had arrived. The chunks it shares with the app are already
 * on their way from the HTML.
 * @public
 */
export async function startEarlyInBrowser(): Promise<boolean> {
  try {
    const chunks = platformChunks(document);
    if (chunks.length === 0) return false;
    return await startEarly({
      search: location.search,
      host: location.hostname,
      storage: sessionStorage,
      modes: import.meta.env.PALARO_MERCHANT_MODES ?? {},
      load: () => Promise.all(chunks.map((chunk) => import(/* @vite-ignore */ chunk))),
    });
  } catch {
    return false;
  }
}
