// The first load's module scripts are asked for largest first (scripts/script-order.ts).
import { describe, expect, it } from 'vitest';
import { largestScriptsFirst } from '../../scripts/script-order.ts';

const tag = (src: string) => `    <script type="module" crossorigin src="${src}"></script>\n`;
const page = (scripts: string[], before = '', after = '') =>
  `<!doctype html>\n<html>\n  <head>\n${before}${scripts.map(tag).join('')}${after}    <link rel="preload" as="style" href="/assets/a.css">\n  </head>\n</html>\n`;

describe('largestScriptsFirst', () => {
  const sizes: Record<string, number> = { '/assets/runtime.js': 158, '/assets/framework.js': 26_976, '/assets/data.js': 27_396, '/assets/shell.js': 28_816 };
  const size = (src: string) => sizes[src] ?? 0;

  it.each([
    [
      ['/assets/runtime.js', '/assets/framework.js', '/assets/data.js', '/assets/shell.js'],
      ['/assets/shell.js', '/assets/data.js', '/assets/framework.js', '/assets/runtime.js'],
    ],
    [
      ['/assets/shell.js', '/assets/runtime.js'],
      ['/assets/shell.js', '/assets/runtime.js'],
    ],
    // Equal sizes (here: unknown files) keep the page's order.
    [
      ['/assets/x.js', '/assets/runtime.js', '/assets/y.js'],
      ['/assets/runtime.js', '/assets/x.js', '/assets/y.js'],
    ],
  ])('%j → %j, nothing else moved', (given, expected) => {
    const before = '    <script>var inline = 1;</script>\n';
    expect(largestScriptsFirst(page(given, before), size)).toBe(page(expected, before));
  });

  it('leaves a page alone when its module scripts are not one run of tags', () => {
    const split = page(['/assets/runtime.js'], '', `    <link rel="modulepreload" href="/assets/z.js">\n${tag('/assets/shell.js')}`);
    expect(largestScriptsFirst(split, size)).toBe(split);
    const one = page(['/assets/runtime.js']);
    expect(largestScriptsFirst(one, size)).toBe(one);
  });
});
