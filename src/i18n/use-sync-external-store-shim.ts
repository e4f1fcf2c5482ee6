// What `use-sync-external-store/shim` is in a build (vite.config.ts aliases it here): React's own
// useSyncExternalStore, which Preact's compatibility layer has. The package is a CommonJS
// polyfill for React 17 and older, imported by react-i18next; bundled, its `require('react')`
// made Preact's compatibility layer a lazily initialised module (with the CommonJS interop
// helpers in the bundler's runtime), and tree-shaking kept more of what calls into it: about
// 1.5 KB Brotli of the first load's libraries.
export { useSyncExternalStore } from 'react';
