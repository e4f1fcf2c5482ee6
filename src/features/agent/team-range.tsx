// The date range of the team reports, kept in the URL (?start=YYYY-MM-DD&end=YYYY-MM-DD) so that
// overview, profit and loss and team betting show the same range; the last days up to today by
// default.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TeamRange } from '@/api/endpoints/team-overview';
import { isoDay, REPORT_RANGE_RULES } from '@/engine/report-range';
import { RangePicker } from '@/ui/range-picker';
import { DAY_MS as DAY } from '@/engine/time';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day (YYYY-MM-DD, UTC: not 2026-02-30 or 2026-13-45) no later than `today`. */
function isReportDay(value: string, today: string): boolean {
  if (!ISO.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls some impossible days over (2026-02-30 → 2 March): the day must come back as written.
  return !Number.isNaN(at) && isoDay(at) === value && value <= today;
}

/**
 * The range of the URL's `start` and `end` at `now`: the last `defaultDays` days and today when
 * neither is given, or when either is not a real day up to today (malformed, impossible or in the
 * future); else the two, in order. A missing one is the default's. Any length is taken as it is:
 * an agent may link a whole season.
 */
export function teamRangeOf(start: string | null, end: string | null, now: number, defaultDays = 0): TeamRange {
  const today = isoDay(now);
  const fallback: TeamRange = { startDate: isoDay(now - defaultDays * DAY), endDate: today };
  const startDate = start ?? fallback.startDate;
  const endDate = end ?? fallback.endDate;
  if (!isReportDay(startDate, today) || !isReportDay(endDate, today)) return fallback;
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/** The range from the URL (see teamRangeOf) and a setter that keeps it there. */
export function useTeamRange(defaultDays = 0): [TeamRange, (r: TeamRange) => void] {
  const [params, setParams] = useSearchParams();
  const [now] = useState(Date.now); // when the screen opened: a render never reads the clock
  const range = teamRangeOf(params.get('start'), params.get('end'), now, defaultDays);
  const set = (r: TeamRange) => {
    const next = new URLSearchParams(params);
    next.set('start', r.startDate);
    next.set('end', r.endDate);
    setParams(next, { replace: true });
  };
  return [range, set];
}

/** The query (`start`, `end`) of a range, to link to another report with the same range. */
export const rangeQuery = (r: TeamRange) => ({ start: r.startDate, end: r.endDate });

/** The shared range picker with the engine's range rules (the same presets and calendar as the wallet's records). */
export function RangeBar({ range, onChange }: { range: TeamRange; onChange: (r: TeamRange) => void }) {
  return <RangePicker range={range} onChange={onChange} rules={REPORT_RANGE_RULES} />;
}
