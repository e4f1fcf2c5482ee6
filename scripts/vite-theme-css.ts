// The default :root colour tokens, from themes/dark.json alone. src/ui/global.css holds a marker
// comment (`/* @theme-tokens … */`) inside its :root block; this Vite plugin writes in its place,
// in the dev server and in a build, one custom property per token of themes/dark.json and the
// header colours derived from them (src/app/theme-colors.ts). So the first paint is dark before
// any script runs, and no colour value is repeated in a style sheet. At boot the app sets every
// token again on <html> (src/app/theme.ts): the visitor's theme and the merchant's brand colours.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { derivedTokens } from '../src/app/theme-colors.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const THEME_CSS_TARGET = path.join(ROOT, 'src/ui/global.css');
export const DEFAULT_THEME_FILE = path.join(ROOT, 'themes/dark.json');
export const THEME_TOKENS_MARKER = /\/\*\s*@theme-tokens\b[\s\S]*?\*\//;

/** The declarations written in place of the marker: `--<token>: <value>;`, one per line. */
export function themeTokenDeclarations(tokens: Readonly<Record<string, string>>, indent = '  '): string {
  const required = ['header-bg', 'text', 'text-muted', 'primary', 'bg', 'surface', 'surface-2'] as const;
  for (const t of required) if (typeof tokens[t] !== 'string') throw new Error(`theme tokens: ${t} is missing`);
  const derived = derivedTokens(tokens as Record<(typeof required)[number], string>);
  const lines = [
    ...Object.entries(tokens).map(([name, value]) => `--${name}: ${value};`),
    '/* derived from the tokens (src/app/theme-colors.ts) */',
    ...Object.entries(derived).map(([name, value]) => `--${name}: ${value};`),
  ];
  return lines.join(`\n${indent}`);
}

/** `css` with its marker replaced by the tokens of `themeFile`; throws when the marker is missing. */
export function withThemeTokens(css: string, themeFile: string = DEFAULT_THEME_FILE): string {
  const m = THEME_TOKENS_MARKER.exec(css);
  if (!m) throw new Error('src/ui/global.css has no /* @theme-tokens */ marker in its :root block');
  const indent = /([ \t]*)$/.exec(css.slice(0, m.index))?.[1] ?? '  ';
  const tokens = JSON.parse(fs.readFileSync(themeFile, 'utf8')) as Record<string, string>;
  return css.slice(0, m.index) + themeTokenDeclarations(tokens, indent) + css.slice(m.index + m[0].length);
}

export function themeCss(): Plugin {
  return {
    name: 'palaro-theme-css',
    // Before Vite's CSS plugins: they receive global.css with the tokens in place.
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== THEME_CSS_TARGET) return null;
      this.addWatchFile(DEFAULT_THEME_FILE);
      try {
        return { code: withThemeTokens(code), map: null };
      } catch (e) {
        return this.error((e as Error).message);
      }
    },
    // In the dev server an edit of themes/dark.json reloads global.css like an edit of it.
    handleHotUpdate({ file, server }) {
      if (file !== DEFAULT_THEME_FILE) return;
      const mods = server.moduleGraph.getModulesByFile(THEME_CSS_TARGET);
      if (!mods?.size) return;
      for (const mod of mods) server.moduleGraph.invalidateModule(mod);
      return [...mods];
    },
  };
}
