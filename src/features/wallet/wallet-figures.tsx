// A grid of labelled amounts (a record's totals).
import { formatMoney } from '@/ui/money';

export interface Figure {
  id: string;
  label: string;
  value: string;
  symbol: string;
  /** Colour the value as a gain or a loss. */
  signed?: boolean;
}

/** A grid of labelled amounts. */
export function Figures({ items, label }: { items: readonly Figure[]; label: string }) {
  return (
    <dl className="wallet-figures" aria-label={label}>
      {items.map((f) => {
        const tone = f.signed ? (f.value.startsWith('-') ? ' is-loss' : f.value === '0.00' ? '' : ' is-gain') : '';
        return (
          <div key={f.id} className="wallet-figure">
            <dt className="wallet-figure__label">{f.label}</dt>
            <dd className={`wallet-figure__value${tone}`} data-testid={`figure-${f.id}`}>
              {formatMoney(f.value, f.symbol)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
