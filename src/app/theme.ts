// Theme tokens → CSS custom properties on :root. The theme's tokens (themes/<name>.json) are
// overridden by the merchant's brand tokens. Applied at boot before the first render, and again
// whenever the visitor picks another theme.
import darkTokens from '~themes/dark.json';
import lightTokens from '~themes/light.json';
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

function channels(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = h.slice(0, 3).split('').map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a #hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Colours derived from the tokens for text on the header/footer background, whatever a merchant
 * picks for it: `--header-text`, `--header-muted` and `--header-accent` (the primary colour when
 * it stands out on the header, else the header text).
 */
export function derivedTokens(tokens: ThemeTokens): Record<string, string> {
  const bg = tokens['header-bg'];
  const text = contrastRatio(tokens.text, bg) >= 4.5 ? tokens.text : luminance(bg) < 0.4 ? '#ffffff' : '#141922';
  const muted = contrastRatio(tokens['text-muted'], bg) >= 3.5 ? tokens['text-muted'] : `color-mix(in srgb, ${text} 72%, transparent)`;
  const accent = contrastRatio(tokens.primary, bg) >= 3 ? tokens.primary : text;
  return { 'header-text': text, 'header-muted': muted, 'header-accent': accent };
}

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
