// What `use-sync-external-store/shim` is in a build (vite.config.ts aliases it here): React's own
// useSyncExternalStore, which Preact's compatibility layer has. The package is a CommonJS
// polyfill for React 17 and older, imported by react-i18next; bundled, its `require('react')`
// made Preact's compatibility layer a lazily initialised module, and tree-shaking then kept
// every component the router's module declares (Form, NavLink, ScrollRestoration, …: about
// 6 KB Brotli of the first load's libraries) whether the app uses it or not.
export { useSyncExternalStore } from 'react';
