// @vitest-environment jsdom
// The home carousels' autoplay: one slide per delay on a timer (no animation-frame loop), none
// while the tab is hidden or when the device asks for reduced motion, restarted by a swipe,
// stopped for good by its cleanup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type Swiper from 'swiper';
import { startAutoplay } from '@/features/home/carousel-autoplay';

function fakeSwiper() {
  const handlers = new Map<string, () => void>();
  const swiper = {
    destroyed: false,
    slideNext: vi.fn(),
    on: vi.fn((event: string, fn: () => void) => handlers.set(event, fn)),
    off: vi.fn((event: string) => handlers.delete(event)),
  };
  return { swiper, asSwiper: swiper as unknown as Swiper, swipe: () => handlers.get('touchEnd')?.() };
}

const reducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: on && query.includes('reduce'), media: query }) as MediaQueryList);

describe('startAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves one slide per delay and nothing in between, and never again once stopped', () => {
    reducedMotion(false);
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    const { swiper, asSwiper } = fakeSwiper();
    const stop = startAutoplay(asSwiper, 5000);
    vi.advanceTimersByTime(4999);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    expect(raf).not.toHaveBeenCalled();
    stop();
    vi.advanceTimersByTime(20_000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    expect(swiper.off).toHaveBeenCalledWith('touchEnd', expect.any(Function));
  });

  it('waits a full delay after a swipe', () => {
    reducedMotion(false);
    const { swiper, asSwiper, swipe } = fakeSwiper();
    startAutoplay(asSwiper, 5000);
    vi.advanceTimersByTime(4000);
    swipe();
    vi.advanceTimersByTime(4000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('does not move while the tab is hidden', () => {
    reducedMotion(false);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { swiper, asSwiper } = fakeSwiper();
    startAutoplay(asSwiper, 5000);
    vi.advanceTimersByTime(15_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    vi.advanceTimersByTime(5000);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('does not play at all with reduced motion', () => {
    reducedMotion(true);
    const { swiper, asSwiper } = fakeSwiper();
    startAutoplay(asSwiper, 5000);
    vi.advanceTimersByTime(60_000);
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.on).not.toHaveBeenCalled();
  });
});
