// Labelled team figures (a description list whose values are named by their labels, so people
// and tests find "Total bets" the same way on every report).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamTotals } from '@/api/endpoints/team-overview';
import { useMerchant } from '@/shell/config-context';
import { Money } from '@/ui/money';

export type FigureId = keyof TeamTotals;

const MONEY_FIGURES = new Set<FigureId>(['depositTotal', 'withdrawalTotal', 'betTotal', 'winTotal', 'bonusTotal', 'profit']);

/** A label and its value in a description list, the value named by the label. */
export function LabelledValue({ label, children, labelClass, valueClass }: { label: string; children: ReactNode; labelClass?: string; valueClass?: string }) {
  const id = useId();
  return (
    <>
      <dt id={id} className={labelClass}>
        {label}
      </dt>
      <dd aria-labelledby={id} className={valueClass}>
        {children}
      </dd>
    </>
  );
}

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'gain' | 'loss' }) {
  return (
    <div className="figure">
      <LabelledValue label={label} labelClass="figure__label" valueClass={`figure__value${tone ? ` figure__value--${tone}` : ''}`}>
        {children}
      </LabelledValue>
    </div>
  );
}

export function TeamFigures({ totals, ids, extra }: { totals: TeamTotals | undefined; ids: readonly FigureId[]; extra?: ReactNode }) {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  return (
    <dl className="figures" aria-busy={totals ? undefined : true}>
      {ids.map((id) => {
        const value = totals?.[id];
        const tone = id === 'profit' && typeof value === 'string' ? (value.startsWith('-') ? 'loss' : value === '0.00' ? undefined : 'gain') : undefined;
        return (
          <Figure key={id} label={t(`figure.${id}`)} tone={tone}>
            {MONEY_FIGURES.has(id) ? <Money value={typeof value === 'string' ? value : undefined} symbol={config.currency.symbol} /> : (value ?? '–')}
          </Figure>
        );
      })}
      {extra}
    </dl>
  );
}

export { Figure };
