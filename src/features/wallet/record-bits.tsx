// Pieces of the record pages: the date range kept in the URL (?start=&end=, so that two records
// opened with the same link show the same period), the range picker, the pager and the frame
// that shows loading, failure and empty states.
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normaliseRange, presetRange, type DateRange, type RangePreset } from '@/engine/report-range';
import { ErrorState } from '@/ui/error-state';
import { Notice } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';

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

/** `?start=…&end=…` of a range, to open another record on the same period. */
export const rangeSearch = (r: DateRange, extra = ''): string => `?start=${r.startDate}&end=${r.endDate}${extra}`;

/** Loading skeleton, failure with retry, the empty notice, or the list. */
export function RecordsFrame({
  query,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <SkeletonLines count={5} label={t('loading')} />;
  if (empty) return <Notice title={t('records.empty')} />;
  return <>{children}</>;
}

/** A labelled select of a filter. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="wallet-filter">
      <span className="wallet-filter__label">{label}</span>
      <select id={id} className="ui-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
