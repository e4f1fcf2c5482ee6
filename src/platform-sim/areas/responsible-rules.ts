// The demo platform's responsible-gaming rules (the site shows what the platform answers and
// computes none of this): how long a break lasts, when a deposit limit's period starts and resets,
// and whether a limit change applies at once (lower) or after the waiting period (higher or
// removed). Pure, in UTC like the platform's reports.
import type { CoolOffPeriod, ExclusionPeriod } from '@/config/schema';
import { HOUR_MS as HOUR } from '@/engine/time';

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type BreakKind = 'coolOff' | 'selfExclusion';
export type BreakPeriod = CoolOffPeriod | ExclusionPeriod;

const DAY = 24 * HOUR;

function addMonths(from: number, months: number): number {
  const d = new Date(from);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  // The same day of the month, or the month's last day when it has fewer days (31 Aug + 6 months = 28/29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** When a break taken at `from` ends. */
export function breakEnd(period: BreakPeriod, from: number): number {
  switch (period) {
    case '24h':
      return from + DAY;
    case '7d':
      return from + 7 * DAY;
    case '30d':
      return from + 30 * DAY;
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
  }
}

/** Start of the limit's current period: the UTC day, the week from Monday, the calendar month. */
export function periodStart(period: LimitPeriod, now: number): number {
  const dayStart = Math.floor(now / DAY) * DAY;
  if (period === 'daily') return dayStart;
  if (period === 'weekly') {
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    return dayStart - weekday * DAY;
  }
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** When the limit's current period ends and the used amount starts again from zero. */
export function periodReset(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'daily') return start + DAY;
  if (period === 'weekly') return start + 7 * DAY;
  return addMonths(start, 1);
}

/**
 * Whether changing a limit applies at once: setting a first limit or lowering one protects the
 * member and applies now; raising or removing one waits (null = no limit).
 */
export function appliesAtOnce(current: number | null, next: number | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

export interface LimitState {
  readonly activeCents: number | null;
  readonly pending: { readonly cents: number | null; readonly effectiveAt: number } | null;
}

/** The limit in force at `now` (a pending change whose time has come is in force). */
export function limitInForce(state: LimitState | undefined, now: number): LimitState {
  if (!state) return { activeCents: null, pending: null };
  if (state.pending && state.pending.effectiveAt <= now) return { activeCents: state.pending.cents, pending: null };
  return state;
}

/** A change of limit requested at `now`, given the waiting period for raises. */
export function changeLimit(state: LimitState | undefined, next: number | null, now: number, raiseDelayMs: number): LimitState {
  const current = limitInForce(state, now);
  if (appliesAtOnce(current.activeCents, next)) return { activeCents: next, pending: null };
  return { activeCents: current.activeCents, pending: { cents: next, effectiveAt: now + raiseDelayMs } };
}

/** The first deposit limit an amount would break, or null when every limit allows it. */
export function brokenLimit(
  limits: Readonly<Partial<Record<LimitPeriod, LimitState>>>,
  usedCents: Readonly<Record<LimitPeriod, number>>,
  amountCents: number,
  now: number,
): { period: LimitPeriod; limitCents: number; usedCents: number; resetsAt: number } | null {
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(limits[period], now).activeCents;
    if (limit !== null && usedCents[period] + amountCents > limit) {
      return { period, limitCents: limit, usedCents: usedCents[period], resetsAt: periodReset(period, now) };
    }
  }
  return null;
}
