// The date range of a record page, kept in the URL (?start=&end=, so that two records opened with
// the same link show the same period), its page number and its filters.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normaliseRange, presetRange, type DateRange, type RangePreset } from '@/engine/report-range';

/** The range of the page (URL first, else `fallback`), its page number, and setters that keep both in the URL. */
export function useRecordRange(fallback: RangePreset = 'last7') {
  const [params, setParams] = useSearchParams();
  const [now] = useState(Date.now); // when the screen opened: a render never reads the clock
  const preset = presetRange(fallback, now);
  const range = normaliseRange(params.get('start') ?? preset.startDate, params.get('end') ?? preset.endDate, now);
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return {
    range,
    pageNum,
    params,
    setRange: (r: DateRange) => update({ start: r.startDate, end: r.endDate, page: null }),
    setPage: (n: number) => update({ page: n > 1 ? String(n) : null }),
    /** A filter of the page (kept in the URL; changing it goes back to page 1). */
    setFilter: (name: string, value: string) => update({ [name]: value, page: null }),
  };
}

/** The query (`start`, `end`) of a range, to open another record on the same period. */
export const rangeQuery = (r: DateRange) => ({ start: r.startDate, end: r.endDate });
