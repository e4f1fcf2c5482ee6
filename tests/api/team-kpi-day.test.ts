// @vitest-environment node
// The agent's "today" is the platform's day (UTC, like every report), not the device's local date.
import { todayIso } from '@/api/endpoints/team-kpi';

describe('todayIso', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it.each([
    ['Asia/Manila', '2026-11-23T18:30:00Z', '2026-11-23'],
    ['Asia/Manila', '2026-11-23T15:59:59Z', '2026-11-23'],
    ['America/Los_Angeles', '2026-11-24T02:00:00Z', '2026-11-24'],
    ['UTC', '2026-12-31T23:59:59Z', '2026-12-31'],
  ])('on a device in %s at %s it is %s', (tz, at, want) => {
    process.env.TZ = tz;
    expect(todayIso(new Date(at))).toBe(want);
  });
});
