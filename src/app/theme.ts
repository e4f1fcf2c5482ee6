// Theme tokens → CSS custom properties on :root. The theme's tokens (themes/<name>.json) are
// overridden by the merchant's brand tokens. Applied at boot before the first render, and again
// whenever the visitor picks another theme.
import darkTokens from '~themes/dark.json';
import lightTokens from '~themes/light.json';
import { derivedTokens } from '@/app/theme-colors';
import { THEME_TOKENS, type MerchantConfig, type ThemeName, type ThemeToken } from '@/config/schema';

export type ThemeTokens = Readonly<Record<ThemeToken, string>>;

export const THEMES: Readonly<Record<ThemeName, ThemeTokens>> = {
  dark: darkTokens,
  light: lightTokens,
};

/** The last applied background, read by index.html's inline script to avoid a flash. */
export const BOOT_BACKGROUND_KEY = 'palaro:boot-bg';

/** The theme's tokens with the merchant's brand tokens on top. */
export function themeTokens(theme: ThemeName, brand: MerchantConfig['theme']['brand']): ThemeTokens {
  const out = { ...THEMES[theme] };
  for (const token of THEME_TOKENS) {
    const v = brand[token];
    if (v) out[token] = v;
  }
  return out;
}

export { contrastRatio, derivedTokens } from '@/app/theme-colors';

/** Writes `--<token>` custom properties, `data-theme` and `color-scheme` on `root`. */
export function applyThemeTokens(tokens: ThemeTokens, theme: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const token of THEME_TOKENS) root.style.setProperty(`--${token}`, tokens[token]);
  for (const [name, value] of Object.entries(derivedTokens(tokens))) root.style.setProperty(`--${name}`, value);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  root.style.backgroundColor = tokens.bg;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = tokens['header-bg'];
  try {
    localStorage.setItem(BOOT_BACKGROUND_KEY, tokens.bg);
  } catch {
    /* storage unavailable */
  }
}

export function applyTheme(config: MerchantConfig, theme: ThemeName, root?: HTMLElement): ThemeTokens {
  const tokens = themeTokens(theme, config.theme.brand);
  applyThemeTokens(tokens, theme, root);
  return tokens;
}
