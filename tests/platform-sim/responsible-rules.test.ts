import { appliesAtOnce, breakEnd, brokenLimit, changeLimit, limitInForce, periodReset, periodStart } from '@/platform-sim/areas/responsible-rules';

const at = (iso: string) => Date.parse(iso);
const H = 3_600_000;

describe('breakEnd', () => {
  it.each([
    ['24h', '2026-11-22T10:00:00Z', '2026-11-23T10:00:00Z'],
    ['7d', '2026-11-22T10:00:00Z', '2026-11-29T10:00:00Z'],
    ['30d', '2026-11-22T10:00:00Z', '2026-12-22T10:00:00Z'],
    ['6m', '2026-11-22T10:00:00Z', '2027-05-22T10:00:00Z'],
    ['6m', '2026-08-31T10:00:00Z', '2027-02-28T10:00:00Z'],
    ['1y', '2028-02-29T10:00:00Z', '2029-02-28T10:00:00Z'],
    ['5y', '2026-11-22T10:00:00Z', '2031-11-22T10:00:00Z'],
  ] as const)('%s from %s ends %s', (period, from, end) => {
    expect(new Date(breakEnd(period, at(from))).toISOString()).toBe(new Date(at(end)).toISOString());
  });
});

describe('limit periods (UTC)', () => {
  it.each([
    ['daily', '2026-11-22T15:30:00Z', '2026-11-22T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['weekly', '2026-11-22T15:30:00Z', '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['weekly', '2026-11-16T00:00:00Z', '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['monthly', '2026-12-31T23:59:00Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
  ] as const)('%s at %s: %s … %s', (period, now, start, reset) => {
    expect(periodStart(period, at(now))).toBe(at(start));
    expect(periodReset(period, at(now))).toBe(at(reset));
  });
});

describe('limit changes', () => {
  it.each([
    [null, 100_000, true],
    [100_000, 50_000, true],
    [100_000, 100_000, true],
    [100_000, 150_000, false],
    [100_000, null, false],
    [null, null, true],
  ])('from %s to %s applies at once: %s', (current, next, once) => {
    expect(appliesAtOnce(current, next)).toBe(once);
  });

  it('raising waits for the delay, then is in force; lowering in between applies at once', () => {
    const now = at('2026-11-22T10:00:00Z');
    const raised = changeLimit({ activeCents: 100_000, pending: null }, 200_000, now, 24 * H);
    expect(raised).toEqual({ activeCents: 100_000, pending: { cents: 200_000, effectiveAt: now + 24 * H } });
    expect(limitInForce(raised, now + 23 * H).activeCents).toBe(100_000);
    expect(limitInForce(raised, now + 24 * H).activeCents).toBe(200_000);
    expect(changeLimit(raised, 50_000, now + H, 24 * H)).toEqual({ activeCents: 50_000, pending: null });
  });
});

describe('brokenLimit', () => {
  const now = at('2026-11-22T10:00:00Z');
  const used = { daily: 40_000, weekly: 90_000, monthly: 90_000 };
  it('names the first limit an amount breaks, with its reset', () => {
    expect(brokenLimit({ daily: { activeCents: 100_000, pending: null } }, used, 150_000, now)).toEqual({
      period: 'daily',
      limitCents: 100_000,
      usedCents: 40_000,
      resetsAt: at('2026-11-23T00:00:00Z'),
    });
    expect(brokenLimit({ daily: { activeCents: 100_000, pending: null } }, used, 60_000, now)).toBeNull();
    expect(brokenLimit({ weekly: { activeCents: 100_000, pending: null } }, used, 20_000, now)?.period).toBe('weekly');
    expect(brokenLimit({}, used, 10_000_000, now)).toBeNull();
  });
});
