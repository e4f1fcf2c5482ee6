// Work that no part of the first paint needs (the service worker, the web app manifest) waits for
// the page's load event and then for the browser to be idle, so that it never competes with the
// first load for the network or the main thread.

/** Runs `task` after the load event, when the browser is idle (at most a few seconds later). */
export function afterLoad(task: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 5_000 });
    else win.setTimeout(task, 1_000);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
