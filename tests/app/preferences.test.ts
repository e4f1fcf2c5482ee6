// @vitest-environment jsdom
// Language and theme choice rules (DESIGN.md): ?lang= (kept), else stored, else the merchant's
// default; unsupported → default. Theme: the stored choice if offered, else the default.
import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  balanceStore,
  chooseLanguage,
  chooseTheme,
  initThemePreference,
  readStoredLanguage,
  resetPreferences,
  setLanguagePreference,
  setThemePreference,
  themeStore,
  toggleBalanceHidden,
} from '@/state/preferences';

const MANILA = { default: 'EN', supported: ['EN', 'TY'], switcher: ['CN', 'EN', 'TH', 'VI', 'TY'] } as const;
const NARROW = { default: 'TY', supported: ['TY', 'EN'], switcher: [] } as const;

afterEach(() => {
  resetPreferences();
  localStorage.clear();
});

describe('chooseLanguage', () => {
  it('takes ?lang= first and remembers it', () => {
    expect(chooseLanguage(MANILA, '?lang=TY', 'CN')).toEqual({ language: 'TY', source: 'query', remember: 'TY' });
  });

  it('then the stored choice', () => {
    expect(chooseLanguage(MANILA, '', 'CN')).toEqual({ language: 'CN', source: 'stored', remember: null });
  });

  it('then the merchant default', () => {
    expect(chooseLanguage(MANILA, '', null).language).toBe('EN');
    expect(chooseLanguage(NARROW, '', null).language).toBe('TY');
  });

  it('falls back to the default for an unsupported code, without remembering it', () => {
    expect(chooseLanguage(MANILA, '?lang=JP', 'TY')).toEqual({ language: 'EN', source: 'default', remember: null });
    expect(chooseLanguage(NARROW, '?lang=CN', null)).toEqual({ language: 'TY', source: 'default', remember: null });
    expect(chooseLanguage(NARROW, '', 'VI').language).toBe('TY');
  });

  it('reads codes in upper case', () => {
    expect(chooseLanguage(NARROW, '?lang=en', null).language).toBe('EN');
  });

  it('keeps the choice in localStorage', () => {
    setLanguagePreference('EN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
    expect(readStoredLanguage()).toBe('EN');
  });
});

describe('theme and balance preferences', () => {
  it('uses the merchant default unless the visitor chose an offered theme', () => {
    expect(chooseTheme({ default: 'dark', available: ['dark', 'light'] }, null)).toBe('dark');
    expect(chooseTheme({ default: 'dark', available: ['dark', 'light'] }, 'light')).toBe('light');
    expect(chooseTheme({ default: 'light', available: ['light'] }, 'dark')).toBe('light');
    expect(chooseTheme({ default: 'light', available: ['light', 'dark'] }, 'neon')).toBe('light');
  });

  it('remembers the visitor choice per merchant', () => {
    expect(initThemePreference('manila', { default: 'light', available: ['dark', 'light'] })).toBe('light');
    setThemePreference('dark');
    expect(initThemePreference('manila', { default: 'light', available: ['dark', 'light'] })).toBe('dark');
    expect(initThemePreference('cebu', { default: 'light', available: ['dark', 'light'] })).toBe('light');
    expect(themeStore.theme).toBe('light');
  });

  it('toggles and resets the balance mask', () => {
    toggleBalanceHidden();
    expect(balanceStore.hidden).toBe(true);
    resetPreferences();
    expect(balanceStore.hidden).toBe(false);
  });
});
