// Issue 19: the spec's toast durations, the short (3 s) and long (8 s) toasts among them; the
// clock is driven, not slept on.
import { act, render, screen } from '@testing-library/react';
import { toast, TOAST_DURATIONS, ToastHost } from '@/ui/toast';

afterEach(async () => {
  await act(async () => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each<[keyof typeof TOAST_DURATIONS, number]>([
    ['short', 3000],
    ['long', 8000],
    ['info', 2000],
    ['success', 1500],
    ['offline', 1000],
    ['loading', 3000],
  ])('%s lasts %s ms', (kind, ms) => expect(TOAST_DURATIONS[kind]).toBe(ms));

  it.each<['short' | 'long', number]>([
    ['short', 3000],
    ['long', 8000],
  ])('a %s toast shows its text for %s ms, then goes', async (kind, ms) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ToastHost />);
    // The store notifies on a microtask: async act flushes it.
    await act(async () => {
      toast[kind]('Saved for later');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved for later');
    await act(async () => {
      vi.advanceTimersByTime(ms - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved for later');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
