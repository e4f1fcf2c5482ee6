// Checks the account handlers share: the request's merchant, SMS codes, captchas (random, single
// use, expiring), filled fields.
import type { MerchantConfig } from '@/config/schema';
import { fail, merchantOf, type Simulator } from '@/platform-sim/kernel';
import { CAPTCHA_TTL_MS, CAPTCHAS_KEPT, type AccountsState } from '@/platform-sim/areas/accounts/state';
import { checkCode } from '@/platform-sim/areas/accounts/lockout';
import { randomDigits, randomId } from '@/platform-sim/random';

export const merchantFor = (sim: Simulator, request: Request): MerchantConfig | Response => {
  const merchant = sim.merchant(merchantOf(request));
  return merchant ?? fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
};

/** A new password the member can log in with: the merchant's login password rule. */
export const loginPasswordOk = (merchant: MerchantConfig | undefined, password: string): boolean =>
  !merchant || new RegExp(merchant.login.rules.loginPassword.pattern).test(password);

/** Checks the SMS code sent to `mobile` (a wrong entry counts; the fifth spends it). Spend it with `spendCode` on success. */
export function checkSms(state: AccountsState, mobile: string, code: string | undefined, now: number): boolean {
  return checkCode(state.smsCodes, mobile, code, now);
}

/** A captcha answers once, right or wrong, and only until it expires. */
export function solveCaptcha(state: AccountsState, id: string | undefined, answer: string | undefined, now: number): boolean {
  if (!id || !answer) return false;
  const expected = state.captchas[id];
  delete state.captchas[id];
  return expected !== undefined && expected.expiresAt >= now && expected.answer === answer;
}

/** Opens a captcha: a random answer under a random id, kept until it expires (at most CAPTCHAS_KEPT at once). */
export function openCaptcha(state: AccountsState, now: number): { id: string; answer: string } {
  for (const [id, c] of Object.entries(state.captchas)) if (c.expiresAt < now) delete state.captchas[id];
  const open = Object.keys(state.captchas);
  // Ids in the order they were opened: the oldest go first.
  for (const id of open.slice(0, Math.max(0, open.length - CAPTCHAS_KEPT + 1))) delete state.captchas[id];
  const id = randomId('C');
  const answer = randomDigits(4);
  state.captchas[id] = { answer, expiresAt: now + CAPTCHA_TTL_MS };
  return { id, answer };
}

export const nonEmpty = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';
