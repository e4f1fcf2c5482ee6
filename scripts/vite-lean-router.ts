// The router's components the app never renders, left out of a build. React Router's module
// declares every component at its top level as `React.forwardRef(…)` (a call tree-shaking must
// assume has effects) followed by `X.displayName = "X"` (an assignment it must keep), so Form,
// NavLink, ScrollRestoration, HistoryRouter and all they use stayed in the first load whether
// anything imports them or not. A build marks those calls pure and drops the display names
// (they only label components in React's developer tools, which a build does not run), and
// tree-shaking then keeps only what the app imports: about 1.6 KB Brotli of the first load.
//
// Only React Router's own files are touched, and only those two patterns; the tests (Vitest)
// and the dev server run the package as it is.
import type { Plugin } from 'vite';

/** React Router's bundled files (react-router and react-router-dom, ESM). */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router(-dom)?[\\/]dist[\\/].*\.mjs$/;
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;
const FORWARD_REF = /\bReact\d*\.forwardRef\(/g;

/** The module's text with forwardRef calls marked pure and display-name assignments removed. */
export function leanRouterCode(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '/* @__PURE__ */ $&');
}

export function leanRouter(): Plugin {
  return {
    name: 'palaro-lean-router',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code, id) {
        if (!ROUTER_FILE.test(id)) return null;
        const lean = leanRouterCode(code);
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}
