// Attempt limits of the demo platform, as a real platform keeps them: after LOCK_AFTER_FAILURES
// wrong passwords in a row an account is locked for LOCK_MS, and so is a payment password; a
// one-time code (SMS, mail) allows CODE_TRIES wrong entries, then it is spent. A lock is checked
// before the password, so a locked account answers the same to a right and a wrong one.
import { fail, type Simulator } from '@/platform-sim/kernel';
import { accountsSlice, CODE_TRIES, LOCK_AFTER_FAILURES, LOCK_MS, type FailureRecord, type SentCode } from '@/platform-sim/areas/accounts/state';

type Failures = Record<string, FailureRecord>;

/** When the lock on `key` ends, or null when there is none (a lock that has run out is lifted). */
export function lockedUntil(table: Failures, key: string, now: number): number | null {
  const record = table[key];
  if (!record?.lockedUntil) return null;
  if (record.lockedUntil > now) return record.lockedUntil;
  delete table[key];
  return null;
}

/**
 * Counts a wrong try of `key`; answers the end of the lock when this try locked it, else how many
 * tries are left. Tries further apart than LOCK_MS start the count again.
 */
export function recordFailure(table: Failures, key: string, now: number): { lockedUntil: number } | { triesLeft: number } {
  prune(table, now);
  const before = table[key];
  const count = before && now - before.lastAt < LOCK_MS ? before.count + 1 : 1;
  if (count >= LOCK_AFTER_FAILURES) {
    const until = now + LOCK_MS;
    table[key] = { count: 0, lastAt: now, lockedUntil: until };
    return { lockedUntil: until };
  }
  table[key] = { count, lastAt: now, lockedUntil: null };
  return { triesLeft: LOCK_AFTER_FAILURES - count };
}

/** A right password: the count starts again. */
export function clearFailures(table: Failures, key: string): void {
  delete table[key];
}

/** Drops records that no longer count (no lock in force, last try long ago): the table stays small. */
function prune(table: Failures, now: number): void {
  for (const [key, r] of Object.entries(table)) {
    if ((r.lockedUntil === null || r.lockedUntil <= now) && now - r.lastAt >= LOCK_MS) delete table[key];
  }
}

const iso = (at: number) => new Date(at).toISOString();

/** The refusal of a locked account: until when, in `value.until` (epoch ms) and in the message. */
export const accountLocked = (until: number) => fail('ACCOUNT_LOCKED', `Too many wrong passwords: this account is locked until ${iso(until)}`, { until });

/** The refusal of a locked payment password. */
export const paymentPasswordLocked = (until: number) =>
  fail('PAYMENT_PASSWORD_LOCKED', `Too many wrong payment passwords: the payment password is locked until ${iso(until)}`, { until });

/**
 * Checks a payment password, last of all the checks of a money call (so that an amount or a
 * balance refused earlier never tells a right password from a wrong one). Answers the refusal —
 * locked, or wrong with the tries left — or null when it is right.
 */
export function checkPaymentPassword(sim: Simulator, merchantCode: string, userName: string, given: unknown, field?: string): Response | null {
  return sim.mutate(merchantCode, accountsSlice, (s) => {
    const now = sim.now();
    const table = s.paymentFailures;
    const locked = lockedUntil(table, userName, now);
    if (locked !== null) return paymentPasswordLocked(locked);
    const expected = s.accounts[userName]?.paymentPassword ?? null;
    if (expected !== null && typeof given === 'string' && given === expected) {
      clearFailures(table, userName);
      return null;
    }
    const counted = recordFailure(table, userName, now);
    if ('lockedUntil' in counted) return paymentPasswordLocked(counted.lockedUntil);
    return fail('WRONG_PAYMENT_PASSWORD', 'The payment password is incorrect', { ...(field ? { field } : {}), triesLeft: counted.triesLeft });
  });
}

/**
 * Checks a one-time code sent to `key`. A wrong entry counts; the CODE_TRIES-th wrong one spends
 * the code, as does its expiry. A right one leaves it for the caller to spend (`spendCode`) once
 * the whole call succeeds.
 */
export function checkCode(codes: Record<string, SentCode>, key: string, given: string | undefined, now: number): boolean {
  const entry = codes[key];
  if (!entry) return false;
  if (entry.expiresAt < now) {
    delete codes[key];
    return false;
  }
  if (typeof given === 'string' && given !== '' && entry.code === given) return true;
  entry.tries = (entry.tries ?? 0) + 1;
  if (entry.tries >= CODE_TRIES) delete codes[key];
  return false;
}

/** A code that did its work is gone: it opens nothing a second time. */
export function spendCode(codes: Record<string, SentCode>, key: string): void {
  delete codes[key];
}
