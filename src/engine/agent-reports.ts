// Pure arithmetic of the agent reports: rebate rates (percent with two decimals, kept as integer
// basis points), shares of integer centavo amounts, the game type of a bet, contract tiers, and
// the days and semi-monthly periods of a date range. No floating point touches money.
import { DAY_MS as DAY } from '@/engine/time';

/** Game types a rebate rate is set for (ESPORTS and COCKFIGHT count as SPORTS, as in the lobby). */
export const REBATE_GAME_TYPES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
export type RebateGameType = (typeof REBATE_GAME_TYPES)[number];

/** Rates are at most 100% (10 000 basis points). */
export const MAX_RATE_BP = 10_000;

const RATE = /^\s*(\d{1,3})(?:\.(\d{0,2}))?\s*$/;

/** "1.2" → 120 basis points; null for anything that is not 0–100 with at most two decimals. */
export function parseRate(text: string): number | null {
  const m = RATE.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number(`${m[2] ?? ''}00`.slice(0, 2));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** 120 → "1.20" (percent, two decimals). */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** bp basis points of an amount in centavos, rounded down to the centavo, exactly. */
export function shareCents(amountCents: number, bp: number): number {
  if (amountCents <= 0 || bp <= 0) return 0;
  const whole = Math.floor(amountCents / MAX_RATE_BP);
  const rest = amountCents % MAX_RATE_BP;
  return whole * bp + Math.floor((rest * bp) / MAX_RATE_BP);
}

/** "123.45" → 12345 centavos; null when malformed. */
export function centsOf(money: string): number | null {
  const m = /^(-)?(\d+)\.(\d{2})$/.exec(money);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -cents : cents;
}

const TYPE_ALIASES: Readonly<Record<string, RebateGameType>> = { ESPORTS: 'SPORTS', COCKFIGHT: 'SPORTS', JL: 'RNG' };

/**
 * The game type of a bet: a ledger reference that starts with a type ("LIVE:…", "RNG-…") names
 * it; otherwise the type is derived from the entry's identity (stable, spread over the types),
 * for bets recorded without one.
 */
export function gameTypeOfBet(ref: string, identity: string): RebateGameType {
  const prefix = /^([A-Z]+)[:\-/]/.exec(ref)?.[1] ?? '';
  const named = TYPE_ALIASES[prefix] ?? REBATE_GAME_TYPES.find((t) => t === prefix);
  if (named) return named;
  let h = 0;
  for (const ch of identity) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return REBATE_GAME_TYPES[h % REBATE_GAME_TYPES.length] ?? 'RNG';
}

export interface Tier {
  /** Volume (centavos) the team must reach. */
  thresholdCents: number;
  /** Active (betting) members the team must have. */
  activeMembers: number;
}

/** Index of the highest tier both the volume and the active members reach, or -1. */
export function reachedTier(tiers: readonly Tier[], volumeCents: number, activeMembers: number): number {
  let best = -1;
  tiers.forEach((t, i) => {
    if (volumeCents >= t.thresholdCents && activeMembers >= t.activeMembers && (best < 0 || t.thresholdCents >= (tiers[best]?.thresholdCents ?? 0))) best = i;
  });
  return best;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Longest range a day-by-day report covers. */
export const MAX_REPORT_DAYS = 92;

/** The days of a range, newest first (at most MAX_REPORT_DAYS, counted back from the end). */
export function daysOf(startDate: string, endDate: string): string[] {
  if (!ISO.test(startDate) || !ISO.test(endDate)) return [];
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const out: string[] = [];
  for (let d = end; d >= start && out.length < MAX_REPORT_DAYS; d -= DAY) out.push(isoOf(d));
  return out;
}

export interface Period {
  /** "2026-11-01~2026-11-15" */
  id: string;
  startDate: string;
  endDate: string;
}

/** The half-month period (1–15, 16–end of month) a day falls in. */
export function periodOf(date: string): Period {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const first = d <= 15;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  const startDate = `${y}-${mm}-${first ? '01' : '16'}`;
  const endDate = `${y}-${mm}-${first ? '15' : String(lastDay)}`;
  return { id: `${startDate}~${endDate}`, startDate, endDate };
}

/** The whole half-month periods that overlap a range, newest first (at most 24). */
export function periodsOf(startDate: string, endDate: string): Period[] {
  if (!ISO.test(startDate) || !ISO.test(endDate) || startDate > endDate) return [];
  const out: Period[] = [];
  let p = periodOf(endDate);
  while (p.endDate >= startDate && out.length < 24) {
    out.push(p);
    p = periodOf(isoOf(Date.parse(`${p.startDate}T00:00:00Z`) - DAY));
  }
  return out;
}
