// The shared header hides once the page is scrolled 30 px or more (15 ms debounce).
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useScrollHidden } from '@/app/use-scroll-hidden';

describe('useScrollHidden', () => {
  it('hides at 30 px after a 15 ms debounce and shows again above it', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useScrollHidden());
      expect(result.current).toBe(false);
      const scrollTo = (y: number) => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      };
      act(() => scrollTo(29));
      act(() => vi.advanceTimersByTime(15));
      expect(result.current).toBe(false);
      act(() => scrollTo(30));
      act(() => vi.advanceTimersByTime(14));
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(true);
      act(() => scrollTo(0));
      act(() => vi.advanceTimersByTime(15));
      expect(result.current).toBe(false);
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
