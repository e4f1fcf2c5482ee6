// Colour arithmetic on theme tokens, free of the app's modules (only a type import): the app
// applies it at boot (src/app/theme.ts) and the build writes its result for the dark theme into
// the default :root block (scripts/vite-theme-css.ts).
import type { ThemeToken } from '@/config/schema';

function channels(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4)
    h = h
      .slice(0, 3)
      .split('')
      .map((c) => c + c)
      .join('');
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

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `a` mixed with `b`, `share` (0-1) of `b`, channel by channel in sRGB, as a #rrggbb colour. */
export function mixHex(a: string, b: string, share: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x.map((c, i) => hex2(c + ((y[i] ?? c) - c) * share)).join('')}`;
}

/** Text contrast that WCAG AA asks of body text. */
const READABLE = 4.5;

/**
 * `color` as text on every one of `grounds`: itself where it reads (4.5:1), else mixed, 5 % at a
 * time, toward `toward` (the theme's text colour) until it does.
 */
export function readableOn(color: string, grounds: readonly string[], toward: string): string {
  for (let pct = 0; pct <= 100; pct += 5) {
    const c = pct === 0 ? color : mixHex(color, toward, pct / 100);
    if (grounds.every((g) => contrastRatio(c, g) >= READABLE)) return c;
  }
  return toward;
}

type DerivedFrom = Extract<ThemeToken, 'header-bg' | 'text' | 'text-muted' | 'primary' | 'bg' | 'surface' | 'surface-2'>;

/**
 * Colours derived from the tokens, whatever a merchant picks for its brand:
 * - for text on the header/footer background: `--header-text`, `--header-muted` and
 *   `--header-accent` (the primary colour when it stands out on the header, else the header text);
 * - `--primary-ink`, the primary colour as text (links, amounts, a selected label) on the page and
 *   its cards: the brand's own where it reads, else shaded toward the text colour (a yellow brand
 *   on a light theme's white reads 1.7:1).
 */
export function derivedTokens(tokens: Readonly<Record<DerivedFrom, string>>): Record<string, string> {
  const bg = tokens['header-bg'];
  const text = contrastRatio(tokens.text, bg) >= 4.5 ? tokens.text : luminance(bg) < 0.4 ? '#ffffff' : '#141922';
  const muted = contrastRatio(tokens['text-muted'], bg) >= 3.5 ? tokens['text-muted'] : `color-mix(in srgb, ${text} 72%, transparent)`;
  const accent = contrastRatio(tokens.primary, bg) >= 3 ? tokens.primary : text;
  const ink = readableOn(tokens.primary, [tokens.bg, tokens.surface, tokens['surface-2']], tokens.text);
  return { 'header-text': text, 'header-muted': muted, 'header-accent': accent, 'primary-ink': ink };
}
