// The boot hints: a small inline script that a build puts at the top of index.html, so that a
// first visit asks for what the boot needs while the HTML parses and the bundles download,
// instead of one round trip after another once the entry has run:
//
//   1. /merchants/index.json (which merchant serves this host),
//   2. then that merchant's file (the `?merchant=` or the tab's stored choice when there is one,
//      else the host's merchant, else the default one),
//   3. then the `common` texts of the language the page will most likely show (`?lang=`, else
//      the stored choice, else the merchant's default), as a modulepreload.
//
// The answers of 1 and 2 wait on `window.palaroBoot` for the boot (src/config/early-fetch.ts),
// which takes each once and validates it as any answer. Every guess here is only a head start:
// the boot still decides the merchant and the language by its own rules (src/config/resolve.ts,
// src/state/preferences.ts), and a wrong guess costs one small download, never a wrong page.
// The script is inline (its hash is in the CSP, scripts/deploy-headers.ts) and needs nothing else.
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_MERCHANT, MERCHANT_STORAGE_KEY } from '../src/config/resolve.ts';

/** src/state/preferences.ts's LANGUAGE_STORAGE_KEY (that module needs the app's aliases; a test holds the two equal). */
export const LANGUAGE_STORAGE_KEY = 'palaro:lang';

/** The script's text: `locales` maps a language code to its common texts' chunk (/assets/…). */
export function bootHintsScript(locales: Record<string, string>): string {
  return `(function () {
  var M = '/merchants/', L = ${JSON.stringify(locales)};
  var boot = (window.palaroBoot = { files: {} }), done;
  boot.ready = new Promise(function (r) { done = r; });
  var init = { cache: 'no-cache', headers: { Accept: 'application/json' } };
  function ask(p) { return (boot.files[p] = fetch(p, init)); }
  function read(r) { return r.then(function (a) { return a.ok ? a.clone().json() : null; }); }
  function stored(s, k) { try { return s.getItem(k); } catch (e) { return null; } }
  try {
    var q = new URLSearchParams(location.search), host = location.hostname.toLowerCase();
    var pick = (q.get('merchant') || '').trim().toLowerCase() || stored(sessionStorage, ${JSON.stringify(MERCHANT_STORAGE_KEY)});
    var index = read(ask(M + 'index.json'));
    var code = pick ? Promise.resolve(pick) : index.then(function (rows) {
      var hit = (rows || []).filter(function (r) { return (r.hosts || []).some(function (h) { return String(h).toLowerCase() === host; }); })[0];
      return hit ? hit.code : ${JSON.stringify(DEFAULT_MERCHANT)};
    });
    var file = code.then(function (c) { return /^[a-z0-9-]+$/.test(c) ? ask(M + c + '.json') : null; });
    file.then(done, done);
    file.then(function (r) { return r && read(Promise.resolve(r)); }).then(function (m) {
      var lang = String(q.get('lang') || stored(localStorage, ${JSON.stringify(LANGUAGE_STORAGE_KEY)}) || (m && m.languages && m.languages.default) || '').trim().toUpperCase();
      if (!L[lang]) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = L[lang];
      document.head.appendChild(link);
    }).catch(function () {});
  } catch (e) {
    done();
  }
})();`;
}

/** Adds the boot hints to the built index.html, with the chunks of each language's common texts. */
export function bootHints(root: string): Plugin {
  return {
    name: 'palaro-boot-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const locales: Record<string, string> = {};
        const dir = path.join(root, 'src', 'i18n', 'locales');
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const rel = path.relative(dir, chunk.facadeModuleId).split(path.sep);
          if (rel.length === 2 && rel[1] === 'common.json' && rel[0]) locales[rel[0]] = `/${chunk.fileName}`;
        }
        if (Object.keys(locales).length === 0) throw new Error('boot hints: no common locale chunk found');
        // First in <head>: a classic script waits for the stylesheets above it, and these requests
        // should start before anything else.
        return html.replace(/<head>\n?/, (head) => `${head}    <script>\n${bootHintsScript(locales)}\n    </script>\n`);
      },
    },
  };
}
