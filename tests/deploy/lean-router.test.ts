// A build leaves out the router's components the app does not import (scripts/vite-lean-router.ts),
// and runs react-i18next's useSyncExternalStore polyfill as Preact's own hook
// (src/i18n/use-sync-external-store-shim.ts, aliased in vite.config.ts): bundled the way the site
// is bundled, a page that uses Link and useNavigate carries no Form, NavLink or ScrollRestoration.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { leanRouter, leanRouterCode } from '../../scripts/vite-lean-router.ts';
import { PREACT_ALIASES } from '../../scripts/preact-aliases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Texts of components the page below does not use (Form's and NavLink's), which minifying keeps. */
const MARKERS = ['useFormAction must be used inside a RouteContext', 'useViewTransitionState` must be used within'];

/** The code of a one-module page, bundled and minified as the site is, with or without the plugin. */
async function bundle(source: string, lean: boolean): Promise<string> {
  const entry = '\0page.js';
  const result = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: PREACT_ALIASES },
    plugins: [
      { name: 'page', resolveId: (id) => (id === 'page.js' ? entry : null), load: (id) => (id === entry ? source : null) },
      ...(lean ? [leanRouter()] : []),
    ],
    build: { write: false, target: 'es2022', rolldownOptions: { input: 'page.js' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.map((c) => (c.type === 'chunk' ? c.code : ''))).join('\n');
}

describe('the lean router', () => {
  it('marks forwardRef calls pure and drops display names, nothing else', () => {
    const code = ['var Link = React10.forwardRef(function L() {});', 'Link.displayName = "Link";', 'var x = forwardRef(y);', 'el.displayName = name;'].join(
      '\n',
    );
    expect(leanRouterCode(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function L() {});',
      '',
      'var x = forwardRef(y);',
      'el.displayName = name;',
    ]);
  });

  it("matches the installed React Router's module (an update that changes its patterns fails here)", () => {
    // react-router-dom's own router (installed beside it).
    const dir = path.join(ROOT, 'node_modules', 'react-router', 'dist', 'development');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    const forwardRefs = files.join('\n').match(/\bReact\d*\.forwardRef\(/g) ?? [];
    expect(forwardRefs.length).toBeGreaterThan(2);
    const lean = files.map(leanRouterCode).join('\n');
    expect(lean).not.toMatch(/^\s*\w+\.displayName = "/m);
    expect(lean.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)).toHaveLength(forwardRefs.length);
  });

  it('a build keeps only the components the page imports', { timeout: 30_000 }, async () => {
    const page =
      "import { Link, useNavigate } from 'react-router-dom'; import { useTranslation } from 'react-i18next'; window.page = [Link, useNavigate, useTranslation];";
    const [plain, lean] = await Promise.all([bundle(page, false), bundle(page, true)]);
    for (const unused of MARKERS) {
      expect(plain).toContain(unused);
      expect(lean).not.toContain(unused);
    }
    expect(lean.length).toBeLessThan(plain.length - 4_000);
  });
});
