// Staged rendering: a screen's first render draws what is on screen first; the parts below the
// fold come after that has painted, one part a task (the next frame, then a timer), so that a
// phone shows the top of the page sooner and no single task renders the whole page.
import { Children, useEffect, useState, type ReactNode } from 'react';

/** Calls `run` once the page has painted (a frame, then a task); returns the cancel. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(run, 0);
  };
  if (typeof requestAnimationFrame !== 'function') {
    next();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(next);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long `afterLargestPaint` waits for the browser's word before it goes on anyway. */
export const LARGEST_PAINT_WAIT_MS = 500;

type LargestPaint = PerformanceEntry & { element?: Element | null; url?: string };

/**
 * Calls `run` once `element` (a loaded image) is on screen: when the browser reports it as the
 * page's largest paint (its `largest-contentful-paint` entry), or `waitMs` after the call where no
 * such report comes (a browser without the API reports nothing; none reports a paint after the
 * first tap or scroll, nor one smaller than an earlier candidate). Returns the cancel.
 */
export function afterLargestPaint(element: HTMLImageElement, run: () => void, waitMs = LARGEST_PAINT_WAIT_MS): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return afterPaint(run);
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as LargestPaint[];
    if (entries.some((e) => e.element === element || (!!e.url && e.url === element.currentSrc))) finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, waitMs);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * False until the page has painted after the first render (and, with `after`, after that has
 * settled); then true. `already` starts it true (nothing to wait for).
 */
export function usePainted(after?: Promise<unknown>, already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    if (painted) return undefined;
    let live = true;
    let cancel: () => void = () => undefined;
    const paint = () => {
      if (live) cancel = afterPaint(() => setPainted(true));
    };
    if (after) after.then(paint, paint);
    else paint();
    return () => {
      live = false;
      cancel();
    };
  }, [after, painted]);
  return painted;
}

/**
 * Renders `fallback` (a placeholder of about the children's height, so nothing on screen moves)
 * on the first render, then the children one by one, each once the one before has painted; the
 * placeholder stays after them until the last is in. With `after`, the first child waits for it too.
 */
export function AfterPaint({ children, fallback = null, after }: { children: ReactNode; fallback?: ReactNode; after?: Promise<unknown> }) {
  const parts = Children.toArray(children);
  const [ready, setReady] = useState(!after);
  const [shown, setShown] = useState(0);
  const done = shown >= parts.length;
  useEffect(() => {
    if (!after) return undefined;
    let live = true;
    const go = () => {
      if (live) setReady(true);
    };
    after.then(go, go);
    return () => {
      live = false;
    };
  }, [after]);
  useEffect(() => (done || !ready ? undefined : afterPaint(() => setShown((n) => n + 1))), [shown, done, ready]);
  return (
    <>
      {parts.slice(0, shown)}
      {done ? null : fallback}
    </>
  );
}
