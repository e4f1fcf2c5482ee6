// @vitest-environment node
// The default :root colour tokens come from themes/dark.json alone: global.css names none of them,
// and the Vite plugin (scripts/vite-theme-css.ts) writes them in place of its marker.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { THEME_TOKENS } from '@/config/schema';
import { derivedTokens } from '@/app/theme-colors';
import { THEMES } from '@/app/theme';
import { THEME_CSS_TARGET, THEME_TOKENS_MARKER, withThemeTokens } from '../../scripts/vite-theme-css.ts';

const globalCss = fs.readFileSync(path.resolve('src/ui/global.css'), 'utf8');

/** The custom properties of the top-level :root rule of `css`. */
function rootProperties(css: string): Map<string, string> {
  const out = new Map<string, string>();
  postcss.parse(css).each((node) => {
    if (node.type === 'rule' && node.selector === ':root') node.walkDecls((d) => void (d.prop.startsWith('--') && out.set(d.prop.slice(2), d.value)));
  });
  return out;
}

describe('the default :root colour tokens', () => {
  it('are not written in global.css, which holds the marker in its :root block', () => {
    expect(THEME_CSS_TARGET).toBe(path.resolve('src/ui/global.css'));
    const own = rootProperties(globalCss);
    for (const token of [...THEME_TOKENS, 'header-text', 'header-muted', 'header-accent']) expect(own.has(token), `--${token}`).toBe(false);
    const root = /:root\s*\{[^}]*\}/.exec(globalCss)?.[0] ?? '';
    expect(root).toMatch(THEME_TOKENS_MARKER);
  });

  it('are themes/dark.json and the header colours derived from it once the plugin ran', () => {
    const css = withThemeTokens(globalCss);
    expect(css).not.toMatch(THEME_TOKENS_MARKER);
    const props = rootProperties(css);
    for (const token of THEME_TOKENS) expect(props.get(token), `--${token}`).toBe(THEMES.dark[token]);
    for (const [name, value] of Object.entries(derivedTokens(THEMES.dark))) expect(props.get(name)).toBe(value);
    // The rest of :root stays as written.
    expect(props.get('radius')).toBe(rootProperties(globalCss).get('radius'));
    expect(() => postcss.parse(css)).not.toThrow();
  });

  it('need the marker', () => {
    expect(() => withThemeTokens(':root { --radius: 12px; }')).toThrow(/marker/);
  });
});
