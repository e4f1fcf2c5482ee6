// @vitest-environment jsdom
// The home carousels' autoplay: one slide per delay on a timer (no animation-frame loop), none
// while the tab is hidden or when the device asks for reduced motion, restarted by a swipe,
// stopped for good by its cleanup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoplay, type AutoplayTarget } from '@/ui/carousel-autoplay';

function fakeCarousel() {
  let handler: (() => void) | null = null;
  const off = vi.fn(() => {
    handler = null;
  });
  const carousel = {
    slideNext: vi.fn(),
    on: vi.fn((fn: () => void) => {
      handler = fn;
      return off;
    }),
    off,
  };
  const target: AutoplayTarget = { next: carousel.slideNext, onInteraction: carousel.on };
  return { carousel, target, swipe: () => handler?.() };
}

let motionListeners: (() => void)[] = [];
let reduce = false;
const reducedMotion = (on: boolean) => {
  reduce = on;
  motionListeners = [];
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return reduce && query.includes('reduce');
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => motionListeners.push(fn),
        removeEventListener: (_: string, fn: () => void) => (motionListeners = motionListeners.filter((l) => l !== fn)),
      }) as unknown as MediaQueryList,
  );
};

describe('carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves one slide per delay and nothing in between, and never again once stopped', () => {
    reducedMotion(false);
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    const { carousel, target } = fakeCarousel();
    const stop = startAutoplay(target, 5000);
    vi.advanceTimersByTime(4999);
    expect(carousel.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(3);
    expect(raf).not.toHaveBeenCalled();
    stop();
    vi.advanceTimersByTime(20_000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(3);
    expect(carousel.off).toHaveBeenCalled();
    expect(motionListeners).toHaveLength(0);
  });

  it('waits a full delay after a swipe', () => {
    reducedMotion(false);
    const { carousel, target, swipe } = fakeCarousel();
    startAutoplay(target, 5000);
    vi.advanceTimersByTime(4000);
    swipe();
    vi.advanceTimersByTime(4000);
    expect(carousel.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
  });

  it('does not move while the tab is hidden', () => {
    reducedMotion(false);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { carousel, target } = fakeCarousel();
    startAutoplay(target, 5000);
    vi.advanceTimersByTime(15_000);
    expect(carousel.slideNext).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    vi.advanceTimersByTime(5000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
  });

  it('does not play at all with reduced motion', () => {
    reducedMotion(true);
    const { carousel, target } = fakeCarousel();
    startAutoplay(target, 5000);
    vi.advanceTimersByTime(60_000);
    expect(carousel.slideNext).not.toHaveBeenCalled();
    expect(carousel.on).not.toHaveBeenCalled();
  });

  it('stops when reduced motion is switched on while playing, and plays again when it is off', () => {
    reducedMotion(false);
    const { carousel, target } = fakeCarousel();
    startAutoplay(target, 5000);
    vi.advanceTimersByTime(5000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
    reduce = true;
    for (const l of motionListeners) l();
    vi.advanceTimersByTime(30_000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
    reduce = false;
    for (const l of motionListeners) l();
    vi.advanceTimersByTime(5000);
    expect(carousel.slideNext).toHaveBeenCalledTimes(2);
  });
});
