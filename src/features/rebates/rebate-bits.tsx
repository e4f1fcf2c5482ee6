// Pieces shared by the rebates screens: a labelled field, the request id that makes a money call
// idempotent, the date range picker and pager of the history, and the game-type breakdown table.
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@/api/endpoints/manual-rebate';
import { presetOf, presetRange, normaliseRange, RANGE_PRESETS, type DateRange } from '@/engine/report-range';
import { formatUtc } from '@/engine/date-format';
import { formatMoney } from '@/ui/money';

/** Date and time as DD/MM/YYYY HH:mm, in the platform's calendar. */
export const formatWhen = formatUtc;

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  prefix?: ReactNode;
  addon?: ReactNode;
  placeholder?: string;
}

/** A labelled input with a hint and an error (already translated). */
export function Field({ label, value, onChange, error, hint, type = 'text', inputMode, maxLength, prefix, addon, placeholder }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`rb-field${error ? ' rb-field--invalid' : ''}`}>
      <label htmlFor={id} className="rb-field__label">
        {label}
      </label>
      <div className="rb-field__row">
        {prefix ? <span className="rb-field__prefix" aria-hidden="true">{prefix}</span> : null}
        <input
          id={id}
          className="rb-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete="off"
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
        <p id={`${id}-hint`} className="rb-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="rb-field__error" role="alert">
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

const INTENT_PREFIX = 'palaro:intent:';

/**
 * The request id of a call that must act once, per intent (kind + what is sent). Kept in
 * sessionStorage until the platform has answered for good, so that a double tap, a retry after a
 * lost answer or a reload followed by the same submission reuses it.
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

export function RangePicker({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const { t } = useTranslation('rebates');
  const fromId = useId();
  const toId = useId();
  const now = Date.now();
  const active = presetOf(range, now);
  return (
    <div className="rb-range card" role="group" aria-label={t('range.label')}>
      <div className="chip-row">
        {RANGE_PRESETS.map((p) => (
          <button key={p} type="button" className="chip" aria-pressed={active === p} onClick={() => onChange(presetRange(p, now))}>
            {t(`range.${p}`)}
          </button>
        ))}
      </div>
      <div className="rb-range__dates">
        <label htmlFor={fromId} className="rb-range__field">
          {t('range.from')}
          <input
            id={fromId}
            type="date"
            className="rb-input"
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => e.target.value && onChange(normaliseRange(e.target.value, range.endDate, now))}
          />
        </label>
        <label htmlFor={toId} className="rb-range__field">
          {t('range.to')}
          <input
            id={toId}
            type="date"
            className="rb-input"
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
  const { t } = useTranslation('rebates');
  if (totalPages <= 1) return null;
  const label = t('records.page', { page: pageNum, pages: totalPages });
  return (
    <nav className="rb-pager" aria-label={label}>
      <button type="button" className="button button--outline button--small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('records.previous')}
      </button>
      <span className="rb-pager__text">{label}</span>
      <button type="button" className="button button--outline button--small" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
        {t('records.next')}
      </button>
    </nav>
  );
}

/** Valid bet, rate and rebate per game type. */
export function BreakdownTable({ lines, symbol, caption }: { lines: readonly RebateLine[]; symbol: string; caption: string }) {
  const { t } = useTranslation('rebates');
  return (
    <table className="rb-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('gameType')}</th>
          <th scope="col">{t('validBet')}</th>
          <th scope="col">{t('rate')}</th>
          <th scope="col">{t('rebate')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.gameType}>
            <th scope="row">{t(`gameType.${l.gameType}`, { ns: 'common', defaultValue: l.gameType })}</th>
            <td>{formatMoney(l.validBet, symbol)}</td>
            <td>{l.rate}%</td>
            <td className={l.rebate === '0.00' ? 'muted' : 'rb-gain'}>{formatMoney(l.rebate, symbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
