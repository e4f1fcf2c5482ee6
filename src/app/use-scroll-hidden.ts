// The shared header hides once the page is scrolled 30 px or more (15 ms debounce; the spec).
import { useEffect, useState } from 'react';

export const HEADER_HIDE_OFFSET = 30;
export const HEADER_SCROLL_DEBOUNCE_MS = 15;

export function useScrollHidden(enabled = true, offset = HEADER_HIDE_OFFSET, debounceMs = HEADER_SCROLL_DEBOUNCE_MS): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setHidden(window.scrollY >= offset);
    const onScroll = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, offset, debounceMs]);
  // Off, the header shows whatever the page's last scroll position was.
  return enabled && hidden;
}
