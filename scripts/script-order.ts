// The first load's module scripts in the order a phone should ask for them: the largest first.
// Over HTTP/1.1 a browser opens about six connections to a host and the page's first requests
// (the stylesheet, the merchant files, the landing screen's first platform calls, its texts)
// take most of them at once; whichever script is asked for last waits for a free connection.
// The app starts when the last of its scripts has arrived, so the one that waits should be the
// smallest (the bundler's 158-byte runtime), not the largest. Module scripts without `async`
// run in the order of the import graph whatever their order in the document, so only the order
// of the requests changes.
import type { Plugin } from 'vite';
import { brotliOf } from './vite-precompress.ts';

/** The module scripts of a page: `<script type="module" crossorigin src="/assets/….js"></script>`, one a line. */
const MODULE_SCRIPT = /^([ \t]*)<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\r?\n/gm;

/**
 * The HTML with its consecutive module-script tags sorted by `size` (bytes over the wire), largest
 * first; equal sizes keep their order. Anything else is left as it is.
 */
export function largestScriptsFirst(html: string, size: (src: string) => number): string {
  const tags = [...html.matchAll(MODULE_SCRIPT)];
  const first = tags[0];
  const last = tags.at(-1);
  if (!first || !last || tags.length < 2) return html;
  const start = first.index;
  const end = last.index + last[0].length;
  // Only one run of tags, uninterrupted: a script tag elsewhere in the page stays where it is.
  if (tags.map((t) => t[0]).join('') !== html.slice(start, end)) return html;
  const sorted = tags
    .map((t, i) => ({ text: t[0], bytes: size(t[2] ?? ''), i }))
    .sort((a, b) => b.bytes - a.bytes || a.i - b.i)
    .map((t) => t.text);
  return html.slice(0, start) + sorted.join('') + html.slice(end);
}

/** Puts the page's module scripts largest first, by their Brotli size as nginx sends them. */
export function scriptOrder(): Plugin {
  return {
    name: 'palaro-script-order',
    apply: 'build',
    // Last: the chunks' code is final (the import lists filled in), and what reads index.html
    // afterwards (the CSP's hashes, the service worker's precache list) reads it from disk.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const sizes = new Map<string, number>();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !html.includes(`"/${file.fileName}"`)) continue;
          const code = new TextEncoder().encode(file.code);
          sizes.set(`/${file.fileName}`, (await brotliOf(code))?.byteLength ?? code.byteLength);
        }
        page.source = largestScriptsFirst(html, (src) => sizes.get(src) ?? 0);
      },
    },
  };
}
