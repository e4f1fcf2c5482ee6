// Integer-centavo helpers of the jackpot page: the pool arrives as a decimal string and is shown
// growing; no floating point touches money.

/** "1250000.37" → 125000037 (centavos); null when not a decimal of at most two places. */
export function centsOf(decimal: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 125000037 → "1250000.37". */
export function decimalOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The tiers of a pool, in centavos: Grand 60%, Major 25%, Minor 10%, Mini 5% (rounded down; Grand takes the rest). */
export function poolTiers(cents: number): { grand: number; major: number; minor: number; mini: number } {
  const major = Math.floor((cents * 25) / 100);
  const minor = Math.floor((cents * 10) / 100);
  const mini = Math.floor((cents * 5) / 100);
  return { grand: cents - major - minor - mini, major, minor, mini };
}
