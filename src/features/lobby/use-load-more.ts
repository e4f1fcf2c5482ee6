// Infinite loading on the page scroll: within 300 px of the bottom, only while scrolling down and
// more pages exist, at most once a second (the spec's load-more rule).
import { useEffect, useLayoutEffect, useRef } from 'react';

export const LOAD_MORE_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface LoadMoreSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Called with cancelRefetch: false, so a next page never cancels a refetch under way (its answer would be lost). */
  fetchNextPage: (options: { cancelRefetch: boolean }) => unknown;
}

export function useLoadMore(source: LoadMoreSource, enabled = true): void {
  const lastY = useRef(0);
  const lastLoad = useRef(0);
  const latest = useRef(source);
  useLayoutEffect(() => {
    latest.current = source;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY.current;
      lastY.current = y;
      const nearBottom = window.innerHeight + y >= document.documentElement.scrollHeight - LOAD_MORE_PX;
      const now = Date.now();
      const s = latest.current;
      if (down && nearBottom && s.hasNextPage && !s.isFetchingNextPage && now - lastLoad.current >= LOAD_MORE_THROTTLE_MS) {
        lastLoad.current = now;
        void s.fetchNextPage({ cancelRefetch: false });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
}
