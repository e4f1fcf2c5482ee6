// UI preferences of the visitor (valtio): interface language, theme and whether balances are
// masked. Each store has reset(). Choices are remembered in localStorage; the rules that decide
// the effective value from the query, the stored choice and the merchant live here too, pure.
import { proxy, subscribe } from 'valtio';
import { LANGUAGE_CODES, THEME_NAMES, type LanguageCode, type ThemeName } from '@/config/schema';

export const LANGUAGE_STORAGE_KEY = 'palaro:lang';
export const THEME_STORAGE_PREFIX = 'palaro:theme:';
export const BALANCE_HIDDEN_STORAGE_KEY = 'palaro:balance-hidden';

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
}

// ---------------------------------------------------------------- language

export const isLanguageCode = (v: unknown): v is LanguageCode => typeof v === 'string' && (LANGUAGE_CODES as readonly string[]).includes(v);

/** What a merchant allows: its supported languages and those of its switcher. */
export interface LanguageSettings {
  readonly default: LanguageCode;
  readonly supported: readonly LanguageCode[];
  readonly switcher: readonly LanguageCode[];
}

export const allowedLanguages = (s: LanguageSettings): LanguageCode[] => [...new Set<LanguageCode>([...s.supported, ...s.switcher])];

const normaliseCode = (raw: string | null | undefined): string | null => {
  const v = raw?.trim().toUpperCase();
  return v ? v : null;
};

export type LanguageSource = 'query' | 'stored' | 'default';

/**
 * DESIGN.md: `?lang=` (kept), else the stored choice, else the merchant's default; a code the
 * merchant does not offer falls back to the default.
 */
export function chooseLanguage(
  settings: LanguageSettings,
  search: string | URLSearchParams,
  stored: string | null,
): { language: LanguageCode; source: LanguageSource; remember: LanguageCode | null } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const allowed = allowedLanguages(settings);
  const ok = (c: string | null): c is LanguageCode => c !== null && isLanguageCode(c) && allowed.includes(c);
  const fromQuery = normaliseCode(params.get('lang'));
  if (fromQuery !== null) {
    if (ok(fromQuery)) return { language: fromQuery, source: 'query', remember: fromQuery };
    return { language: settings.default, source: 'default', remember: null };
  }
  const fromStore = normaliseCode(stored);
  if (ok(fromStore)) return { language: fromStore, source: 'stored', remember: null };
  return { language: settings.default, source: 'default', remember: null };
}

interface LanguageState {
  language: LanguageCode;
}

export const languageStore = proxy<LanguageState>({ language: 'TY' });

export const readStoredLanguage = (): string | null => readLocal(LANGUAGE_STORAGE_KEY);

/** Sets the language for this page; `remember` keeps it for later visits. */
export function setLanguagePreference(language: LanguageCode, remember = true): void {
  languageStore.language = language;
  if (remember) writeLocal(LANGUAGE_STORAGE_KEY, language);
}

export function resetLanguagePreference(fallback: LanguageCode = 'TY'): void {
  languageStore.language = fallback;
  writeLocal(LANGUAGE_STORAGE_KEY, null);
}

// ---------------------------------------------------------------- theme

export const isThemeName = (v: unknown): v is ThemeName => typeof v === 'string' && (THEME_NAMES as readonly string[]).includes(v);

export interface ThemeSettings {
  readonly default: ThemeName;
  readonly available: readonly ThemeName[];
}

/** The stored choice when the merchant offers it, else the merchant's default. */
export function chooseTheme(settings: ThemeSettings, stored: string | null): ThemeName {
  return isThemeName(stored) && settings.available.includes(stored) ? stored : settings.default;
}

interface ThemeState {
  merchantCode: string;
  theme: ThemeName;
}

export const themeStore = proxy<ThemeState>({ merchantCode: '', theme: 'dark' });

export const readStoredTheme = (merchantCode: string): string | null => readLocal(THEME_STORAGE_PREFIX + merchantCode);

export function initThemePreference(merchantCode: string, settings: ThemeSettings): ThemeName {
  themeStore.merchantCode = merchantCode;
  themeStore.theme = chooseTheme(settings, readStoredTheme(merchantCode));
  return themeStore.theme;
}

/** The visitor's choice, remembered per merchant. */
export function setThemePreference(theme: ThemeName): void {
  themeStore.theme = theme;
  if (themeStore.merchantCode) writeLocal(THEME_STORAGE_PREFIX + themeStore.merchantCode, theme);
}

export function resetThemePreference(fallback: ThemeName = 'dark'): void {
  if (themeStore.merchantCode) writeLocal(THEME_STORAGE_PREFIX + themeStore.merchantCode, null);
  themeStore.theme = fallback;
}

// ---------------------------------------------------------------- balance

interface BalanceState {
  /** Balances shown as asterisks. */
  hidden: boolean;
}

export const balanceStore = proxy<BalanceState>({ hidden: readLocal(BALANCE_HIDDEN_STORAGE_KEY) === '1' });

subscribe(balanceStore, () => writeLocal(BALANCE_HIDDEN_STORAGE_KEY, balanceStore.hidden ? '1' : null));

export function toggleBalanceHidden(): void {
  balanceStore.hidden = !balanceStore.hidden;
}

export function resetBalancePreference(): void {
  balanceStore.hidden = false;
}

/** Every preference back to its default (tests, "clear my data"). */
export function resetPreferences(): void {
  resetLanguagePreference();
  resetThemePreference();
  resetBalancePreference();
}
