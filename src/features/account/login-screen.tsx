// Login (/m/login, /login): username + password, and the SMS-code tab where the merchant turns it
// on; remember password; the captcha only after a failure whose answer asks for it; the named
// rule sets; back to the page that sent the visitor here.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '@/api/endpoints/login';
import { useCaptcha } from '@/api/endpoints/captcha';
import { errorMessage, isPlatformError } from '@/api/errors';
import { classifyUrl } from '@/config/url-gate';
import { FRAME_PATH } from '@/engine/game-launch';
import { HOME_PATH } from '@/engine/tap';
import { loginMethods, validateLogin, type LoginMethod } from '@/engine/registration-form';
import { useMerchant } from '@/shell/config-context';
import { deviceId } from '@/shell/device-id';
import { beginSession } from '@/features/account/login-session';
import { clearSessionEnd, sessionEnd } from '@/state/session-end';
import { Page } from '@/ui/page';
import { CaptchaInput } from '@/features/account/captcha-input';
import { SmsCodeButton } from '@/features/account/sms-code-button';
import { readRememberedLogin, saveRememberedLogin, forgetRememberedLogin, hasRememberedLogin } from '@/features/account/remembered-login';
import { DialCodeSelect } from '@/features/account/dial-code-select';
import { FormError, useErrorText, type ErrorKey } from '@/features/account/form-error';
import { AccountTopBar } from '@/features/account/account-top-bar';
import { AccountFields } from '@/features/account/account-fields';
import { SocialButtons } from '@/features/account/social-buttons';
import '@/features/account/account.css';
import { AccountTabs } from '@/features/account/account-tabs';
import { useForm } from '@/ui/use-form';
import { RouteLink } from '@/shell/route-link';
import { href } from '@/engine/routes';

/** Pages a login never leads back into: login itself, and the embedded frame (whatever it frames). */
const NO_REDIRECT_INTO: readonly string[] = [href('login'), FRAME_PATH];

/**
 * Where to go after login: an in-app path only, decided by the URL gate (parsed against the
 * page's origin, so `/\evil.example`, `//evil.example` and encoded tricks are refused), never
 * back into login or a frame; otherwise home.
 */
export function safeRedirect(target: string | null, origin: string = window.location.origin): string {
  const verdict = classifyUrl(target, origin);
  if (verdict.kind !== 'inApp') return HOME_PATH;
  // The router matches paths case-insensitively and with a trailing slash.
  const pathname = new URL(verdict.path, origin).pathname.replace(/\/+$/, '').toLowerCase();
  return NO_REDIRECT_INTO.some((p) => pathname === p.toLowerCase()) ? HOME_PATH : verdict.path;
}

type Values = { username: string; password: string; mobileNum: string; verificationCode: string; captcha: string };
const SESSION_EXPIRED_NOTICE: ErrorKey = { key: 'error.server.sessionExpired' };

const EMPTY: Values = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

export default function LoginScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const methods = loginMethods(config);
  const [method, setMethod] = useState<LoginMethod>('username');
  // Sent here because the platform ended the session (it expired): said until another message
  // replaces it, with the member's user name filled in (src/app/session-gone.ts).
  const [ended] = useState(sessionEnd);
  useEffect(clearSessionEnd, []);
  const form = useForm<Values, ErrorKey>(() => ({ ...EMPTY, username: params.get('username') ?? ended?.userName ?? '' }));
  const { values, setValues, error, setError, fail } = form;
  const errorText = useErrorText();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [remember, setRemember] = useState(() => hasRememberedLogin(config.code));
  const [dialCode, setDialCode] = useState(config.registration.defaultDialingCode);
  const captcha = useCaptcha('login', captchaNonce, captchaShown);
  const login = useLogin();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mobileNumRef = useRef<HTMLInputElement>(null);
  const verificationCodeRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const refs = { username: usernameRef, password: passwordRef, mobileNum: mobileNumRef, verificationCode: verificationCodeRef, captcha: captchaRef };

  // Remembered credentials are (re-)read when the method changes.
  useEffect(() => {
    let alive = true;
    if (!config.login.rememberPassword) return undefined;
    void readRememberedLogin(config.code).then((saved) => {
      if (!alive || !saved || saved.type !== method) return;
      setValues((v) => ({ ...v, username: saved.username, password: saved.password }));
      setDialCode(saved.countryDialingCode);
    });
    return () => {
      alive = false;
    };
  }, [config.code, config.login.rememberPassword, method, setValues]);

  const set = (key: keyof Values) => (v: string) => {
    form.set(key, v);
    if (error?.field === key) setError(null);
  };

  const switchMethod = (next: LoginMethod) => {
    setMethod(next);
    setError(null);
    if (captchaShown) setCaptchaNonce((n) => n + 1);
  };

  const submit = async () => {
    const invalid = validateLogin(config, method, values, { captchaShown });
    if (invalid) {
      fail(invalid.field, { key: invalid.messageKey });
      refs[invalid.field as keyof Values]?.current?.focus();
      return;
    }
    setError(null);
    try {
      const common = {
        ...(captchaShown ? { captcha: values.captcha, captchaId: captcha.data?.id } : {}),
        accountKind: 'member',
        deviceId: deviceId(),
        remember,
        botCheck: true,
      } as const;
      const answer = await login.mutateAsync(
        method === 'username'
          ? { type: method, username: values.username.trim(), password: values.password, ...common }
          : { type: method, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim(), countryDialingCode: dialCode, ...common },
      );
      if (config.login.rememberPassword && method === 'username') {
        if (remember)
          await saveRememberedLogin(config.code, {
            type: 'username',
            username: values.username.trim(),
            password: values.password,
            countryDialingCode: dialCode,
          });
        else forgetRememberedLogin(config.code);
      }
      void navigate(beginSession(answer, config.code, safeRedirect(params.get('redirect'))), { replace: true });
    } catch (err) {
      // A locked account or a break names until when (the phone's clock); what was typed stays.
      fail(null, errorMessage(err));
      // A captcha is answered once, right or wrong: after any refusal the one shown is spent (the
      // answer that locks the account asks for none, yet the next login needs a fresh one).
      if (captchaShown || (isPlatformError(err) && err.details.captcha === true)) {
        setCaptchaShown(true);
        setCaptchaNonce((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
    }
  };

  const pending = login.isPending;
  const forgot = config.login.forgotPassword.mail || config.login.forgotPassword.sms;

  return (
    <Page className="account-page">
      <AccountTopBar />
      <div className="account-brand">
        <img src={config.theme.logo} alt="" width={56} height={56} />
        <h1 className="account-title">{t('login.title', { brand: config.name })}</h1>
      </div>
      {methods.length > 1 ? (
        <AccountTabs
          tabs={methods.map((m) => ({ id: m, label: t(`login.method.${m}`) }))}
          current={method}
          onChange={switchMethod}
          label={t('login.methods')}
        />
      ) : null}
      <form className="account-form" onSubmit={(e) => form.submit(e, submit)} noValidate>
        <AccountFields
          form={form}
          onChange={(key, v) => set(key)(v)}
          fields={
            method === 'username'
              ? [
                  { key: 'username', ref: usernameRef, name: 'login-username', label: t('field.username'), autoComplete: 'username', maxLength: 32 },
                  {
                    key: 'password',
                    ref: passwordRef,
                    name: 'login-password',
                    label: t('field.password'),
                    type: 'password',
                    autoComplete: 'current-password',
                    maxLength: 32,
                  },
                ]
              : [
                  {
                    key: 'mobileNum',
                    ref: mobileNumRef,
                    name: 'login-mobile',
                    label: t('field.mobileNum'),
                    type: 'tel',
                    inputMode: 'tel',
                    clean: (v) => v.replace(/\D/g, '').slice(0, 20),
                    autoComplete: 'tel-national',
                    maxLength: 20,
                    lead: <DialCodeSelect value={dialCode} onChange={setDialCode} fallback={config.registration.defaultDialingCode} />,
                  },
                  {
                    key: 'verificationCode',
                    ref: verificationCodeRef,
                    name: 'login-sms-code',
                    label: t('field.verificationCode'),
                    inputMode: 'numeric',
                    clean: (v) => v.replace(/\D/g, '').slice(0, 10),
                    autoComplete: 'one-time-code',
                    maxLength: 10,
                    addon: (
                      <SmsCodeButton mobileNo={values.mobileNum} countryDialingCode={dialCode} purpose="login" onError={(key) => fail('mobileNum', { key })} />
                    ),
                  },
                ]
          }
        />
        {captchaShown ? (
          <CaptchaInput
            ref={captchaRef}
            purpose="login"
            image={captcha.data?.image}
            onRefresh={() => setCaptchaNonce((n) => n + 1)}
            value={values.captcha}
            onChange={set('captcha')}
            error={errorText(form.errorOf('captcha'))}
          />
        ) : null}
        {config.login.rememberPassword && method === 'username' ? (
          <label className="check-row">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{t('login.remember')}</span>
          </label>
        ) : null}
        <FormError error={form.errorOf(null) ?? (ended?.reason === 'expired' && !error ? SESSION_EXPIRED_NOTICE : null)} />
        <button type="submit" className="button button--primary button--block" disabled={pending} aria-busy={pending}>
          {pending ? t('pleaseWait') : t('login.submit')}
        </button>
      </form>
      <SocialButtons redirect={safeRedirect(params.get('redirect'))} onError={(key) => setError(key ? { field: null, message: { key } } : null)} />
      <div className="account-links">
        {forgot ? <RouteLink to="forgotPassword">{t('login.forgot')}</RouteLink> : <span />}
        <RouteLink to="register">{t('login.toRegister')}</RouteLink>
      </div>
      <p className="account-links account-links--center">
        <RouteLink to="trial">{t('login.tryFree')}</RouteLink>
      </p>
    </Page>
  );
}
