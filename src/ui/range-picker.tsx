// The date range of a report (preset chips such as today or 7 days, or two dates) and the pager of
// its pages. The range rules come in as a prop (the engine's REPORT_RANGE_RULES), so this shared
// component holds none. Texts come from the common namespace (range.*, pager.*).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateFormat } from '@/ui/input-field';
import '@/ui/controls.css';

export interface DateRange {
  readonly startDate: string;
  readonly endDate: string;
}

export interface RangeRules<P extends string> {
  readonly presets: readonly P[];
  presetOf(range: DateRange, now: number): P | 'custom';
  presetRange(preset: P, now: number): DateRange;
  normaliseRange(start: string | null, end: string | null, now: number): DateRange;
  /** How the two dates are written. */
  readonly dateFormat: DateFormat;
}

export function RangePicker<P extends string>({ range, onChange, rules }: { range: DateRange; onChange: (r: DateRange) => void; rules: RangeRules<P> }) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const [now] = useState(Date.now); // when the screen opened: a render never reads the clock
  const { presets, presetOf, presetRange, normaliseRange, dateFormat } = rules;
  const active = presetOf(range, now);
  const dates = [
    { id: fromId, label: t('range.from'), value: range.startDate, max: range.endDate, change: (v: string) => normaliseRange(v, range.endDate, now) },
    { id: toId, label: t('range.to'), value: range.endDate, min: range.startDate, change: (v: string) => normaliseRange(range.startDate, v, now) },
  ];
  return (
    <div className="ui-range card" role="group" aria-label={t('range.label')}>
      <div className="chip-row">
        {presets.map((p) => (
          <button key={p} type="button" className="chip" aria-pressed={active === p} onClick={() => onChange(presetRange(p, now))}>
            {t(`range.${p}`)}
          </button>
        ))}
      </div>
      <div className="ui-range__dates">
        {dates.map((d) => (
          <div key={d.id} className="ui-range__field">
            <label htmlFor={d.id}>{d.label}</label>
            <DateInput
              id={d.id}
              className="ui-input"
              format={dateFormat}
              value={d.value}
              min={d.min}
              max={d.max}
              onChange={(v) => v && onChange(d.change(v))}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

export function Pager({ pageNum, totalPages, onPage }: { pageNum: number; totalPages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const label = t('pager.page', { page: pageNum, pages: totalPages });
  return (
    <nav className="ui-pager" aria-label={label}>
      <button type="button" className="button button--outline button--small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('pager.previous')}
      </button>
      <span className="ui-pager__text">{label}</span>
      <button type="button" className="button button--outline button--small" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
