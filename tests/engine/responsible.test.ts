import { nextRealityCheck } from '@/engine/responsible';

const at = (iso: string) => Date.parse(iso);

describe('nextRealityCheck', () => {
  it.each([
    [0, 30, 30],
    [29, 30, 30],
    [30, 30, 60],
    [61, 15, 75],
  ])('%d min into the session, every %d min → at %d min', (elapsed, interval, next) => {
    const start = at('2026-11-22T10:00:00Z');
    expect(nextRealityCheck(start, interval, start + elapsed * 60_000)).toBe(start + next * 60_000);
  });
});
