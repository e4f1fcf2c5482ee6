// Autoplay for the carousels on a plain timer: one move per delay and nothing in between (no
// animation-frame loop, which a phone pays for in battery and Lighthouse in total blocking time).
// It pauses while the tab is hidden, waits a full delay again after the member swipes, and stays
// off while the device asks for reduced motion (WCAG 2.2.2: nothing moves by itself that the
// member did not ask for) — also when that setting is switched on while the carousel plays.

/** What autoplay drives: a move to the next slide, and a way to hear of the member's swipes. */
export interface AutoplayTarget {
  next(): void;
  /** Calls `fn` after each swipe or tap on the slides; returns the unsubscribe. */
  onInteraction(fn: () => void): () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function startAutoplay(target: AutoplayTarget, delayMs: number): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  let timer = 0;
  let stopped = false;
  const schedule = () => {
    window.clearTimeout(timer);
    if (stopped || media?.matches) return;
    timer = window.setTimeout(() => {
      if (!document.hidden) target.next();
      schedule();
    }, delayMs);
  };
  const offInteraction = media?.matches ? () => undefined : target.onInteraction(schedule);
  const onMotionChange = () => schedule();
  media?.addEventListener?.('change', onMotionChange);
  schedule();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    offInteraction();
    media?.removeEventListener?.('change', onMotionChange);
  };
}
