// The demo platform's rebate rule (the site shows the platform's figures and computes none). Pure
// arithmetic of the member's rebate: valid bets (integer centavos) per game type times the
// member's rate (integer basis points, 100 bp = 1%), each game type rounded down to the centavo,
// the claim total the sum of the game types. No floating point touches money.

/** Rates are at most 100% (10 000 basis points). */
export const RATE_BP_SCALE = 10_000;

/** `bp` basis points of `cents`, rounded down to the centavo, exactly (no floats, no overflow). */
export function rebateCents(cents: number, bp: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(bp) || cents <= 0 || bp <= 0) return 0;
  const whole = Math.floor(cents / RATE_BP_SCALE);
  const rest = cents % RATE_BP_SCALE;
  return whole * bp + Math.floor((rest * bp) / RATE_BP_SCALE);
}

export interface ValidBet {
  readonly gameType: string;
  /** The stake, in centavos (positive). */
  readonly cents: number;
}

export interface RebateLine {
  readonly gameType: string;
  readonly validBetCents: number;
  readonly rateBp: number;
  readonly rebateCents: number;
}

export interface ClaimableRebate {
  /** One line per game type that has a rate or a valid bet, in the order of `gameTypes`. */
  readonly lines: readonly RebateLine[];
  readonly validBetCents: number;
  readonly totalCents: number;
}

/**
 * The rebate a member can claim for `bets` at `rates` (bp per game type; a missing type is 0).
 * Bets of a type outside `gameTypes` are ignored (they earn no rebate).
 */
export function claimableRebate(bets: readonly ValidBet[], rates: Readonly<Record<string, number>>, gameTypes: readonly string[]): ClaimableRebate {
  const sums = new Map<string, number>(gameTypes.map((t) => [t, 0]));
  for (const b of bets) {
    if (!sums.has(b.gameType) || !Number.isSafeInteger(b.cents) || b.cents <= 0) continue;
    sums.set(b.gameType, (sums.get(b.gameType) ?? 0) + b.cents);
  }
  const lines: RebateLine[] = [];
  for (const gameType of gameTypes) {
    const validBetCents = sums.get(gameType) ?? 0;
    const rateBp = Math.max(0, Math.trunc(rates[gameType] ?? 0));
    if (validBetCents === 0 && rateBp === 0) continue;
    lines.push({ gameType, validBetCents, rateBp, rebateCents: rebateCents(validBetCents, rateBp) });
  }
  return {
    lines,
    validBetCents: lines.reduce((t, l) => t + l.validBetCents, 0),
    totalCents: lines.reduce((t, l) => t + l.rebateCents, 0),
  };
}

/** A claim is possible only for at least one centavo. */
export const canClaimRebate = (totalCents: number): boolean => Number.isSafeInteger(totalCents) && totalCents > 0;

/** 40 → "0.40" (percent, two decimals). */
export function formatRateBp(bp: number): string {
  const v = Math.max(0, Math.trunc(bp));
  return `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;
}
