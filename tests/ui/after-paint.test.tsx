// Staged rendering: what is below the fold renders in a task of its own after the top has painted,
// never in the first render's task.
import { act, render, screen } from '@testing-library/react';
import { AfterPaint, afterPaint } from '@/ui/after-paint';

describe('AfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the placeholder first, the content after a frame and then a task', () => {
    render(
      <AfterPaint fallback={<p>placeholder</p>}>
        <p>below the fold</p>
      </AfterPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('below the fold')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame alone is not enough: the content waits for a task after it.
    expect(screen.queryByText('below the fold')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
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
