// Checks the account handlers share: the request's merchant, SMS codes, captchas, filled fields.
import type { MerchantConfig } from '@/config/schema';
import { fail, merchantOf, type Simulator } from '@/platform-sim/kernel';
import type { AccountsState } from '@/platform-sim/areas/accounts/state';

export const merchantFor = (sim: Simulator, request: Request): MerchantConfig | Response => {
  const merchant = sim.merchant(merchantOf(request));
  return merchant ?? fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
};

export function checkSms(state: AccountsState, mobile: string, code: string | undefined, now: number): boolean {
  const entry = state.smsCodes[mobile];
  return Boolean(entry && code && entry.code === code && entry.expiresAt >= now);
}

export function solveCaptcha(state: AccountsState, id: string | undefined, answer: string | undefined): boolean {
  if (!id || !answer) return false;
  const expected = state.captchas[id];
  delete state.captchas[id];
  return expected !== undefined && expected === answer;
}

export const nonEmpty = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';
