// @vitest-environment jsdom
// Theme tokens become CSS custom properties on :root; brand tokens override the theme's.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { THEME_TOKENS } from '@/config/schema';
import { validateMerchant } from '@/config/validate';
import { applyTheme, BOOT_BACKGROUND_KEY, THEMES, themeTokens } from '@/app/theme';

const read = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../merchants', name), 'utf8')) as unknown;
const defaults = read('_defaults.json');

function config(code: string) {
  const r = validateMerchant(read(`${code}.json`), defaults);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
}

describe('themes', () => {
  it('define every token', () => {
    for (const theme of ['dark', 'light'] as const) {
      expect(Object.keys(THEMES[theme]).sort()).toEqual([...THEME_TOKENS].sort());
    }
  });

  it('applies tokens to :root, the brand overriding the theme', () => {
    const manila = config('manila');
    const root = document.createElement('div');
    applyTheme(manila, 'light', root);
    expect(root.style.getPropertyValue('--primary')).toBe('#0a5bd6');
    expect(root.style.getPropertyValue('--header-bg')).toBe('#0a3d8f');
    expect(root.style.getPropertyValue('--bg')).toBe(THEMES.light.bg);
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(BOOT_BACKGROUND_KEY)).toBe(THEMES.light.bg);
  });

  it('gives each shipped merchant its own primary colour', () => {
    const primaries = ['demo', 'cebu', 'manila'].map((c) => themeTokens(config(c).theme.default, config(c).theme.brand).primary);
    expect(primaries).toEqual(['#f5b700', '#18b57a', '#0a5bd6']);
  });

  it('applies to document.documentElement by default', () => {
    applyTheme(config('cebu'), 'dark');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()).toBe('#18b57a');
  });
});

describe('derived header colours', () => {
  it('keep text on the header readable whatever the brand picks', async () => {
    const { derivedTokens, contrastRatio } = await import('@/app/theme');
    const manila = config('manila');
    const tokens = themeTokens('light', manila.theme.brand);
    const derived = derivedTokens(tokens);
    expect(derived['header-text']).toBe('#ffffff');
    expect(contrastRatio(derived['header-text'] ?? '', tokens['header-bg'])).toBeGreaterThan(4.5);
    expect(derived['header-accent']).toBe('#ffffff');
    const demo = config('demo');
    const dark = derivedTokens(themeTokens('dark', demo.theme.brand));
    expect(dark['header-accent']).toBe('#f5b700');
  });
});

describe('the primary colour as text (--primary-ink)', () => {
  const grounds = ['bg', 'surface', 'surface-2'] as const;

  it.each(['demo', 'cebu', 'manila'].flatMap((code) => (['light', 'dark'] as const).map((theme) => [code, theme] as const)))(
    '%s, %s theme: reads 4.5:1 on the page and its cards',
    async (code, theme) => {
      const { derivedTokens, contrastRatio } = await import('@/app/theme');
      const tokens = themeTokens(theme, config(code).theme.brand);
      const ink = derivedTokens(tokens)['primary-ink'] ?? '';
      for (const g of grounds) expect(contrastRatio(ink, tokens[g])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("is the brand's own colour where it reads, shaded toward the text colour where it does not", async () => {
    const { derivedTokens } = await import('@/app/theme');
    // Blue on a light theme and yellow on a dark one read as they are.
    expect(derivedTokens(themeTokens('light', config('manila').theme.brand))['primary-ink']).toBe('#0a5bd6');
    expect(derivedTokens(themeTokens('dark', config('demo').theme.brand))['primary-ink']).toBe('#f5b700');
    // The demo's yellow on a light theme's white read 1.8:1: a darker gold.
    const demoLight = derivedTokens(themeTokens('light', config('demo').theme.brand))['primary-ink'];
    expect(demoLight).not.toBe('#f5b700');
    expect(demoLight).toMatch(/^#[0-9a-f]{6}$/);
  });
});
