// Forgotten password (/m/forget): by mail (a code sent to the account's email) or by SMS, as the
// merchant configures; then 'Password reset successful. Please log in again.'
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetMailCode, useResetPassword } from '@/api/endpoints/reset-password';
import { errorMessageKey } from '@/api/errors';
import { validatePasswordChange } from '@/engine/registration-form';
import { useMerchant } from '@/shell/config-context';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import { SmsCodeButton } from '@/features/account/sms-code-button';
import { FormError } from '@/features/account/form-error';
import { AccountTopBar } from '@/features/account/account-top-bar';
import { AccountFields, type AccountFieldSpec } from '@/features/account/account-fields';
import '@/features/account/account.css';
import { AccountTabs } from '@/features/account/account-tabs';
import { useForm } from '@/ui/use-form';
import { useGo } from '@/shell/route-link';

type Channel = 'mail' | 'sms';
type FormKey = 'username' | 'email' | 'code' | 'mobileNum' | 'newPassword' | 'confirm';

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

  const sendMail = async () => {
    if (!v.username.trim()) return setError('forget.enterUsername');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email.trim())) return setError('error.format.email');
    try {
      await mailCode.mutateAsync({ username: v.username.trim(), email: v.email.trim() });
      setMailSent(true);
      setError(null);
      toast.success(t('forget.mailSent'));
    } catch (err) {
      setError(errorMessageKey(err, 'send'));
    }
  };

  const submit = async () => {
    if (!v.code.trim()) return setError('error.rule.verificationCode');
    // The new password is one the member can log in with (the login's password rule).
    const invalid = validatePasswordChange({ next: v.newPassword, confirm: v.confirm, hasPendingPassword: true }, config);
    if (invalid) return setError(invalid.messageKey);
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
      toast.success(t('forget.done'));
      void go('login', { replace: true });
    } catch (err) {
      setError(errorMessageKey(err, 'send'));
    }
  };

  const contactFields: AccountFieldSpec<FormKey>[] =
    channel === 'mail'
      ? [
          { key: 'username', name: 'forget-username', label: t('field.username'), autoComplete: 'username' },
          {
            key: 'email',
            name: 'forget-email',
            label: t('field.email'),
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            addon: (
              <button type="button" className="link-button sms-button" onClick={() => void sendMail()} disabled={mailCode.isPending}>
                {mailSent ? t('forget.resend') : t('sms.getCode')}
              </button>
            ),
          },
        ]
      : [
          {
            key: 'mobileNum',
            name: 'forget-mobile',
            label: t('field.mobileNum'),
            type: 'tel',
            inputMode: 'tel',
            clean: (x: string) => x.replace(/\D/g, '').slice(0, 20),
            autoComplete: 'tel-national',
            maxLength: 20,
            addon: <SmsCodeButton mobileNo={v.mobileNum} countryDialingCode={dialCode} purpose="reset" onError={setError} />,
          },
        ];
  const codeFields: AccountFieldSpec<FormKey>[] = [
    {
      key: 'code',
      name: 'forget-code',
      label: t(channel === 'mail' ? 'field.emailCode' : 'field.verificationCode'),
      inputMode: 'numeric',
      clean: (x: string) => x.replace(/\D/g, '').slice(0, 10),
      autoComplete: 'one-time-code',
      maxLength: 10,
    },
    { key: 'newPassword', name: 'forget-new', label: t('field.newPassword'), type: 'password', autoComplete: 'new-password' },
    { key: 'confirm', name: 'forget-confirm', label: t('field.confirmNewPassword'), type: 'password', autoComplete: 'new-password' },
  ];

  return (
    <Page className="account-page">
      <AccountTopBar />
      <h1 className="account-title">{t('forget.title')}</h1>
      {channels.length > 1 ? (
        <AccountTabs
          tabs={channels.map((c) => ({ id: c, label: t(`forget.channel.${c}`) }))}
          current={channel}
          onChange={(c) => {
            setChannel(c);
            setError(null);
          }}
          label={t('forget.channels')}
        />
      ) : null}
      <form className="account-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        <AccountFields form={form} fields={[...contactFields, ...codeFields]} />
        <FormError error={form.errorOf(null)} />
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {t('forget.submit')}
        </button>
      </form>
    </Page>
  );
}
