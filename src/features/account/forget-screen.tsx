// Forgotten password (/m/forget): by mail (a code sent to the account's email) or by SMS, as the
// merchant configures; then 'Password reset successful. Please log in again.'
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetMailCode, useResetPassword } from '@/api/endpoints/reset-password';
import { errorMessageKey } from '@/api/errors';
import { useMerchant } from '@/shell/config-context';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import { SmsCodeButton } from '@/features/account/sms-code-button';
import { FormError } from '@/features/account/form-error';
import { AccountTopBar } from '@/features/account/account-top-bar';
import '@/features/account/account.css';
import { Field } from '@/ui/input-field';
import { TabStrip } from '@/ui/tab-strip';
import { useForm } from '@/ui/use-form';
import { useGo } from '@/shell/route-link';

type Channel = 'mail' | 'sms';

export default function ForgetScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const go = useGo();
  const channels = (['mail', 'sms'] as const).filter((c) => config.login.forgotPassword[c]);
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'mail');
  const form = useForm({ username: '', email: '', code: '', mobileNum: '', newPassword: '', confirm: '' });
  const v = form.values;
  const setError = (key: string | null) => form.setError(key ? { field: null, message: key } : null);
  const [mailSent, setMailSent] = useState(false);
  const reset = useResetPassword();
  const mailCode = useResetMailCode();
  const dialCode = config.registration.defaultDialingCode;
  const set = (k: keyof typeof v) => (value: string) => form.set(k, value);

  const sendMail = async () => {
    if (!v.username.trim() || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email.trim())) {
      setError('error.format.email');
      return;
    }
    try {
      await mailCode.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
      setMailSent(true);
      setError(null);
      toast.success(t('forget.mailSent'));
    } catch (err) {
      setError(errorMessageKey(err));
    }
  };

  const submit = async () => {
    if (!v.newPassword) return setError('error.enterPassword');
    if (v.newPassword !== v.confirm) return setError('error.confirmMismatch');
    if (!v.code.trim()) return setError('error.rule.verificationCode');
    try {
      await reset.mutateAsync(
        channel === 'mail'
          ? { channel, username: v.username.trim(), email: v.email.trim(), mailCode: v.code.trim(), newPassword: v.newPassword, confirmNewPassword: v.confirm }
          : {
              channel,
              mobileNum: v.mobileNum,
              countryDialingCode: dialCode,
              verificationCode: v.code.trim(),
              newPassword: v.newPassword,
              confirmNewPassword: v.confirm,
            },
      );
      toast.success(t('forget.done'), 2000);
      void go('login', { replace: true });
    } catch (err) {
      setError(errorMessageKey(err));
    }
  };

  return (
    <Page className="account-page">
      <AccountTopBar />
      <h1 className="account-title">{t('forget.title')}</h1>
      {channels.length > 1 ? (
        <TabStrip
          tabs={channels.map((c) => ({ id: c, label: t(`forget.channel.${c}`) }))}
          current={channel}
          onChange={(c) => {
            setChannel(c);
            setError(null);
          }}
          label={t('forget.channels')}
          className="account-tabs"
          tabClassName="account-tab"
          activeClassName="account-tab--active"
        />
      ) : null}
      <form className="account-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        {channel === 'mail' ? (
          <>
            <Field name="forget-username" label={t('field.username')} value={v.username} onChange={set('username')} autoComplete="username" />
            <Field
              name="forget-email"
              label={t('field.email')}
              type="email"
              inputMode="email"
              value={v.email}
              onChange={set('email')}
              autoComplete="email"
              addon={
                <button type="button" className="link-button sms-button" onClick={() => void sendMail()} disabled={mailCode.isPending}>
                  {mailSent ? t('forget.resend') : t('sms.getCode')}
                </button>
              }
            />
          </>
        ) : (
          <Field
            name="forget-mobile"
            label={t('field.mobileNum')}
            type="tel"
            inputMode="tel"
            value={v.mobileNum}
            onChange={(x) => set('mobileNum')(x.replace(/\D/g, '').slice(0, 20))}
            autoComplete="tel-national"
            maxLength={20}
            addon={
              <SmsCodeButton
                mobileNo={v.mobileNum}
                countryDialingCode={dialCode}
                purpose="reset"
                validate={() => (new RegExp(config.login.rules.loginMobileNum.pattern).test(v.mobileNum) ? null : 'error.validMobile')}
                onError={setError}
              />
            }
          />
        )}
        <Field
          name="forget-code"
          label={t(channel === 'mail' ? 'field.emailCode' : 'field.verificationCode')}
          inputMode="numeric"
          value={v.code}
          onChange={(x) => set('code')(x.replace(/\D/g, '').slice(0, 10))}
          autoComplete="one-time-code"
          maxLength={10}
        />
        <Field
          name="forget-new"
          label={t('field.newPassword')}
          type="password"
          value={v.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
        />
        <Field
          name="forget-confirm"
          label={t('field.confirmNewPassword')}
          type="password"
          value={v.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
        />
        <FormError error={form.errorOf(null)} />
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {t('forget.submit')}
        </button>
      </form>
    </Page>
  );
}
