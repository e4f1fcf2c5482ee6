// The simulator's calendar. Seeded history is written around SEED_TIME; reports show it moved
// onto the current days (the seed's "today" becomes today), while what happened since the seed
// (real deposits, bets, withdrawals) keeps its own time.
import type { Simulator } from '@/platform-sim/kernel';
import { SEED_TIME } from '@/platform-sim/areas/accounts/state';
import { DAY_MS as DAY } from '@/engine/time';

/** How far the seed's history is moved so that its "today" (SEED_TIME) is the current day. */
export const seedShift = (sim: Simulator): number => Math.floor(sim.now() / DAY) * DAY - Math.floor(SEED_TIME / DAY) * DAY;

/** When something happened, on the current calendar. */
export function onCalendar(sim: Simulator): (at: number) => number {
  const shift = seedShift(sim);
  return (at) => (shift < 0 || at <= SEED_TIME ? at + shift : at);
}

/** [start, end) in ms for YYYY-MM-DD dates (UTC days, end inclusive), or null when malformed. */
export function dayRange(startDate: string | null, endDate: string | null): { start: number; end: number } | null {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!startDate || !endDate || !iso.test(startDate) || !iso.test(endDate)) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { start, end };
}
