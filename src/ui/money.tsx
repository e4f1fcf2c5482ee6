// Money as the platform sends it (a decimal string): currency symbol, thousands separators and
// two decimals, formatted on the string itself, never through floating point.
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui/icon-button';

const DECIMAL = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

/** Adds one to a string of digits ("099" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A whole count with thousands separators, as en-PH writes it (1234567 → "1,234,567"), without
 * Intl: a phone's first Intl.NumberFormat loads locale data for tens of milliseconds.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.trunc(n);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/** "1234567.5" → "1,234,567.50" (half-up rounding to two decimals); null when not a number. */
export function formatDecimal(value: string): string | null {
  const m = DECIMAL.exec(value);
  if (!m) return null;
  const sign = m[1] === '-' ? '-' : '';
  let int = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const frac = m[3] ?? '';
  if (!m[2] && !frac) return null;
  let cents = `${frac}00`.slice(0, 2);
  const next = frac.charAt(2);
  if (next !== '' && next >= '5') {
    const bumped = incrementDigits(`${int}${cents}`);
    int = bumped.slice(0, -2) || '0';
    cents = bumped.slice(-2);
  }
  const grouped = groupThousands(int);
  const isZero = /^0+$/.test(int) && cents === '00';
  return `${isZero ? '' : sign}${grouped}.${cents}`;
}

/** "₱1,234.50"; negative amounts as "-₱5.00". Unparseable input is shown as it came. */
export function formatMoney(value: string, symbol: string): string {
  const formatted = formatDecimal(value);
  if (formatted === null) return `${symbol}${value}`;
  return formatted.startsWith('-') ? `-${symbol}${formatted.slice(1)}` : `${symbol}${formatted}`;
}

export const MASKED_AMOUNT = '******';

export interface MoneyProps {
  /** Decimal string, e.g. "10000.00"; undefined while unknown (drawn as a placeholder of the masked amount's size). */
  value: string | undefined;
  symbol: string;
  /** Shown as asterisks. */
  hidden?: boolean;
  className?: string;
}

export function Money({ value, symbol, hidden, className }: MoneyProps) {
  const { t } = useTranslation();
  const classes = `money${className ? ` ${className}` : ''}`;
  if (hidden) {
    return (
      <span className={classes} data-masked="true">
        {`${symbol}${MASKED_AMOUNT}`}
      </span>
    );
  }
  // Still loading: a shimmer the size of the masked amount, so that loading is not read as a
  // balance the member chose to hide, and nothing moves when the figure arrives.
  if (value === undefined) {
    return (
      <span className={`${classes} money--loading skeleton`} aria-busy="true">
        <span aria-hidden="true">{`${symbol}${MASKED_AMOUNT}`}</span>
        <span className="visually-hidden">{t('app.loading')}</span>
      </span>
    );
  }
  return <span className={classes}>{formatMoney(value, symbol)}</span>;
}

export interface BalanceProps {
  value: string | undefined;
  symbol: string;
  hidden: boolean;
  onToggleHidden?: () => void;
  /** Refresh the balance; the amount is masked while `refreshing`. */
  onRefresh?: () => void;
  refreshing?: boolean;
  className?: string;
}

/** The wallet balance display of the spec: hide toggle and refresh (masked while refreshing). */
/** The refresh of a Balance from the query that loads it: `<Balance … {...refreshFrom(query)} />`. */
export const refreshFrom = (query: { isFetching: boolean; refetch: () => unknown }) => ({
  refreshing: query.isFetching,
  onRefresh: () => void query.refetch(),
});

export function Balance({ value, symbol, hidden, onToggleHidden, onRefresh, refreshing, className }: BalanceProps) {
  const { t } = useTranslation();
  return (
    <span className={`balance${className ? ` ${className}` : ''}`}>
      {/* Masked while a known balance refreshes (the spec); the first load is the loading placeholder. */}
      <Money value={value} symbol={symbol} hidden={hidden || (refreshing === true && value !== undefined)} />
      {onToggleHidden ? (
        <IconButton icon={hidden ? 'eyeOff' : 'eye'} label={hidden ? t('balance.show') : t('balance.hide')} onClick={onToggleHidden} className="balance__btn" />
      ) : null}
      {onRefresh ? (
        <IconButton
          icon="refresh"
          label={t('balance.refresh')}
          onClick={onRefresh}
          disabled={refreshing}
          className={`balance__btn${refreshing ? ' is-spinning' : ''}`}
        />
      ) : null}
    </span>
  );
}
