// Staged rendering: a screen's first render draws what is on screen first; the parts below the
// fold come in a task of their own once that has painted (the next frame, then a timer). A phone
// then shows the top of the page sooner, and no single task renders the whole page.
import { useEffect, useState, type ReactNode } from 'react';

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
 * Renders `fallback` (a placeholder of about the children's height, so nothing on screen moves)
 * on the first render and `children` once the page has painted.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  return <>{ready ? children : fallback}</>;
}
