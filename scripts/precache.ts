// The service worker's precache list (vite.config.ts, vite-plugin-pwa's manifestTransforms): what
// a second visit needs offline. index.html and the boot's bundles and styles (what the entry
// imports statically), the manifest and the app's icon, and the 'No Internet' page beyond that (its
// chunk and the common texts of every language), which the app loads only when the network is
// gone. Other bundles are cached on first use by the worker (src/sw/routes.ts). Read from Vite's
// manifest of the build's chunk graph.
import fs from 'node:fs';
import path from 'node:path';

/** Where a build writes Vite's manifest (under deploy/, which no server serves). */
export const VITE_MANIFEST = 'deploy/vite-manifest.json';

/** The modules of the 'No Internet' page that the first load does not fetch. */
const OFFLINE_MODULES = [/^src\/features\/system\/merchant-error-page\.tsx$/, /^src\/i18n\/locales\/[A-Z]+\/common\.json$/];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files (paths from the build's root, as Workbox names them) the release precaches. */
export function bootFiles(dist: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, VITE_MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set(['index.html', 'manifest.webmanifest', 'brand/palaro.svg']);
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || OFFLINE_MODULES.some((m) => m.test(key))) visit(key);
  }
  return files;
}
