// Pieces of the record pages: the date range kept in the URL (?start=&end=, so that two records
// opened with the same link show the same period), the range picker, the pager and the frame
// that shows loading, failure and empty states.
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normaliseRange, presetOf, presetRange, RANGE_PRESETS, type DateRange, type RangePreset } from '@/engine/report-range';
import { ErrorState } from '@/ui/error-state';
import { Notice } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';

/** The range of the page (URL first, else `fallback`), its page number, and setters that keep both in the URL. */
export function useRecordRange(fallback: RangePreset = 'last7') {
  const [params, setParams] = useSearchParams();
  const now = Date.now();
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

export function RangePicker({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation('wallet');
  const fromId = useId();
  const toId = useId();
  const now = Date.now();
  const active = presetOf(range, now);
  return (
    <div className="wallet-range card" role="group" aria-label={t('range.label')}>
      <div className="chip-row">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className="chip" aria-pressed={active === p} onClick={() => onChange(presetRange(p, now))}>
            {t(`range.${p}`)}
          </button>
        ))}
      </div>
      <div className="wallet-range__dates">
        <label htmlFor={fromId} className="wallet-range__field">
          {t('range.from')}
          <input
            id={fromId}
            type="date"
            className="wallet-input"
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => e.target.value && onChange(normaliseRange(e.target.value, range.endDate, now))}
          />
        </label>
        <label htmlFor={toId} className="wallet-range__field">
          {t('range.to')}
          <input
            id={toId}
            type="date"
            className="wallet-input"
            value={range.endDate}
            min={range.startDate}
            onChange={(e) => e.target.value && onChange(normaliseRange(range.startDate, e.target.value, now))}
          />
        </label>
      </div>
    </div>
  );
}

export function Pager({ pageNum, totalPages, onPage }: { pageNum: number; totalPages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation('wallet');
  if (totalPages <= 1) return null;
  return (
    <nav className="wallet-pager" aria-label={t('records.page', { page: pageNum, pages: totalPages })}>
      <button type="button" className="button button--outline button--small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('records.previous')}
      </button>
      <span className="wallet-pager__text">{t('records.page', { page: pageNum, pages: totalPages })}</span>
      <button type="button" className="button button--outline button--small" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}

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
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="wallet-filter">
      <span className="wallet-filter__label">{label}</span>
      <select id={id} className="wallet-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
