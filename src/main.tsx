// Boot: start loading the chunk of the screen the address names (src/app/screens.ts) → resolve
// the merchant → fetch and validate its file (a page naming the problems on failure) → theme
// tokens on :root → i18n with the active language (its common namespace and the first screen's),
// beside it the demo platform (demo merchants only, loaded on demand) → the platform client →
// the stored session → router → render (the last four in src/app/start.tsx).
import '@/ui/global.css';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { applyTheme } from '@/app/theme';
import { loadMerchant, type LoadFailure } from '@/config/load';
import type { LanguageCode } from '@/config/schema';
import { initI18n } from '@/i18n/setup';
import { registerServiceWorker } from '@/shell/service-worker';
import { prepareApp } from '@/app/start';
import { preloadScreenOf } from '@/app/screens';
import {
  chooseLanguage,
  initThemePreference,
  isLanguageCode,
  readStoredLanguage,
  setLanguagePreference,
} from '@/state/preferences';

function errorPageLanguage(search: string): LanguageCode {
  for (const c of [new URLSearchParams(search).get('lang'), readStoredLanguage()]) {
    const v = c?.trim().toUpperCase();
    if (isLanguageCode(v)) return v;
  }
  return 'EN';
}

async function showFailure(root: Root, failure: LoadFailure): Promise<void> {
  const [i18n, { MerchantErrorPage }] = await Promise.all([
    initI18n(errorPageLanguage(location.search)),
    import('@/features/system/merchant-error-page'),
  ]);
  root.render(
    <I18nextProvider i18n={i18n}>
      <MerchantErrorPage failure={failure} />
    </I18nextProvider>,
  );
}

let merchantCode = '';

/**
 * The merchant's image CDNs (origins the schema checked): their connections open now, while the
 * shell and the first answers load, so the banner (the largest paint) does not wait for one.
 */
function preconnect(origins: readonly string[]): void {
  for (const origin of origins.slice(0, 2)) {
    if (origin === location.origin) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    // No crossorigin: an <img> without one is fetched on the credentialed connection.
    link.href = origin;
    document.head.append(link);
  }
}

async function boot(root: Root): Promise<void> {
  const search = location.search;
  const firstScreen = preloadScreenOf(location.pathname);

  const result = await loadMerchant({ search, host: location.hostname, storage: sessionStorage, fetch: (input, init) => fetch(input, init) });
  if (!result.ok) {
    await showFailure(root, result);
    return;
  }
  const { config } = result;
  merchantCode = config.code;
  registerServiceWorker(config);

  applyTheme(config, initThemePreference(config.code, config.theme));
  preconnect(config.imageCdns);

  const language = chooseLanguage(config.languages, search, readStoredLanguage());
  if (language.remember) setLanguagePreference(language.remember, true);
  // The demo platform starts while the language loads; the app renders once both are ready. A live
  // build (`vite build --mode live`) drops this branch, and with it the demo platform.
  const demoPlatform =
    import.meta.env.MODE !== 'live' && config.api.mode === 'demo'
      ? import('@/platform-sim/browser').then(({ startDemoPlatform }) => startDemoPlatform(config, new URLSearchParams(search)))
      : null;
  demoPlatform?.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const texts = initI18n(language.language, firstScreen.namespaces);
  texts.catch(() => undefined); // awaited below, likewise
  // The platform's public key for login and registration payloads (a demo merchant without one
  // of its own uses the demo platform's). The app starts only once the demo platform answers (its
  // first calls would otherwise reach the network); its first calls then go out while the texts load.
  let platformKey = config.api.publicKey;
  if (demoPlatform) {
    const started = await demoPlatform;
    platformKey ??= started.publicKey;
  }

  if (!platformKey) throw new Error(`${config.code}: no api.publicKey for the platform`);
  const app = prepareApp({ config, publicKey: platformKey });
  // Rendered once the first screen's chunk is in too (loaded or failed), so the first render draws
  // that screen rather than its placeholder (src/app/screen-type.ts); as a transition, so that it
  // yields to the browser every few milliseconds instead of holding the page in one long task.
  const [i18n] = await Promise.all([texts, firstScreen.loaded]);
  app.render(i18n, (element) => startTransition(() => root.render(element)));
  document.documentElement.dataset.merchant = config.code;
}

function start(): void {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  boot(root).catch((error: unknown) => {
    console.error('Palaro could not start', error);
    const detail = error instanceof Error ? error.message : String(error);
    const code = merchantCode;
    showFailure(root, { ok: false, reason: 'unreachable', code, choice: { code, source: 'default' }, detail }).catch(() => {
      container.textContent = 'Loading failed, click to retry';
      container.addEventListener('click', () => location.reload());
    });
  });
}

start();
