// Pieces shared by the wallet screens: figures, status badges and the order card. The labelled
// field, the amount cleaner and the request id live in src/ui (input-field, use-intent).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, Money } from '@/ui/money';
import { Section } from '@/ui/page';
import { formatUtc } from '@/engine/time';

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

export type OrderStatus = 'pending' | 'approved' | 'rejected' | 'processing' | 'paid';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('wallet');
  const tone = status === 'approved' || status === 'paid' ? 'ok' : status === 'rejected' ? 'bad' : 'wait';
  return <span className={`status-badge status-badge--${tone}`}>{t(`status.${status}`)}</span>;
}

/** Date and time of a record as DD/MM/YYYY HH:mm, in the platform's calendar. */
export const formatWhen = formatUtc;

export interface OrderCardProps {
  title: string;
  amount: string;
  symbol: string;
  status: OrderStatus;
  rows: readonly { label: string; value: ReactNode; className?: string }[];
  /** What the order means now (instructions, approval). */
  children?: ReactNode;
  anotherLabel: string;
  onAnother: () => void;
  /** The record page of such orders, when the member may open it. */
  record: { to: string; label: string } | null;
}

/** A deposit or withdrawal order as the member sees it after sending it. */
export function OrderCard({ title, amount, symbol, status, rows, children, anotherLabel, onAnother, record }: OrderCardProps) {
  return (
    <Section title={title}>
      <div className="order card" aria-live="polite">
        <div className="order__head">
          <Money value={amount} symbol={symbol} className="order__amount" />
          <StatusBadge status={status} />
        </div>
        <dl className="order__rows">
          {rows.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd className={r.className}>{r.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
      <div className="wallet-actions">
        <button type="button" className="button button--outline" onClick={onAnother}>
          {anotherLabel}
        </button>
        {record ? (
          <Link className="button button--ghost" to={record.to}>
            {record.label}
          </Link>
        ) : null}
      </div>
    </Section>
  );
}
