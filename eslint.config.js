// ESLint (flat config): typescript-eslint strict, React hooks, and the layering of src/ as import
// boundaries (app → features → widgets → shell → base; see `layerZones`). `npm run lint` runs it
// with no warning allowed; tests/architecture/imports.test.ts proves the boundary rules fire on
// in-memory snippets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/**
 * The layers of src, top to bottom (README "Layout"); a layer imports itself and the layers below:
 *   app       composition: boot, providers, router, the app's layout and the screen registry
 *   features  screens by area, each walled off from the others
 *   widgets   pieces of screen that several features show (game menu, download popup)
 *   shell     what features share about the running app (merchant config, viewer, taps, sign-out…)
 *   base      ui, state, api, engine, config, i18n (and the demo platform, reached only by main.tsx)
 * Beside them, src/demo: the demo games of a demo build (/m/demo-game: their screens, their two
 * platform calls, the rules the demo platform plays them by). It sits beside the features (it
 * imports the shell and the base layers, never the app or a feature); the demo platform uses its
 * rules and calls; the players' app reaches it only by the screen registry's lazy import of its one
 * entry point (DEMO_ENTRY), which a live build drops.
 */
const srcDirs = (dirs) => dirs.map((d) => `./src/${d}`);
const FEATURES = dirsOf('src/features');
const BASE = dirsOf('src').filter((d) => !['app', 'features', 'widgets', 'shell', 'demo'].includes(d));
/** The demo games' one entry point for the players' app: the /m/demo-game screen (src/app/screens-lobby.ts). */
const DEMO_ENTRY = 'demo-game-screen.tsx';
/** The players' app: every folder of src but the demo games, the demo platform and the operators' console, and the boot file. */
const PLAYERS_APP_DIRS = dirsOf('src').filter((d) => !['demo', 'platform-sim', 'console'].includes(d));
const DEMO_STATIC = {
  group: ['@/demo', '@/demo/*'],
  message: `The players' app never imports the demo games (src/demo) statically: the screen registry reaches their entry point (src/demo/${DEMO_ENTRY}) by a lazy import, which a live build drops.`,
};

/** The demo games' boundaries (see the layers above). */
const DEMO_ZONES = [
  {
    // The demo games (src/demo) are a demo build's own: the players' app reaches only their entry
    // point, from the screen registry, and only lazily (a static import of it is refused by
    // DEMO_STATIC below).
    target: './src/app',
    from: './src/demo',
    except: [`./${DEMO_ENTRY}`],
    message: `The players' app reaches the demo games (src/demo) only through their entry point, src/demo/${DEMO_ENTRY}, lazily from the screen registry: a live build drops it.`,
  },
  {
    target: [...srcDirs(PLAYERS_APP_DIRS.filter((d) => d !== 'app')), './src/main.tsx'],
    from: './src/demo',
    message: `Only the screen registry (src/app/screens-lobby.ts) reaches the demo games (src/demo), lazily, through their entry point src/demo/${DEMO_ENTRY}: a live build drops it.`,
  },
  {
    target: './src/demo',
    from: srcDirs(['app', 'features']),
    message: 'The demo games never import src/app or a feature: move what both need to src/shell, widgets or a base layer.',
  },
];

const layerZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need below the features, to src/widgets (a piece of screen several features show) or src/shell, ui, state, api, engine, config; a screen is reached by its route path.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message:
      'A feature never imports src/app (the app composes the features): move what the feature needs below it, to src/shell (what features share about the running app) or src/widgets (a piece of screen several features show).',
  },
  {
    target: './src/widgets',
    from: srcDirs(['features', 'app']),
    message:
      'src/widgets never imports a feature or the app: move what the widget needs into src/widgets or below it (src/shell, ui, state, api, engine, config).',
  },
  {
    target: './src/shell',
    from: srcDirs(['widgets', 'features', 'app']),
    message: 'src/shell never imports src/widgets, a feature or the app: move what it needs into src/shell or below it (ui, state, api, engine, config, i18n).',
  },
  {
    target: srcDirs(BASE),
    from: srcDirs(['shell', 'widgets', 'features', 'app']),
    message: `The base layers (${BASE.join(', ')}) never import src/shell, src/widgets, a feature or the app: pass what they need in (a parameter, a prop) or move the code up.`,
  },
  {
    target: './src/ui',
    from: './src/engine',
    message: 'The shared UI holds no engine rules: take the rule as a prop, or put the component in src/shell or src/widgets.',
  },
  {
    // The demo platform is reached only by the boot file's dynamic import (see src/main.tsx), so a
    // live merchant's bundle holds none of it.
    target: srcDirs(dirsOf('src').filter((d) => d !== 'platform-sim')),
    from: './src/platform-sim',
    message: 'Only src/main.tsx reaches the demo platform, by a dynamic import.',
  },
  ...DEMO_ZONES,
  {
    // The operators' console is another app (its own server and Vite build): the players' app never imports it.
    target: [...srcDirs(dirsOf('src').filter((d) => d !== 'console')), './src/main.tsx'],
    from: './src/console',
    message: "The players' app never imports the operators' console (src/console): it is another app, with its own build.",
  },
];

/** Relative imports stay within their folder: another folder of src is reached by the @/ alias. */
const NO_CLIMBING = { regex: '^\\.\\./', message: 'Import another folder of src by the @/ alias, not a relative path.' };

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-live/**',
      'node_modules/**',
      'public/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'qa-report/**',
      'qa-results/**',
      '.bench/**',
      '.ci-results/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    // Type-aware rules on src only, where a floating promise or a needless cast is a bug in the
    // product: the whole strictTypeChecked set over the repository took about three minutes on two
    // cores, the syntactic set plus these about one.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
  {
    rules: {
      // A leading underscore marks what is unused on purpose: a key dropped by a rest pattern, a
      // parameter that exists for its type (the request contract's `_proof`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // `defineEndpoint<void, Answer>` is an endpoint that takes no params, so a call passes none. The
    // rule accepts void as a type's argument (`Endpoint<void, Answer>`) but not as a call's.
    files: ['src/api/endpoints/**/*.ts', 'tests/api/**/*.ts'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
  {
    // The simulator's state is plain JSON (persisted to localStorage or memory as is), so its maps
    // are records keyed by id, and removing an entry is a delete of a computed key.
    files: ['src/platform-sim/**/*.ts'],
    rules: { '@typescript-eslint/no-dynamic-delete': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.{ts,tsx,mjs}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tools that drive a page in Chromium: their callbacks run in the browser.
    files: ['tests/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // A test that dereferences a value it expects fails there, which is the point of a test.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Playwright reads a test's fixtures from its first parameter: `({}, testInfo)` asks for none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  // The layering of src/ (README "Layout"), and no import cycle anywhere.
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: path.join(root, 'tsconfig.json') } }),
      ],
    },
    rules: {
      // Dynamic imports count: a lazy() import that closes a cycle fails like a static one.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones, basePath: root }],
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
    },
  },
  {
    // The players' app imports nothing of the demo games statically, their entry point included
    // (the engine, the service worker and the boot file say so in their own blocks below).
    files: PLAYERS_APP_DIRS.map((d) => `src/${d}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIMBING, DEMO_STATIC] }] },
  },
  {
    // The platform contract (the calls the platform answers, the demo games' two among them) is read
    // by the platform server, the OpenAPI script and the tests, never by the app: it imports the
    // demo games' calls and their requests statically.
    files: ['src/api/contract.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones.filter((z) => !DEMO_ZONES.includes(z)), basePath: root }],
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING] }],
    },
  },
  {
    // Typed links: a screen is named by its route id (href, <RouteLink>, useGo), so a renamed path
    // is one line of the route table and a wrong id does not compile. Allowed: the route table;
    // src/engine/tap.ts, whose three base paths (home, login, register) the route table and the
    // access rules are built on (it sits below routes.ts: using href there would be an import
    // cycle); the demo platform, whose texts stand in for a remote platform's HTML and data; and
    // the operators' console, another app, whose links into the players' site are URLs.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/routes.ts', 'src/engine/tap.ts', 'src/platform-sim/**', 'src/console/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/m\\/./], TemplateElement[value.raw=/^\\/m\\/./]',
          message: "Name a screen by its route id, not by a '/m/…' path: <RouteLink to=\"id\">, useGo()('id') or href('id') (src/engine/routes.ts).",
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@/(config|engine)/)', message: 'The engine imports only the config and itself: no React, no network, no state.' }] },
      ],
    },
  },
  {
    // The demo games' rules (what the demo platform plays them by) are pure, as the engine is.
    files: ['src/demo/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@/demo/rules/)', message: "The demo games' rules import only one another: no React, no network, no state." }] },
      ],
    },
  },
  {
    // The service worker (built alone into dist/sw.js by vite-plugin-pwa) holds none of the app: only its own folder and Workbox.
    files: ['src/sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|workbox-)',
              message: 'The service worker imports only its own folder (src/sw) and Workbox: sw.js stays small and holds none of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console's server runs in node and reuses the scripts' generator of the production headers (the CSP).
    files: ['src/console/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./\\.\\./scripts/)', message: NO_CLIMBING.message }] }],
    },
  },
  {
    // The boot file may reach the demo platform, but only by a dynamic import (this rule sees only
    // static imports and re-exports).
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/platform-sim/*'], message: 'Reach the demo platform by a dynamic import only.' }, DEMO_STATIC] },
      ],
    },
  },
);
