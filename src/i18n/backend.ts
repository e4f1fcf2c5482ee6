// Lazy i18next backend: one JSON file per language and namespace, src/i18n/locales/<LANG>/<ns>.json.
// Vite turns each file into its own chunk (import.meta.glob), so a page downloads only the files
// of the active language and of the namespaces its screens use. A namespace file that does not
// exist for a language loads as empty (its keys then fall back as i18next is configured to).
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type LocaleModule = { default: ResourceKey };

// The demo games' texts (namespace `demo`, src/demo) exist in a demo build only: a live build
// (`vite build --mode live`) keeps this first branch, which lists no demo.json.
const loaders =
  import.meta.env.MODE === 'live'
    ? import.meta.glob<LocaleModule>(['./locales/*/*.json', '!./locales/*/demo.json'])
    : import.meta.glob<LocaleModule>('./locales/*/*.json');

const fileOf = (language: string, namespace: string) => `./locales/${language}/${namespace}.json`;

/** Whether a file exists for this language and namespace. */
export const hasLocaleFile = (language: string, namespace: string): boolean => fileOf(language, namespace) in loaders;

/** Every namespace that has a file for at least one language. */
export function localeNamespaces(): string[] {
  const names = new Set<string>();
  for (const path of Object.keys(loaders)) {
    const m = /\/locales\/[^/]+\/([^/]+)\.json$/.exec(path);
    if (m?.[1]) names.add(m[1]);
  }
  return [...names].sort();
}

export async function readLocale(language: string, namespace: string): Promise<ResourceKey> {
  const load = loaders[fileOf(language, namespace)];
  if (!load) return {};
  const mod = await load();
  return mod.default;
}

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    /* nothing to set up */
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    readLocale(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
