// i18next setup. Boot awaits only the active language's `common` namespace; feature screens call
// `useTranslation('<ns>')`, which loads `locales/<LANG>/<ns>.json` on demand (suspending the
// screen until it arrives).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@/config/schema';
import { lazyLocaleBackend } from '@/i18n/backend';
import { FALLBACK_LANGUAGES, LANGUAGE_TAGS } from '@/i18n/languages';
import { languageStore, setLanguagePreference } from '@/state/preferences';
import { setDateLanguage } from '@/engine/time';

export const DEFAULT_NAMESPACE = 'common';

let instance: I18n | null = null;

function setDocumentLanguage(language: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
  // Dates follow the language too: one format everywhere (src/engine/time.ts).
  setDateLanguage(language);
}

/**
 * Creates and initialises the app's i18next instance with `language`: its common namespace loaded,
 * and `also` beside it (the namespaces the first screen needs; others load when a screen asks).
 */
export async function initI18n(language: LanguageCode, also: readonly string[] = []): Promise<I18n> {
  // The language is chosen now (the platform client sends it with the first calls, which may go
  // out while the texts load).
  languageStore.language = language;
  const i18n = i18next.createInstance();
  i18n.use(lazyLocaleBackend).use(initReactI18next);
  await i18n.init({
    lng: language,
    fallbackLng: { ...FALLBACK_LANGUAGES },
    load: 'currentOnly',
    ns: [DEFAULT_NAMESPACE, ...also.filter((ns) => ns !== DEFAULT_NAMESPACE)],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });
  setDocumentLanguage(language);
  instance = i18n;
  return i18n;
}

export function appI18n(): I18n {
  if (!instance) throw new Error('i18n is not initialised');
  return instance;
}

/** Switches the interface language (remembered) and loads its texts. */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  setLanguagePreference(language, true);
  setDocumentLanguage(language);
  await appI18n().changeLanguage(language);
}
