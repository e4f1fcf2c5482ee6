// The date range of the team reports, kept in the URL (?start=YYYY-MM-DD&end=YYYY-MM-DD) so that
// overview, profit and loss and team betting show the same range; today by default.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TeamRange } from '@/api/endpoints/team-overview';
import { isoDay, REPORT_RANGE_RULES } from '@/engine/report-range';
import { RangePicker } from '@/ui/range-picker';
import { DAY_MS as DAY } from '@/engine/time';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The range from the URL (a valid, ordered range; else the last `defaultDays` days and today) and a setter that keeps it there. */
export function useTeamRange(defaultDays = 0): [TeamRange, (r: TeamRange) => void] {
  const [params, setParams] = useSearchParams();
  const [now] = useState(Date.now); // when the screen opened: a render never reads the clock
  const today = isoDay(now);
  // A range in the URL is taken as it is (any length: an agent may link a whole season); only
  // malformed dates fall back to today, and the two are put in order.
  let startDate = params.get('start') ?? isoDay(now - defaultDays * DAY);
  let endDate = params.get('end') ?? today;
  if (!ISO.test(startDate)) startDate = today;
  if (!ISO.test(endDate)) endDate = today;
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate];
  const set = (r: TeamRange) => {
    const next = new URLSearchParams(params);
    next.set('start', r.startDate);
    next.set('end', r.endDate);
    setParams(next, { replace: true });
  };
  return [{ startDate, endDate }, set];
}

/** The query (`start`, `end`) of a range, to link to another report with the same range. */
export const rangeQuery = (r: TeamRange) => ({ start: r.startDate, end: r.endDate });

/** The shared range picker with the engine's range rules (the same presets and calendar as the wallet's records). */
export function RangeBar({ range, onChange }: { range: TeamRange; onChange: (r: TeamRange) => void }) {
  return <RangePicker range={range} onChange={onChange} rules={REPORT_RANGE_RULES} />;
}
