// "Get code": sends an SMS code once the mobile number is valid, then counts down to the
// platform's expiration time (polled every 500 ms) and comes back at 0.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmsCode } from '@/api/endpoints/sms-code';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { toast } from '@/ui/toast';
import { useSingleFlight } from '@/ui/use-single-flight';

export const SMS_POLL_MS = 500;

export interface SmsCodeButtonProps {
  mobileNo: string;
  countryDialingCode: string;
  purpose: 'register' | 'login' | 'reset';
  /** Checks the number first; returns an error key to show, or null. Without it, the merchant's login rule for mobile numbers. */
  validate?: () => string | null;
  onError: (key: string) => void;
}

export function remainingSeconds(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

export function SmsCodeButton({ mobileNo, countryDialingCode, purpose, validate, onError }: SmsCodeButtonProps) {
  const { t } = useTranslation('account');
  const mobileRule = useMerchant().login.rules.loginMobileNum.pattern;
  const check = validate ?? (() => (new RegExp(mobileRule).test(mobileNo) ? null : 'error.validMobile'));
  const send = useSmsCode();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const flight = useSingleFlight();

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const tick = () => {
      const s = remainingSeconds(expiresAt, Date.now());
      setLeft(s);
      if (s === 0) setExpiresAt(null);
    };
    tick();
    const id = window.setInterval(tick, SMS_POLL_MS);
    return () => window.clearInterval(id);
  }, [expiresAt]);

  const onClick = async () => {
    if (left > 0 || !flight.start()) return;
    const invalid = check();
    if (invalid) {
      flight.done();
      onError(invalid);
      return;
    }
    const dismiss = toast.loading(t('sms.sending'), 10_000);
    try {
      const answer = await send.mutateAsync({ mobileNo, countryDialingCode, purpose, botCheck: true });
      setExpiresAt(answer.expirationTime);
      toast.success(t('sms.sent'));
    } catch (error) {
      onError(errorMessageKey(error, 'send'));
    } finally {
      dismiss();
      flight.done();
    }
  };

  return left > 0 ? (
    <span className="sms-countdown" role="timer" aria-live="polite" aria-label={t('sms.countdown', { seconds: left })}>
      {t('sms.seconds', { seconds: left })}
    </span>
  ) : (
    <button type="button" className="link-button sms-button" onClick={() => void onClick()} disabled={send.isPending}>
      {t('sms.getCode')}
    </button>
  );
}
