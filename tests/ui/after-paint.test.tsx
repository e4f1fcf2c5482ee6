// Staged rendering: what is below the fold renders in a task of its own after the top has painted,
// never in the first render's task.
import { act, render, screen } from '@testing-library/react';
import { AfterPaint, afterPaint } from '@/ui/after-paint';
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
