// Issue 30, item 13: every new refusal of the platform is a clear message in all five languages
// (EN, TY, CN, TH, VI), its own text in each, and a lock's message says until when.
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, errorMessageKey, PlatformError, type PlatformCode } from '@/api/errors';
import { LANGUAGE_CODES } from '@/config/schema';
import { formatLocal } from '@/engine/time';
import { readLocale } from '@/i18n/backend';
import { initI18n } from '@/i18n/setup';

/** The refusals the platform server gained (issue 30), with the English the site shows. */
const NEW_REFUSALS: Record<PlatformCode & ('ACCOUNT_LOCKED' | 'PAYMENT_PASSWORD_LOCKED' | 'SESSION_EXPIRED' | 'SMS_LOGIN_OFF' | 'TURNOVER_NOT_MET'), string> = {
  ACCOUNT_LOCKED: 'Too many wrong passwords: this account is locked for a while. Please try again later.',
  PAYMENT_PASSWORD_LOCKED: 'Too many wrong payment passwords: the payment password is locked for a while. Please try again later.',
  SESSION_EXPIRED: 'Your session has expired, please log in again',
  SMS_LOGIN_OFF: 'SMS login is not available. Please log in with your username and password.',
  TURNOVER_NOT_MET: 'Part of this amount must still be bet before it can leave your wallet',
};
const UNTIL = Date.UTC(2026, 10, 24, 12, 15, 0);

const refusal = (code: PlatformCode, details: Record<string, unknown> = {}) =>
  new PlatformError(code === 'SESSION_EXPIRED' ? 'session' : 'rejected', { code, details });

describe('the new refusals', () => {
  it.each([...LANGUAGE_CODES])('are clear messages in %s, each its own text', async (lang) => {
    const i18n = await initI18n(lang);
    const t = i18n.getFixedT(lang, 'common');
    const texts = new Set<string>();
    for (const code of Object.keys(NEW_REFUSALS) as (keyof typeof NEW_REFUSALS)[]) {
      const key = errorMessageKey(refusal(code), 'send');
      const text = t(key);
      expect(text, `${lang} ${code}`).toBeTruthy();
      expect(text, `${lang} ${code}`).not.toBe(key);
      texts.add(text);
    }
    expect(texts.size).toBe(Object.keys(NEW_REFUSALS).length);
    // A lock says until when, on the device's clock.
    for (const code of ['ACCOUNT_LOCKED', 'PAYMENT_PASSWORD_LOCKED'] as const) {
      const { key, values } = errorMessage(refusal(code, { until: UNTIL }));
      expect(key).toMatch(/LockedUntil$/);
      const text = t(key, values);
      expect(text, `${lang} ${code}`).toContain(formatLocal(UNTIL));
      expect(text).not.toContain('{{');
    }
  });

  it('say in English what the platform means', async () => {
    const i18n = await initI18n('EN');
    const t = i18n.getFixedT('EN', 'common');
    for (const [code, text] of Object.entries(NEW_REFUSALS)) expect(t(errorMessageKey(refusal(code as PlatformCode), 'send'))).toBe(text);
    expect(t(errorMessage(refusal('ACCOUNT_LOCKED', { until: UNTIL })).key, errorMessage(refusal('ACCOUNT_LOCKED', { until: UNTIL })).values)).toBe(
      `Too many wrong passwords: this account is locked until ${formatLocal(UNTIL)}.`,
    );
    // On a phone in Manila (UTC+8), 12:15 UTC is 20:15.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    expect(t('error.server.accountLockedUntil', errorMessage(refusal('ACCOUNT_LOCKED', { until: UNTIL })).values)).toBe(
      'Too many wrong passwords: this account is locked until 24/11/2026 20:15.',
    );
    // So does the end of a break (self-exclusion) on login: it was written in UTC, 8 hours early there.
    const onBreak = errorMessage(refusal('EXCLUDED', { until: UNTIL }));
    expect(t(onBreak.key, onBreak.values)).toBe('Your account is on a break until 24/11/2026 20:15. You cannot log in before then.');
    // Without an end, the message needs none.
    expect(errorMessage(refusal('ACCOUNT_LOCKED'))).toEqual({ key: 'error.server.accountLocked' });
  });

  it('are translated in every language other than English, not English copies', async () => {
    const en = (await readLocale('EN', 'common')) as { error: { server: Record<string, string> } };
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'EN')) {
      const other = (await readLocale(lang, 'common')) as { error: { server: Record<string, string> } };
      for (const key of [
        'sessionExpired',
        'accountLocked',
        'accountLockedUntil',
        'paymentPasswordLocked',
        'paymentPasswordLockedUntil',
        'smsLoginOff',
        'turnoverNotMet',
      ]) {
        expect(other.error.server[key], `${lang} ${key}`).toBeTruthy();
        expect(other.error.server[key], `${lang} ${key}`).not.toBe(en.error.server[key]);
      }
    }
  });
});
