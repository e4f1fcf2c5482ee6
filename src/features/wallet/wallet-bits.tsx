// Pieces shared by the wallet screens: labelled fields, the amount field with the currency
// symbol, figures, status badges, and the request id that makes a money call idempotent.
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney, Money } from '@/ui/money';
import { Section } from '@/ui/page';
import { formatUtc } from '@/engine/date-format';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  prefix?: ReactNode;
  addon?: ReactNode;
  placeholder?: string;
}

/** A labelled input with a hint and an error (already translated). */
export function Field({ label, value, onChange, error, hint, type = 'text', inputMode, autoComplete = 'off', maxLength, prefix, addon, placeholder }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`wallet-field${error ? ' wallet-field--invalid' : ''}`}>
      <label htmlFor={id} className="wallet-field__label">
        {label}
      </label>
      <div className="wallet-field__row">
        {prefix ? <span className="wallet-field__prefix" aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          className="wallet-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {addon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="wallet-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="wallet-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Keeps what a member types in an amount field to digits, one dot and two decimals. */
export const cleanAmountInput = (raw: string): string => {
  const kept = raw.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
};

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

const INTENT_PREFIX = 'palaro:intent:';

/**
 * The request id of a money call, per intent (kind + what is sent). It is kept in sessionStorage
 * until the platform has answered for good, so that a double tap, a retry after a lost answer or
 * a reload followed by the same submission reuses it and the platform acts only once.
 */
export function useIntent(kind: string) {
  const idFor = useCallback(
    (fingerprint: string): string => {
      const key = `${INTENT_PREFIX}${kind}:${fingerprint}`;
      try {
        const existing = sessionStorage.getItem(key);
        if (existing) return existing;
        const id = crypto.randomUUID();
        sessionStorage.setItem(key, id);
        return id;
      } catch {
        return crypto.randomUUID();
      }
    },
    [kind],
  );
  /** The platform answered (an order or a refusal): the next submission is a new intent. */
  const settle = useCallback(
    (fingerprint: string) => {
      try {
        sessionStorage.removeItem(`${INTENT_PREFIX}${kind}:${fingerprint}`);
      } catch {
        // storage unavailable: nothing kept
      }
    },
    [kind],
  );
  return { idFor, settle };
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
