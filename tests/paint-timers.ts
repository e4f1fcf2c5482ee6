// Fake timers for staged rendering (src/ui/after-paint.tsx: a frame, then a task): the test drives
// requestAnimationFrame and setTimeout itself. Call inside a describe block.
export function usePaintTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
