// The date range of the team reports, kept in the URL (?start=YYYY-MM-DD&end=YYYY-MM-DD) so that
// overview, profit and loss and team betting show the same range; today by default.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@/api/endpoints/team-kpi';
import type { TeamRange } from '@/api/endpoints/team-overview';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

const daysAgo = (n: number, now = new Date()) => todayIso(new Date(now.getTime() - n * DAY));

export const RANGE_PRESETS = [
  { id: 'today', from: 0, to: 0 },
  { id: 'yesterday', from: 1, to: 1 },
  { id: 'last7', from: 6, to: 0 },
  { id: 'last30', from: 29, to: 0 },
] as const;

/** The range from the URL (a valid, ordered pair; else the last `defaultDays` days and today) and a setter that keeps it there. */
export function useTeamRange(defaultDays = 0): [TeamRange, (r: TeamRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  let startDate = params.get('start') ?? daysAgo(defaultDays);
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

/** `?start=…&end=…` of a range, to link to another report with the same range. */
export const rangeQuery = (r: TeamRange) => `?start=${r.startDate}&end=${r.endDate}`;

export function RangeBar({ range, onChange }: { range: TeamRange; onChange: (r: TeamRange) => void }) {
  const { t } = useTranslation('agent');
  const fromId = useId();
  const toId = useId();
  return (
    <div className="range-bar card">
      <div className="chip-row" role="group" aria-label={t('range.presets')}>
        {RANGE_PRESETS.map((p) => {
          const r = { startDate: daysAgo(p.from), endDate: daysAgo(p.to) };
          const active = r.startDate === range.startDate && r.endDate === range.endDate;
          return (
            <button key={p.id} type="button" className="chip" aria-pressed={active} onClick={() => onChange(r)}>
              {t(`range.${p.id}`)}
            </button>
          );
        })}
      </div>
      <div className="range-bar__dates">
        <label className="range-bar__field" htmlFor={fromId}>
          {t('range.from')}
          <input
            id={fromId}
            className="ui-input"
            type="date"
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => {
              if (ISO.test(e.target.value)) onChange({ ...range, startDate: e.target.value });
            }}
          />
        </label>
        <label className="range-bar__field" htmlFor={toId}>
          {t('range.to')}
          <input
            id={toId}
            className="ui-input"
            type="date"
            value={range.endDate}
            min={range.startDate}
            onChange={(e) => {
              if (ISO.test(e.target.value)) onChange({ ...range, endDate: e.target.value });
            }}
          />
        </label>
      </div>
    </div>
  );
}
