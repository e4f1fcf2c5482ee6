// Registers the app's service worker (dist/sw.js, built by vite-plugin-pwa from src/sw/sw.ts), so that a second visit paints from the cache and the installed app opened
// offline shows 'No Internet' with a retry instead of the browser's error page.
//
// Only in a production build (there is no sw.js in the dev server) and only for a live merchant:
// a demo merchant's platform runs in msw's own worker at the same scope, which ours would replace.
// Registered once the page has loaded and the browser is idle, so its precache never competes with
// the first screen.
import type { MerchantConfig } from '@/config/schema';

/** The worker's script and scope: the root of the site, so it serves every page of the app. */
const SCOPE = import.meta.env.BASE_URL;
const SCRIPT = `${SCOPE}sw.js`;

/** Whether this page registers the worker: a production build, a live merchant, a browser that has workers. */
export function wantsServiceWorker(mode: MerchantConfig['api']['mode'], production: boolean = import.meta.env.PROD): boolean {
  return production && mode === 'live' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function registerServiceWorker(config: Pick<MerchantConfig, 'api'>): void {
  if (!wantsServiceWorker(config.api.mode)) return;
  const register = () => {
    // A failed registration (a private window, storage full, a browser policy) leaves the site as
    // it was without a worker: nothing for the visitor to see.
    navigator.serviceWorker.register(SCRIPT, { scope: SCOPE }).catch((error: unknown) => {
      console.warn('Palaro: the service worker was not registered', error);
    });
  };
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
