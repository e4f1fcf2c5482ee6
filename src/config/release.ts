// Which build this is: the package version and the commit, written by the build
// (vite.config.ts sets VITE_PALARO_RELEASE); 'dev' under the dev server and in tests.
const release: unknown = import.meta.env.VITE_PALARO_RELEASE;

export const RELEASE: string = typeof release === 'string' && release ? release : 'dev';
