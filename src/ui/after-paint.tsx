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
