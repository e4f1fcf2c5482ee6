// Date ranges of the record pages: presets (today, yesterday, 7 days, 30 days) and custom dates,
// as YYYY-MM-DD calendar days (UTC, like the platform's reports), end inclusive.
import { DATE_FIELD_FORMAT, DAY_MS as DAY } from '@/engine/time';

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

const SPAN: Readonly<Record<RangePreset, readonly [number, number]>> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};

export function presetRange(preset: RangePreset, now: number): DateRange {
  const [from, to] = SPAN[preset];
  return { startDate: isoDay(now - from * DAY), endDate: isoDay(now - to * DAY) };
}

/** The preset a range equals, or 'custom'. */
export function presetOf(range: DateRange, now: number): RangePreset | 'custom' {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? 'custom'
  );
}

/** At most this many days in one custom range. */
export const MAX_RANGE_DAYS = 90;

/**
 * A range read from the URL or typed by a member: invalid dates fall back to today, the dates are
 * put in order, and a range longer than MAX_RANGE_DAYS is cut to its last MAX_RANGE_DAYS days.
 */
export function normaliseRange(start: string | null, end: string | null, now: number): DateRange {
  const today = isoDay(now);
  let startDate = start && ISO.test(start) && !Number.isNaN(Date.parse(start)) ? start : today;
  let endDate = end && ISO.test(end) && !Number.isNaN(Date.parse(end)) ? end : today;
  if (startDate > endDate) [startDate, endDate] = [endDate, startDate];
  const span = (Date.parse(endDate) - Date.parse(startDate)) / DAY + 1;
  if (span > MAX_RANGE_DAYS) startDate = isoDay(Date.parse(endDate) - (MAX_RANGE_DAYS - 1) * DAY);
  return { startDate, endDate };
}

/** The rules a range picker needs (src/ui/range-picker.tsx takes them, so the UI stays rule-free). */
export const REPORT_RANGE_RULES = { presets: RANGE_PRESETS, presetOf, presetRange, normaliseRange, dateFormat: DATE_FIELD_FORMAT } as const;
