// The page-scroll load-more rule: near the bottom, scrolling down, more pages left, at most once a
// second, and never cancelling a refetch under way (a list refetched after a change would keep
// its old first page: the inbox kept '120 unread' after a message was read).
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_PX, LOAD_MORE_THROTTLE_MS, useLoadMore, type LoadMoreSource } from '@/features/lobby/use-load-more';

const START = 1_000_000;

function scrollTo(y: number, pageHeight = 3000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useLoadMore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    scrollTo(0);
  });
  afterEach(() => vi.useRealTimers());

  const source = (over: Partial<LoadMoreSource> = {}): LoadMoreSource => ({ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: vi.fn(), ...over });
  const bottom = () => 3000 - window.innerHeight - LOAD_MORE_PX + 1;

  it.each([
    ['near the bottom, scrolling down', {}, true],
    ['no more pages', { hasNextPage: false }, false],
    ['a next page already loading', { isFetchingNextPage: true }, false],
  ] as const)('%s → loads: %s', (_name, over, loads) => {
    const s = source(over);
    renderHook(() => useLoadMore(s));
    scrollTo(bottom());
    if (loads) expect(s.fetchNextPage).toHaveBeenCalledExactlyOnceWith({ cancelRefetch: false });
    else expect(s.fetchNextPage).not.toHaveBeenCalled();
  });

  it('does not load while scrolling up, nor far from the bottom, nor twice within the throttle', () => {
    const s = source();
    renderHook(() => useLoadMore(s));
    scrollTo(100);
    expect(s.fetchNextPage).not.toHaveBeenCalled();
    scrollTo(bottom() + 50);
    scrollTo(bottom() + 10);
    expect(s.fetchNextPage).toHaveBeenCalledTimes(1);
    scrollTo(bottom() + 60);
    expect(s.fetchNextPage).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + LOAD_MORE_THROTTLE_MS);
    scrollTo(bottom() + 70);
    expect(s.fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('is off when not enabled', () => {
    const s = source();
    renderHook(() => useLoadMore(s, false));
    scrollTo(bottom());
    expect(s.fetchNextPage).not.toHaveBeenCalled();
  });
});
