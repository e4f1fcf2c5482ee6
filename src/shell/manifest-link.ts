// The web app manifest (installing the site, its home-screen icon): linked once the page has
// loaded and its first screen's requests have settled (src/shell/after-load.ts). A browser
// fetches a manifest named by the HTML at once, and then its icon, beside the scripts and answers
// of the first paint, which needs neither. index.html therefore names none; the service worker
// still precaches it (scripts/vite-service-worker.ts).

/** The manifest's path (public/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** Adds the manifest's <link> to the document's head, unless one is there. */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  doc.head.append(link);
}
