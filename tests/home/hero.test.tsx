// Home's hero gate (src/features/home/hero.ts) and the staged rendering that waits on it
// (src/ui/after-paint.tsx `after`): nothing below the fold starts before the hero is done, and
// never later than the limit.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint } from '@/ui/after-paint';
import { usePaintTimers } from '../paint-timers';

type Hero = typeof import('@/features/home/hero');

describe('the hero gate', () => {
  let hero: Hero;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.resetModules();
    hero = await import('@/features/home/hero');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles when the hero is done, not before', async () => {
    const settled = vi.fn();
    void hero.heroReady(10_000).then(settled);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).not.toHaveBeenCalled();
    hero.heroDone();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles at the limit when the hero never comes, and at once on a later visit', async () => {
    const settled = vi.fn();
    void hero.heroReady().then(settled);
    await vi.advanceTimersByTimeAsync(hero.HERO_WAIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    hero.heroDone();
    const later = vi.fn();
    void hero.heroReady().then(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('staged rendering after a promise', () => {
  usePaintTimers();

  it('holds the parts below the fold (their placeholder shows) until the promise settles', async () => {
    let settle: () => void = () => undefined;
    const hero = new Promise<void>((resolve) => {
      settle = resolve;
    });
    render(
      <AfterPaint after={hero} fallback={<p>placeholder</p>}>
        <p>below the fold</p>
      </AfterPaint>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(async () => {
      settle();
      await Promise.resolve();
    });
    // Then a frame and a task, as after any paint.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
