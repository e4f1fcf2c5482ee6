// The app's own stylesheets on a first load. A build names the entry's stylesheets in index.html
// as preloads marked with APP_STYLE_ATTRIBUTE (vite.config.ts, the critical-path plugin) rather
// than as render-blocking stylesheets: the HTML's inline frame paints at once, while they download
// beside the scripts. The boot applies them here and waits for them before its first render, so
// nothing of the app is ever shown unstyled. In development (no such preloads: Vite injects the
// styles itself) this does nothing.

/** The attribute that marks a preload as one of the app's stylesheets. */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/** Applies every marked stylesheet (once); resolves when each has loaded or failed. */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${APP_STYLE_ATTRIBUTE}]`));
  return Promise.all(
    preloads.map((preload) => {
      const href = preload.getAttribute('href') ?? '';
      const existing = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).find((l) => l.getAttribute('href') === href);
      if (existing || href === '') return Promise.resolve();
      const sheet = doc.createElement('link');
      sheet.rel = 'stylesheet';
      // The same mode as the preload, so that its download is the one used.
      if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
      sheet.href = href;
      // A failed stylesheet does not stop the boot: the app renders (plainly) rather than never.
      const settled = new Promise<void>((resolve) => {
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
      });
      preload.after(sheet);
      return settled;
    }),
  ).then(() => undefined);
}
