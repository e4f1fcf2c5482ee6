// Work that no part of the first paint needs (the service worker, the web app manifest) waits for
// the page's load event, then for the first screen's own requests to settle (its platform calls
// and images are not part of the load event: the app asks for them once its code has run), then
// for the browser to be idle, so that it never competes with the first screen for the network or
// the main thread.

/** The network counts as settled once no request has finished for this long. */
export const QUIET_MS = 1_000;
/** Never later than this after the load event, however busy the network (a screen that polls). */
export const QUIET_LIMIT_MS = 8_000;

/** What afterLoad needs of the window (the page's own, or a test's). */
export type LoadWindow = Pick<Window, 'document' | 'addEventListener' | 'setTimeout' | 'clearTimeout' | 'requestIdleCallback'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/** Runs `task` after the load event, once the network has been quiet and the browser is idle (at most a few seconds later). */
export function afterLoad(task: () => void, win: LoadWindow = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 5_000 });
    else win.setTimeout(task, 1_000);
  };
  const quiet = () => {
    if (typeof win.PerformanceObserver !== 'function') {
      win.setTimeout(idle, QUIET_MS);
      return;
    }
    let done = false;
    let timer = 0;
    let limit = 0;
    const finish = () => {
      if (done) return;
      done = true;
      win.clearTimeout(timer);
      win.clearTimeout(limit);
      observer.disconnect();
      idle();
    };
    const observer = new win.PerformanceObserver(() => {
      win.clearTimeout(timer);
      timer = win.setTimeout(finish, QUIET_MS);
    });
    observer.observe({ type: 'resource' });
    timer = win.setTimeout(finish, QUIET_MS);
    limit = win.setTimeout(finish, QUIET_LIMIT_MS);
  };
  if (win.document.readyState === 'complete') quiet();
  else win.addEventListener('load', quiet, { once: true });
}
