// The site runs on Preact's React-compatible layer (vite.config.ts resolve.alias, in builds and
// the dev server; Vitest keeps React): `react` and `react-dom` as `preact/compat`, and
// react-i18next's `use-sync-external-store/shim` as the hook the compatibility layer has.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // React 18's useSyncExternalStore for React 17 (react-i18next imports it): the compatibility
  // layer has it; the CommonJS polyfill would defeat tree-shaking (see the module).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.join(root, 'src/i18n/use-sync-external-store-shim.ts') },
];
