// The red envelope rain formats its sessions in the platform's time zone. An unknown zone passed
// the answer schema and threw while rendering; it is now refused where it enters (a typed
// 'Loading failed' in its screen, not a crash).
import { redRainSchema } from '@/api/endpoints/red-rain';

const answer = (timeZone: string) => ({
  timeZone,
  durationMinutes: 10,
  minDeposit: '100.00',
  grabsPerSession: 3,
  minPacket: '1.00',
  maxPacket: '88.00',
  todayDeposit: '0.00',
  eligible: false,
  sessions: [{ startsAt: '2026-11-24T12:00:00Z', endsAt: '2026-11-24T12:10:00Z', pool: '10000.00', status: 'upcoming' }],
});

describe('red rain answer', () => {
  it.each([
    ['Asia/Manila', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Asia/Manila; drop', false],
  ])('time zone %j → accepted %s', (zone, ok) => {
    const parsed = redRainSchema.safeParse(answer(zone));
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['timeZone']);
  });
});
