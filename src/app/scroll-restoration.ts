// Scroll positions across navigation, as a native app keeps them: a new screen opens at the top
// (or at its #anchor), and Back / Forward return to where the member was on that entry. The
// position of the entry on screen is noted as it scrolls (once a frame), so it is exact at the
// moment the member leaves, before the next screen replaces the page.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    if (type === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
    let frame = 0;
    const note = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', note);
    };
    // Once per history entry; `type` and `hash` belong to the entry and are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
