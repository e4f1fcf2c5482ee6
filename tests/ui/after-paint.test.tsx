// Staged rendering: what is below the fold renders in a task of its own after the top has painted,
// never in the first render's task.
import { act, render, screen } from '@testing-library/react';
import { AfterPaint, afterLargestPaint, afterPaint, LARGEST_PAINT_WAIT_MS } from '@/ui/after-paint';
import { usePaintTimers } from '../paint-timers';

describe('AfterPaint', () => {
  usePaintTimers();

  const nextPaint = () =>
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });

  it('shows the placeholder first, then the parts one by one, each after a frame and then a task', () => {
    render(
      <AfterPaint fallback={<p>placeholder</p>}>
        <p>first part</p>
        <p>second part</p>
      </AfterPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('first part')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame alone is not enough: the content waits for a task after it.
    expect(screen.queryByText('first part')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('first part')).toBeInTheDocument();
    expect(screen.queryByText('second part')).toBeNull();
    // The placeholder keeps the rest's place until the last part is in.
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    nextPaint();
    expect(screen.getByText('second part')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(screen.getAllByText(/part$/).map((p) => p.textContent)).toEqual(['first part', 'second part']);
  });

  it('a cancelled wait never runs', () => {
    const run = vi.fn();
    const cancel = afterPaint(run);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    cancel();
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterLargestPaint', () => {
  usePaintTimers();

  /** A browser's PerformanceObserver that reports largest paints when the test says. */
  function fakeLargestPaint(supported = true) {
    const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
    class FakeObserver {
      static supportedEntryTypes = supported ? ['largest-contentful-paint', 'longtask'] : ['longtask'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        observers.add({ callback: this.callback, self: this as unknown as PerformanceObserver });
      }
      disconnect() {
        for (const o of observers) if (o.self === (this as unknown as PerformanceObserver)) observers.delete(o);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      observing: () => observers.size,
      paint(entry: { element?: Element | null; url?: string }) {
        const list = { getEntries: () => [{ entryType: 'largest-contentful-paint', ...entry }] } as unknown as PerformanceObserverEntryList;
        for (const o of [...observers]) o.callback(list, o.self);
      },
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs when the browser reports the image as painted, not at its load, and stops listening', () => {
    const browser = fakeLargestPaint();
    const image = document.createElement('img');
    const other = document.createElement('img');
    const run = vi.fn();
    afterLargestPaint(image, run);
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
    browser.paint({ element: other, url: 'https://cdn.example/other.png' });
    expect(run).not.toHaveBeenCalled();
    browser.paint({ element: image });
    expect(run).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('goes on after its limit when no report comes (after a tap the browser reports none), once', () => {
    const browser = fakeLargestPaint();
    const run = vi.fn();
    afterLargestPaint(document.createElement('img'), run);
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
  });

  it('waits for a frame and a task where the browser has no largest-paint reports', () => {
    fakeLargestPaint(false);
    const run = vi.fn();
    afterLargestPaint(document.createElement('img'), run);
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const browser = fakeLargestPaint();
    const image = document.createElement('img');
    const run = vi.fn();
    const cancel = afterLargestPaint(image, run);
    cancel();
    browser.paint({ element: image });
    vi.advanceTimersByTime(LARGEST_PAINT_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
