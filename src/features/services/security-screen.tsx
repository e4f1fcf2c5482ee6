// Security center (/m/securityCenter): avatar, login password, payment password (set or change),
// bound mobile and email, identity verification (?view=kyc: the form; pending, then Verified)
// and responsible gaming.
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorMessageKey, isPlatformError } from '@/api/errors';
import { useSecurityInfo, type SecurityInfo } from '@/api/endpoints/security-info';
import { useChangePaymentPassword } from '@/api/endpoints/change-payment-password';
import { useSetPaymentPassword } from '@/api/endpoints/set-payment-password';
import { useBindContact } from '@/api/endpoints/bind-contact';
import { useSubmitKyc } from '@/api/endpoints/submit-kyc';
import { useHeadIcons, useSetHeadIcon } from '@/api/endpoints/head-icon';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { checkKyc, imageProblem, type KycError, type KycForm } from '@/engine/kyc-rules';
import { PAYMENT_PASSWORD } from '@/engine/money';
import { DATE_FIELD_FORMAT } from '@/engine/time';
import { Dialog } from '@/ui/dialog';
import { Icon } from '@/ui/icon';
import { Field, SelectField, type DateFormat } from '@/ui/input-field';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast';
import '@/features/services/services.css';
import type { RouteId } from '@/engine/routes';
import { RouteLink } from '@/shell/route-link';
import { useForm } from '@/ui/use-form';
import { MemberAvatar } from '@/shell/member-avatar';

type DialogKind = 'payment' | 'mobile' | 'email' | 'avatar' | null;

/** Identity verification can be asked for: none yet, or the last one was rejected. */
const canVerify = (status: SecurityInfo['kyc']['status']) => status === 'none' || status === 'rejected';

function SecurityScreen() {
  const { t } = useTranslation('services');
  const { viewer } = useViewer();
  const info = useSecurityInfo(viewer.session?.token);
  const [params, setParams] = useSearchParams();
  return (
    <QueryView
      query={info}
      loading={
        <Page>
          <SkeletonLines count={7} label={t('loading')} />
        </Page>
      }
      errorFrame={(error) => <Page>{error}</Page>}
    >
      {(s) =>
        params.get('view') === 'kyc' && canVerify(s.kyc.status) ? (
          <KycFormView onDone={() => setParams({}, { replace: true })} />
        ) : (
          <SecurityHome s={s} onVerify={() => setParams({ view: 'kyc' })} />
        )
      }
    </QueryView>
  );
}

function SecurityHome({ s, onVerify }: { s: SecurityInfo; onVerify: () => void }) {
  const { t } = useTranslation('services');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const [dialog, setDialog] = useState<DialogKind>(null);
  const status = s.kyc.status;
  return (
    <Page className="services-page">
      <div className="security-head card">
        {/* The member's illustrated avatar, as in the member center and the side menu. */}
        <button type="button" className="security-head__avatar" onClick={() => setDialog('avatar')} aria-label={t('security.avatar')}>
          <MemberAvatar size={56} />
        </button>
        <div>
          <p className="security-head__name">{viewer.member?.nickname ?? viewer.session?.userName}</p>
          <span className={`kyc-badge kyc-badge--${status}`} data-testid="kyc-status">
            {t(`kyc.status.${status}`)}
          </span>
        </div>
      </div>
      <ul className="security-list" aria-label={t('security.title')}>
        <Row label={t('security.loginPassword')} value={t('security.change')} to="changePassword" icon="lock" />
        <Row
          label={t('security.paymentPassword')}
          value={s.hasPaymentPassword ? t('security.change') : t('security.notSet')}
          onClick={() => setDialog('payment')}
          icon="shield"
        />
        <Row label={t('security.mobile')} value={s.mobile ?? t('security.notBound')} onClick={() => setDialog('mobile')} icon="phone" />
        <Row label={t('security.email')} value={s.email ?? t('security.notBound')} onClick={() => setDialog('email')} icon="mail" />
        <Row label={t('kyc.title')} value={t(`kyc.status.${status}`)} onClick={canVerify(status) ? onVerify : undefined} icon="user" />
        <Row label={t('security.responsible')} value="" to="responsibleGaming" icon="info" />
      </ul>
      {status === 'pending' ? (
        <p className="muted" aria-live="polite">
          {t('kyc.pendingNote')}
        </p>
      ) : null}
      <PaymentPasswordDialog open={dialog === 'payment'} info={s} onClose={() => setDialog(null)} />
      <ContactDialog kind="mobile" open={dialog === 'mobile'} onClose={() => setDialog(null)} />
      <ContactDialog kind="email" open={dialog === 'email'} onClose={() => setDialog(null)} />
      <AvatarDialog open={dialog === 'avatar'} token={token} onClose={() => setDialog(null)} />
    </Page>
  );
}

function Row({
  label,
  value,
  to,
  onClick,
  icon,
}: {
  label: string;
  value: string;
  to?: RouteId;
  onClick?: () => void;
  icon: 'lock' | 'shield' | 'phone' | 'mail' | 'user' | 'info';
}) {
  const inner = (
    <>
      <Icon name={icon} className="security-row__icon" />
      <span className="security-row__label">{label}</span>
      <span className="security-row__value">{value}</span>
      {to || onClick ? <Icon name="chevron" className="security-row__chevron" /> : null}
    </>
  );
  return (
    <li className="security-row">
      {to ? (
        <RouteLink to={to} className="security-row__button">
          {inner}
        </RouteLink>
      ) : onClick ? (
        <button type="button" className="security-row__button" onClick={onClick}>
          {inner}
        </button>
      ) : (
        <div className="security-row__button">{inner}</div>
      )}
    </li>
  );
}

function PaymentPasswordDialog({ open, info, onClose }: { open: boolean; info: SecurityInfo; onClose: () => void }) {
  const { t } = useTranslation('services');
  const queryClient = useQueryClient();
  const change = useChangePaymentPassword();
  const set = useSetPaymentPassword();
  const form = useForm({ old: '', next: '', confirm: '' });
  const { old, next, confirm } = form.values;
  const error = form.errorOf(null);
  /** A six-digit secret of the form. */
  const pin = (key: keyof typeof form.values, label: string, fieldError?: string | null) => (
    <Field
      plain
      className="svc-field"
      label={label}
      type="password"
      inputMode="numeric"
      value={form.values[key]}
      onChange={(v) => form.set(key, v.replace(/\D/g, '').slice(0, 6))}
      error={fieldError}
    />
  );
  const busy = change.isPending || set.isPending;
  const submit = async () => {
    if (busy) return;
    if (!PAYMENT_PASSWORD.test(next)) return form.fail(null, t('security.sixDigits'));
    if (next !== confirm) return form.fail(null, t('error.confirmMismatch', { ns: 'common' }));
    form.setError(null);
    try {
      if (info.hasPaymentPassword) await change.mutateAsync({ oldPassword: old, newPassword: next, confirmPassword: confirm });
      else await set.mutateAsync({ password: next, confirmPassword: confirm });
      await queryClient.invalidateQueries({ queryKey: ['platform', 'securityInfo'] });
      toast.success(t('security.saved'), 1000);
      form.setValues({ old: '', next: '', confirm: '' });
      onClose();
    } catch (e) {
      // A locked payment password names until when.
      const message = errorMessage(e);
      form.fail(null, t(message.key, { ...message.values, ns: 'common' }));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('security.paymentPassword')}
      actions={
        <button type="button" className="button button--primary button--block" disabled={busy} onClick={() => form.submit(undefined, submit)}>
          {t('security.save')}
        </button>
      }
    >
      {info.hasPaymentPassword ? pin('old', t('security.oldPayment')) : null}
      {pin('next', t('security.newPayment'))}
      {pin('confirm', t('security.confirmPayment'), error)}
    </Dialog>
  );
}

function ContactDialog({ kind, open, onClose }: { kind: 'mobile' | 'email'; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('services');
  const bind = useBindContact();
  const form = useForm({ value: '', password: '' });
  const { value, password } = form.values;
  const error = form.errorOf(null);
  const setError = (message: string | null) => form.setError(message === null ? null : { field: null, message });
  const submit = async () => {
    if (bind.isPending) return;
    const v = kind === 'mobile' ? value.replace(/\D/g, '').replace(/^0/, '') : value.trim();
    if (kind === 'mobile' ? !/^9\d{9}$/.test(v) : !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) {
      return setError(t(kind === 'mobile' ? 'error.format.mobile' : 'error.format.email', { ns: 'common' }));
    }
    if (password === '') return setError(t('error.enterPassword', { ns: 'common' }));
    setError(null);
    try {
      await bind.mutateAsync({ kind, value: v, password });
      toast.success(t('security.saved'), 1000);
      form.setValues({ value: '', password: '' });
      onClose();
    } catch (e) {
      setError(isPlatformError(e) && e.code === 'WRONG_OLD_PASSWORD' ? t('security.wrongPassword') : t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(kind === 'mobile' ? 'security.bindMobile' : 'security.bindEmail')}
      actions={
        <button type="button" className="button button--primary button--block" disabled={bind.isPending} onClick={() => form.submit(undefined, submit)}>
          {t('security.save')}
        </button>
      }
    >
      <Field
        plain
        className="svc-field"
        label={t(kind === 'mobile' ? 'security.mobile' : 'security.email')}
        inputMode={kind === 'mobile' ? 'tel' : 'email'}
        value={value}
        onChange={(v) => form.set('value', v)}
        maxLength={kind === 'mobile' ? 20 : 80}
      />
      <Field
        plain
        className="svc-field"
        label={t('security.loginPasswordConfirm')}
        type="password"
        value={password}
        onChange={(v) => form.set('password', v)}
        error={error}
      />
    </Dialog>
  );
}

function AvatarDialog({ open, token, onClose }: { open: boolean; token: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('services');
  const icons = useHeadIcons(open ? token : undefined);
  const set = useSetHeadIcon();
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onClose={onClose} title={t('security.avatar')}>
      <QueryView query={icons} loading={<SkeletonLines count={2} label={t('loading')} />}>
        {(data) => (
          <div className="avatar-grid" role="radiogroup" aria-label={t('security.avatar')}>
            {data.choices.map((src, i) => (
              <button
                key={src}
                type="button"
                role="radio"
                aria-checked={src === data.current}
                aria-label={t('security.avatarN', { n: i + 1 })}
                className="avatar-choice"
                onClick={() =>
                  set.mutate(
                    { icon: src },
                    {
                      onSuccess: () => {
                        void queryClient.invalidateQueries({ queryKey: ['platform', 'headIcons'] });
                        void queryClient.invalidateQueries({ queryKey: ['platform', 'memberInfo'] });
                        toast.success(t('security.saved'), 1000);
                        onClose();
                      },
                    },
                  )
                }
              >
                <img src={src} alt="" width={56} height={56} />
              </button>
            ))}
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}

const ID_TYPES = ['philsys', 'passport', 'driversLicense', 'umid', 'sss', 'postal'] as const;
const INCOME = ['salary', 'business', 'remittance', 'pension', 'other'] as const;
type FileField = 'idFront' | 'idBack' | 'selfie';

/** The text values of the identity form. */
type KycText = Omit<KycForm, 'idFront' | 'idBack' | 'selfie' | 'ageConfirmed'>;

function KycFormView({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('services');
  const config = useMerchant();
  const age = config.registration.minimumAge;
  const submit = useSubmitKyc();
  const [files, setFiles] = useState<Record<FileField, File | null>>({ idFront: null, idBack: null, selfie: null });
  const form = useForm<KycText, KycError>({
    idType: 'philsys',
    idNumber: '',
    nationality: '',
    occupation: '',
    incomeSource: 'salary',
    birthday: '',
    placeOfBirth: '',
    permanentAddress: '',
    currentAddress: '',
  });
  const v = form.values;
  const [same, setSame] = useState(true);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const set = (k: keyof KycText) => (value: string) => form.set(k, value);
  const errorFor = (field: string) => {
    const e = form.errorOf(field);
    return e ? t(`kyc.error.${e}`, { age }) : null;
  };
  /** A text field of the form. */
  const text = (key: keyof KycText, maxLength?: number, date?: DateFormat) => (
    <Field plain className="svc-field" label={t(`kyc.${key}`)} date={date} value={v[key]} onChange={set(key)} maxLength={maxLength} error={errorFor(key)} />
  );

  const pick = (field: FileField, file: File | null) => {
    if (file) {
      const bad = imageProblem(file);
      if (bad) {
        form.fail(field, bad);
        return;
      }
    }
    form.setError(null);
    setFiles((f) => ({ ...f, [field]: file }));
  };

  const send = async () => {
    if (submit.isPending) return;
    const kyc: KycForm = { ...v, currentAddress: same ? v.permanentAddress : v.currentAddress, ...files, ageConfirmed };
    const check = checkKyc(kyc, age, Date.now());
    if (check) {
      form.fail(check.field, check.error);
      return;
    }
    // The check has required all three.
    const { idFront, idBack, selfie } = files;
    if (!idFront || !idBack || !selfie) return;
    form.setError(null);
    try {
      await submit.mutateAsync({ ...v, currentAddress: kyc.currentAddress, idFront, idBack, selfie });
      toast.success(t('kyc.sent'));
      onDone();
    } catch (e) {
      toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };

  return (
    <Page className="services-page">
      <form className="kyc-form" noValidate onSubmit={(e) => form.submit(e, send)}>
        <Section title={t('kyc.title')}>
          <p className="muted">{t('kyc.intro')}</p>
          <div className="kyc-files">
            {(['idFront', 'idBack', 'selfie'] as const).map((f) => (
              <FilePick key={f} field={f} label={t(`kyc.${f}`)} file={files[f]} onPick={pick} error={errorFor(f)} />
            ))}
          </div>
        </Section>
        <Section title={t('kyc.details')}>
          <SelectField
            className="svc-field"
            label={t('kyc.idType')}
            value={v.idType}
            onChange={set('idType')}
            options={ID_TYPES.map((x) => ({ value: x, label: t(`kyc.idTypes.${x}`) }))}
          />
          {text('idNumber', 40)}
          {text('nationality', 40)}
          {text('occupation', 60)}
          <SelectField
            className="svc-field"
            label={t('kyc.incomeSource')}
            value={v.incomeSource}
            onChange={set('incomeSource')}
            options={INCOME.map((x) => ({ value: x, label: t(`kyc.income.${x}`) }))}
          />
          {text('birthday', undefined, DATE_FIELD_FORMAT)}
          {text('placeOfBirth', 80)}
          {text('permanentAddress', 160)}
          <label className="svc-check">
            <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} />
            {t('kyc.sameAddress')}
          </label>
          {same ? null : text('currentAddress', 160)}
          <label className="svc-check">
            <input type="checkbox" checked={ageConfirmed} onChange={(e) => setAgeConfirmed(e.target.checked)} />
            {t('kyc.ageConfirm', { age })}
          </label>
          {errorFor('ageConfirmed') ? (
            <p className="svc-field__error" role="alert">
              {errorFor('ageConfirmed')}
            </p>
          ) : null}
        </Section>
        <button type="submit" className="button button--primary button--block" disabled={submit.isPending}>
          {t('kyc.submit')}
        </button>
      </form>
    </Page>
  );
}

function FilePick({
  field,
  label,
  file,
  onPick,
  error,
}: {
  field: FileField;
  label: string;
  file: File | null;
  onPick: (f: FileField, file: File | null) => void;
  error: string | null;
}) {
  const id = useId();
  const { t } = useTranslation('services');
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div className={`kyc-file${error ? ' is-invalid' : ''}`}>
      <label htmlFor={id} className="kyc-file__box">
        {preview ? (
          <img src={preview} alt="" className="kyc-file__img" />
        ) : (
          <span className="kyc-file__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="kyc-file__label">{label}</span>
        {file ? <span className="kyc-file__name">{t('kyc.chosen')}</span> : null}
      </label>
      <input
        id={id}
        type="file"
        aria-label={label}
        accept="image/png,image/jpeg"
        className="visually-hidden"
        onChange={(e) => {
          onPick(field, e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {error ? (
        <p className="svc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default SecurityScreen;
