// Change password (/m/changePsw): the old password only when no pending (first-login or
// expired) password is held; new ≠ old; 'Change saved' for 1 s, then home. The screen has no
// header (the spec: no back button); a member who came to change it by choice has Cancel, back
// to where they came from. A first-login or expired password has to be replaced: no Cancel.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useChangePassword } from '@/api/endpoints/change-password';
import { errorMessageKey } from '@/api/errors';
import { validatePasswordChange } from '@/engine/registration-form';
import { useMerchant } from '@/shell/config-context';
import { pendingPasswordReplaced, sessionStore } from '@/state/session';
import { Dialog } from '@/ui/dialog';
import { Page } from '@/ui/page';
import { toast } from '@/ui/toast';
import { hasRememberedLogin, readRememberedLogin, saveRememberedLogin } from '@/features/account/remembered-login';
import { FormError } from '@/features/account/form-error';
import { AccountFields } from '@/features/account/account-fields';
import { useForm } from '@/ui/use-form';
import '@/features/account/account.css';
import { href } from '@/engine/routes';
import { useGo } from '@/shell/route-link';
import { useGoBack } from '@/shell/header-back-button';

export const CHANGE_SAVED_MS = 1000;

/** What the three password fields share. */
const PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;

export default function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const go = useGo();
  const goBack = useGoBack();
  const change = useChangePassword();
  const form = useForm({ old: '', next: '', confirm: '' });
  const { old, next, confirm: confirmValue } = form.values;
  const { error, setError, fail } = form;
  const [alert, setAlert] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const oldRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const refs = { old: oldRef, next: nextRef, confirm: confirmRef };

  if (!session.info) return <Navigate to={href('home')} replace />;
  if (changed) {
    return (
      <Page className="account-page">
        <div className="account-done" role="status">
          <h1 className="account-title">{t('password.title')}</h1>
          <p>{t('password.changed')}</p>
        </div>
      </Page>
    );
  }
  const pendingPassword = session.pendingPassword;

  const submit = async () => {
    const invalid = validatePasswordChange({ old: pendingPassword ? null : old, next, confirm: confirmValue, hasPendingPassword: pendingPassword }, config);
    if (invalid) {
      if (invalid.messageKey === 'error.samePassword') setAlert(invalid.messageKey);
      else fail(invalid.field, invalid.messageKey);
      refs[invalid.field as keyof typeof refs]?.current?.focus();
      return;
    }
    setError(null);
    const dismiss = toast.loading(t('pleaseWait'), 10_000);
    try {
      await change.mutateAsync({ ...(pendingPassword ? {} : { oldPassword: old }), newPassword: next, confirmNewPassword: confirmValue });
      pendingPasswordReplaced();
      if (hasRememberedLogin(config.code)) {
        const saved = await readRememberedLogin(config.code);
        if (saved && saved.username === session.info?.userName) await saveRememberedLogin(config.code, { ...saved, password: next });
      }
      dismiss();
      setChanged(true);
      toast.success(t('password.saved'), CHANGE_SAVED_MS);
      window.setTimeout(() => void go('home', { replace: true }), CHANGE_SAVED_MS);
    } catch (err) {
      dismiss();
      const key = errorMessageKey(err, 'send');
      if (key === 'error.samePassword') setAlert(key);
      else fail(null, key);
    }
  };

  return (
    <Page className="account-page">
      <h1 className="account-title">{t('password.title')}</h1>
      {pendingPassword ? <p className="muted">{t('password.pendingHint')}</p> : null}
      <form className="account-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        <AccountFields
          form={form}
          onChange={(key, v) => {
            form.set(key, v);
            if (key === 'confirm' && error?.field === 'confirm') setError(null);
          }}
          fields={[
            !pendingPassword && { key: 'old', ref: oldRef, name: 'old-password', label: t('field.oldPassword'), ...PASSWORD, autoComplete: 'current-password' },
            { key: 'next', ref: nextRef, name: 'new-password', label: t('field.newPassword'), ...PASSWORD },
            { key: 'confirm', ref: confirmRef, name: 'confirm-new-password', label: t('field.confirmNewPassword'), ...PASSWORD },
          ]}
        />
        <FormError error={form.errorOf(null)} />
        <button type="submit" className="button button--primary button--block" disabled={change.isPending}>
          {t('password.submit')}
        </button>
        {pendingPassword ? null : (
          <button type="button" className="button button--ghost button--block" onClick={goBack} disabled={change.isPending}>
            {t('common:action.cancel')}
          </button>
        )}
      </form>
      <Dialog
        open={alert !== null}
        title={t('password.title')}
        onClose={() => setAlert(null)}
        actions={
          <button type="button" className="button button--primary" onClick={() => setAlert(null)}>
            {t('ok')}
          </button>
        }
      >
        <p role="alert">{alert ? t(alert, { ns: ['account', 'common'] }) : null}</p>
      </Dialog>
    </Page>
  );
}
