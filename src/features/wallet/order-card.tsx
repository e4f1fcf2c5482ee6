// A deposit or withdrawal order as the member sees it after sending it.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Money } from '@/ui/money';
import { Section } from '@/ui/page';
import { StatusBadge, type OrderStatus } from '@/features/wallet/status-badge';

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
