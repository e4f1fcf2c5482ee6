// Money rules of the wallet screens, in integer centavos (never floating point): parsing what a
// member types, the deposit and withdrawal checks, and their error keys (wallet namespace).

/** "500", "500.5", "1,500.50" → centavos; null when it is not an amount with at most 2 decimals. */
export function toCents(input: string): number | null {
  const m = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?\s*$/.exec(input);
  if (!m) return null;
  const whole = Number((m[1] ?? '').replaceAll(',', ''));
  const frac = Number(`${m[2] ?? ''}00`.slice(0, 2));
  const cents = whole * 100 + frac;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Centavos → the platform's decimal string ("500.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type AmountError = 'amountRequired' | 'amountFormat' | 'amountPositive' | 'belowMin' | 'aboveMax';

export interface Limits {
  readonly minCents: number;
  readonly maxCents: number;
}

export type AmountCheck = { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly error: AmountError };

/** The amount a member typed against a channel's limits. */
export function checkAmount(input: string, limits: Limits): AmountCheck {
  if (input.trim() === '') return { ok: false, error: 'amountRequired' };
  const cents = toCents(input);
  if (cents === null) return { ok: false, error: 'amountFormat' };
  if (cents <= 0) return { ok: false, error: 'amountPositive' };
  if (cents < limits.minCents) return { ok: false, error: 'belowMin' };
  if (cents > limits.maxCents) return { ok: false, error: 'aboveMax' };
  return { ok: true, cents };
}

export type WithdrawalError = AmountError | 'noAccount' | 'noTimesLeft' | 'aboveWithdrawable' | 'paymentPasswordRequired' | 'paymentPasswordFormat';

export interface WithdrawalInput {
  readonly amount: string;
  readonly accountId: string | null;
  readonly paymentPassword: string;
  readonly limits: Limits;
  readonly withdrawableCents: number;
  readonly timesLeft: number;
}

/** Payment passwords are 6 digits. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

/** The first problem of a withdrawal form, in the order a member fixes them; null when it can be sent. */
export function checkWithdrawal(input: WithdrawalInput): { error: WithdrawalError } | { cents: number } {
  if (input.timesLeft <= 0) return { error: 'noTimesLeft' };
  if (!input.accountId) return { error: 'noAccount' };
  const amount = checkAmount(input.amount, input.limits);
  if (!amount.ok) return { error: amount.error };
  if (amount.cents > input.withdrawableCents) return { error: 'aboveWithdrawable' };
  if (input.paymentPassword === '') return { error: 'paymentPasswordRequired' };
  if (!PAYMENT_PASSWORD.test(input.paymentPassword)) return { error: 'paymentPasswordFormat' };
  return { cents: amount.cents };
}

/** A masked account number for lists: "•••• 4567". */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}
