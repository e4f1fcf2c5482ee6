// Registration (/m/register, /register, /register.html): the form is built by the engine from
// the merchant file and the platform's registration settings.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useRegister } from '@/api/endpoints/register';
import { useRegistrationSettings } from '@/api/endpoints/registration-settings';
import { useCaptcha } from '@/api/endpoints/captcha';
import { checkInvitationCode } from '@/api/endpoints/invitation-code';
import { useFieldAvailability } from '@/api/endpoints/field-availability';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { REGISTRATION_FIELD_IDS, type RegistrationFieldId } from '@/config/schema';
import {
  buildRegistrationForm,
  registrationMethods,
  registrationPayloadFields,
  validateField,
  validateRegistration,
  type FormField as EngineField,
  type RegistrationMethod,
} from '@/engine/registration-form';
import { useMerchant } from '@/shell/config-context';
import { deviceId } from '@/shell/device-id';
import { Page } from '@/ui/page';
import { CaptchaInput } from '@/features/account/captcha-input';
import { SmsCodeButton } from '@/features/account/sms-code-button';
import { currentRegisterMethod } from '@/features/account/register-method';
import { SocialButtons } from '@/features/account/social-buttons';
import { HOME_PATH } from '@/engine/tap';
import { DialCodeSelect } from '@/features/account/dial-code-select';
import { FormError, useErrorText } from '@/features/account/form-error';
import { AccountTopBar } from '@/features/account/account-top-bar';
import { RegisterBanners } from '@/features/account/register-banners';
import { RegisterNotice } from '@/features/account/register-notice';
import '@/features/account/account.css';
import { Field } from '@/ui/input-field';
import { AccountTabs } from '@/features/account/account-tabs';
import { useForm } from '@/ui/use-form';
import { formatCount } from '@/ui/money';
import { RouteLink } from '@/shell/route-link';

type Values = Partial<Record<RegistrationFieldId, string>>;

const INPUT_MODE = { numeric: 'numeric', tel: 'tel', email: 'email', text: 'text', password: 'text' } as const;

/** Never kept in a registration's draft: passwords, one-time codes and the ID number. */
const NOT_DRAFTED: readonly RegistrationFieldId[] = ['verificationCode', 'password', 'confimpsw', 'paymentPassword', 'idNumber', 'captcha'];
/** What a reload or a trip back finds again of a registration under way: the member's own details. */
const DRAFT_FIELDS = REGISTRATION_FIELD_IDS.filter((id) => !NOT_DRAFTED.includes(id));

export default function RegisterScreen() {
  const { t } = useTranslation('account');
  const config = useMerchant();
  const methods = registrationMethods(config);
  const [method, setMethod] = useState<RegistrationMethod>(methods.default);
  const settings = useRegistrationSettings();
  const form = useMemo(() => buildRegistrationForm(config, method, settings.data), [config, method, settings.data]);
  // An invitation link (/m/register?affiliateCode=CODE) fills the invitation code in.
  const [params] = useSearchParams();
  const formState = useForm<Values>(
    () => {
      const invited = params.get('affiliateCode')?.trim();
      return invited ? { affiliateCode: invited } : {};
    },
    { draft: { name: 'register', fields: DRAFT_FIELDS } },
  );
  const { values, setValues, error, setError } = formState;
  const errorText = useErrorText();
  const [agreed, setAgreed] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [dialCode, setDialCode] = useState(config.registration.defaultDialingCode);
  const hasCaptcha = form.some((f) => f.id === 'captcha');
  const captcha = useCaptcha('register', captchaNonce, hasCaptcha);
  const register = useRegister();
  const [checking, setChecking] = useState(false);
  const refs = useRef(new Map<string, HTMLInputElement | null>());
  const availability = useFieldAvailability();
  /** The value each availability check was asked for: a late answer for an older value is dropped. */
  const checkedValue = useRef(new Map<string, string>());

  const focus = (field: string | null) => {
    if (field) refs.current.get(field)?.focus();
  };

  const onValue = (field: EngineField, raw: string) => {
    const v = field.inputType === 'numeric' || field.inputType === 'tel' ? raw.replace(/\D/g, '') : raw;
    const next = { ...values, [field.id]: field.maxLength ? v.slice(0, field.maxLength) : v };
    setValues(next);
    checkedValue.current.delete(field.id);
    // Changing the password re-checks the confirmation; editing a field clears its error.
    const confirmField = form.find((f) => f.id === 'confimpsw');
    if (field.id === 'password' && confirmField && next.confimpsw) {
      const e = validateField(confirmField, next);
      setError(e ? { field: e.field, message: e.messageKey } : error?.field === 'confimpsw' ? null : error);
      return;
    }
    if (field.id === 'confimpsw' && confirmField && next.confimpsw && next.confimpsw.length >= (next.password ?? '').length) {
      const e = validateField(confirmField, next);
      setError(e ? { field: e.field, message: e.messageKey } : null);
      return;
    }
    if (error?.field === field.id) setError(null);
  };

  // Leaving the username or email field asks the platform whether the value is still free (only a
  // well-formed value; format errors wait for submit). A network failure says nothing: submit checks.
  const onLeave = (field: EngineField) => {
    if (field.id !== 'username' && field.id !== 'email') return;
    const id = field.id;
    const value = values[id]?.trim() ?? '';
    if (value === '' || validateField(field, { ...values, [id]: value })) return;
    checkedValue.current.set(id, value);
    availability(id, value)
      .then((answer) => {
        if (checkedValue.current.get(id) !== value || answer.available) return;
        setError({ field: id, message: id === 'username' ? 'error.server.usernameExists' : 'error.emailExists' });
      })
      .catch(() => undefined);
  };

  const switchMethod = (next: RegistrationMethod) => {
    setMethod(next);
    setError(null);
  };

  const reset = () => {
    setValues({});
    setError(null);
    setAgreed(true);
    setDialCode(config.registration.defaultDialingCode);
    if (hasCaptcha) setCaptchaNonce((n) => n + 1);
  };

  const submit = async () => {
    if (!agreed) return;
    const invalid = validateRegistration(form, values);
    if (invalid) {
      setError({ field: invalid.field, message: invalid.messageKey });
      focus(invalid.field);
      return;
    }
    setError(null);
    try {
      const code = values.affiliateCode?.trim();
      if (code && form.some((f) => f.id === 'affiliateCode')) {
        setChecking(true);
        const check = await checkInvitationCode(code, location.host).finally(() => setChecking(false));
        if (!check.success) {
          setError({ field: 'affiliateCode', message: 'error.invalidInvitation' });
          focus('affiliateCode');
          return;
        }
      }
      const answer = await register.mutateAsync({
        countryDialingCode: dialCode,
        registerUrl: location.host,
        registerMethod: currentRegisterMethod(),
        normalRegister: true,
        type: 0,
        domain: location.host,
        deviceId: deviceId(),
        password: '',
        confirmPassword: '',
        ...registrationPayloadFields(form, values),
        ...(hasCaptcha ? { captchaId: captcha.data?.id } : {}),
      });
      setDone(answer.userName);
    } catch (err) {
      const field = isPlatformError(err) && typeof err.details.field === 'string' ? err.details.field : null;
      setError({ field: field && form.some((f) => f.id === field) ? field : null, message: errorMessageKey(err, 'send') });
      focus(field);
      if (hasCaptcha) {
        setCaptchaNonce((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
    }
  };

  if (done) {
    return (
      <Page className="account-page">
        <AccountTopBar />
        <div className="account-done" role="status">
          <h1 className="account-title">{t('register.success')}</h1>
          <p className="muted">{t('register.successHint', { userName: done })}</p>
          <RouteLink className="button button--primary button--block" to="login" query={{ username: done }}>
            {t('login.submit')}
          </RouteLink>
        </div>
      </Page>
    );
  }

  const pending = register.isPending || checking;
  const bonus = config.registration.bonusAmount;

  return (
    <Page className="account-page">
      <AccountTopBar />
      <h1 className="account-title">{t('register.title', { brand: config.name })}</h1>
      <RegisterBanners />
      {bonus > 0 ? <p className="account-bonus">{t('register.bonus', { amount: `${config.currency.symbol}${formatCount(bonus)}` })}</p> : null}
      <RegisterNotice />
      {methods.showToggle ? (
        <AccountTabs
          tabs={methods.methods.map((m) => ({ id: m, label: t(`register.method.${m}`) }))}
          current={method}
          onChange={switchMethod}
          label={t('register.methods')}
        />
      ) : null}
      <form className="account-form" onSubmit={(e) => formState.submit(e, submit)} noValidate>
        {form.map((field) => {
          const common = {
            ref: (el: HTMLInputElement | null) => void refs.current.set(field.id, el),
            name: `register-${field.id}`,
            label: t(`field.${field.id}`),
            value: values[field.id] ?? '',
            onChange: (v: string) => onValue(field, v),
            onBlur: () => onLeave(field),
            required: field.required,
            maxLength: field.maxLength,
            autoComplete: field.autoComplete,
            error: errorText(formState.errorOf(field.id)),
          };
          if (field.id === 'captcha') {
            return (
              <CaptchaInput
                key={field.id}
                ref={common.ref}
                purpose="register"
                image={captcha.data?.image}
                onRefresh={() => setCaptchaNonce((n) => n + 1)}
                value={common.value}
                onChange={common.onChange}
                error={common.error}
              />
            );
          }
          if (field.id === 'mobileNum') {
            return (
              <Field
                key={field.id}
                {...common}
                type="tel"
                inputMode="tel"
                lead={<DialCodeSelect value={dialCode} onChange={setDialCode} fallback={config.registration.defaultDialingCode} />}
              />
            );
          }
          if (field.id === 'verificationCode') {
            const mobileField = form.find((f) => f.id === 'mobileNum');
            return (
              <Field
                key={field.id}
                {...common}
                inputMode="numeric"
                addon={
                  <SmsCodeButton
                    mobileNo={values.mobileNum ?? ''}
                    countryDialingCode={dialCode}
                    purpose="register"
                    validate={() => {
                      const v = values.mobileNum ?? '';
                      const ok = v !== '' && (!mobileField?.pattern || new RegExp(mobileField.pattern).test(v));
                      return ok ? null : 'error.validMobile';
                    }}
                    onError={(key) => {
                      setError({ field: 'mobileNum', message: key });
                      focus('mobileNum');
                    }}
                  />
                }
              />
            );
          }
          return (
            <Field
              key={field.id}
              {...common}
              type={field.inputType === 'password' ? 'password' : field.inputType === 'email' ? 'email' : 'text'}
              inputMode={INPUT_MODE[field.inputType]}
            />
          );
        })}
        <label className="check-row">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>
            {t('register.agreement', { age: config.registration.minimumAge })} <RouteLink to="userAgreement">{t('register.terms')}</RouteLink>
          </span>
        </label>
        <FormError error={formState.errorOf(null)} />
        <div className="account-actions">
          {/* Not a native reset: that would put the agreement box back to its default state, which
              a runtime need not keep in step with `agreed` (Preact does not), and untick it while
              Register stays enabled. Reset sets every value, the box included, from state. */}
          <button type="button" className="button button--outline" onClick={reset}>
            {t('register.reset')}
          </button>
          <button type="submit" className="button button--primary" disabled={!agreed || pending} aria-busy={pending}>
            {pending ? t('pleaseWait') : t('register.submit')}
          </button>
        </div>
      </form>
      <SocialButtons redirect={HOME_PATH} onError={(key) => setError(key ? { field: null, message: key } : null)} />
      <p className="account-links account-links--center">
        {t('register.haveAccount')} <RouteLink to="login">{t('login.submit')}</RouteLink>
      </p>
    </Page>
  );
}
