// Responsible gaming (/m/responsibleGaming): the merchant's age rule and tagline, help contacts
// (all from the merchant file), and for members their deposit, loss and wager limits (the same
// rule for each: lower at once, a raise after the merchant's delay), the reality check, a
// cool-off and self-exclusion (each confirmed twice; every session ends at once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { useRgSettings, type LimitView, type RgSettings } from '@/api/endpoints/rg-settings';
import { useSetDepositLimit } from '@/api/endpoints/set-deposit-limit';
import { useSetPlayLimit } from '@/api/endpoints/set-play-limit';
import { useSetRealityCheck } from '@/api/endpoints/set-reality-check';
import { useTakeBreak, type TakeBreakPayload } from '@/api/endpoints/take-break';
import { useMerchant } from '@/shell/config-context';
import { useSignOut } from '@/shell/use-sign-out';
import { useViewer } from '@/shell/use-viewer';
import type { MerchantConfig } from '@/config/schema';
import { formatUtc } from '@/engine/time';
import { centsToDecimal, toCents } from '@/engine/money';
import { confirm } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { SelectField } from '@/ui/input-field';
import { Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { isLanguageCode } from '@/state/preferences';
import '@/features/responsible/responsible.css';
import { href } from '@/engine/routes';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

type Local = MerchantConfig['responsibleGaming']['tagline'];

function useLocal() {
  const { i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  return (text: Local) => text[lang] ?? text.EN;
}

function ResponsibleScreen() {
  const { t } = useTranslation('responsible');
  const config = useMerchant();
  const local = useLocal();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const rg = config.responsibleGaming;
  return (
    <Page className="rg-page">
      <div className="rg-hero card">
        <span className="rg-hero__age" aria-hidden="true">
          {config.registration.minimumAge}+
        </span>
        <div>
          <h1 className="rg-hero__title">{local(rg.tagline)}</h1>
          <p className="rg-hero__text">{t('intro', { age: config.registration.minimumAge, brand: config.name })}</p>
        </div>
      </div>
      {token ? (
        <MemberTools token={token} />
      ) : (
        <Section title={t('tools.title')}>
          <p className="muted">{t('tools.loginFirst')}</p>
          <RouteLink className="button button--primary button--block" to="login" query={{ redirect: href('responsibleGaming') }}>
            {t('tools.login')}
          </RouteLink>
        </Section>
      )}
      <Section title={t('signs.title')}>
        <ul className="rg-list">
          {(['time', 'chasing', 'borrow', 'mood'] as const).map((k) => (
            <li key={k}>{t(`signs.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('help.title')}>
        <ul className="stack-list">
          {rg.helpContacts.map((c) => (
            <li key={c.name.EN} className="rg-contact card">
              <span className="rg-contact__name">{local(c.name)}</span>
              {c.hours ? <span className="rg-contact__hours">{local(c.hours)}</span> : null}
              <span className="rg-contact__links">
                {c.phone ? <a href={`tel:${c.phone}`}>{t('help.call', { phone: c.phone })}</a> : null}
                {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null}
                {c.url ? (
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    {t('help.website')}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}

function MemberTools({ token }: { token: string }) {
  const { t } = useTranslation('responsible');
  const settings = useRgSettings(token);
  return (
    <QueryView query={settings} loading={<SkeletonLines count={6} label={t('loading')} />}>
      {(data) => (
        <>
          <Limits kind="deposit" settings={data} />
          <Limits kind="loss" settings={data} />
          <Limits kind="wager" settings={data} />
          <RealityCheckSetting settings={data} />
          <Breaks />
        </>
      )}
    </QueryView>
  );
}

type LimitKind = 'deposit' | 'loss' | 'wager';
type Period = LimitView['period'];
/** Where each kind's texts live (deposit limits keep their original keys). */
const TEXTS = { deposit: 'limits', loss: 'lossLimits', wager: 'wagerLimits' } as const;
const limitsOf = (kind: LimitKind, s: RgSettings): LimitView[] => (kind === 'deposit' ? s.limits : kind === 'loss' ? s.lossLimits : s.wagerLimits);

function Limits({ kind, settings }: { kind: LimitKind; settings: RgSettings }) {
  const { t } = useTranslation('responsible');
  const sym = useMerchant().currency.symbol;
  const deposit = useSetDepositLimit();
  const play = useSetPlayLimit();
  const limits = limitsOf(kind, settings);
  if (limits.length === 0) return null;
  const save = (period: Period, amount: string | null): Promise<RgSettings> =>
    kind === 'deposit' ? deposit.mutateAsync({ period, amount }) : play.mutateAsync({ kind, period, amount });
  return (
    <Section title={t(`${TEXTS[kind]}.title`)}>
      <p className="muted rg-note-text">
        {kind === 'deposit' ? null : `${t(`${TEXTS[kind]}.intro`)} `}
        {t('limits.intro', { hours: settings.raiseDelayHours })}
      </p>
      <div className="rg-limits">
        {limits.map((l) => (
          <LimitRow key={l.period} kind={kind} limit={l} symbol={sym} save={save} pending={deposit.isPending || play.isPending} />
        ))}
      </div>
    </Section>
  );
}

interface LimitRowProps {
  kind: LimitKind;
  limit: LimitView;
  symbol: string;
  save: (period: Period, amount: string | null) => Promise<RgSettings>;
  pending: boolean;
}

function LimitRow({ kind, limit, symbol, save, pending }: LimitRowProps) {
  const { t } = useTranslation('responsible');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const period = limit.period;
  const name = kind === 'deposit' ? t(`limits.${period}`) : t(`${TEXTS[kind]}.${period}`);
  const submit = async (next: string | null) => {
    if (pending) return;
    let value: string | null = null;
    if (next !== null) {
      const cents = toCents(next);
      if (cents === null || cents <= 0) {
        setError(t('limits.invalid'));
        return;
      }
      value = centsToDecimal(cents);
    }
    setError(null);
    try {
      const answer = await save(period, value);
      const after = limitsOf(kind, answer).find((x) => x.period === period);
      if (after?.pending) toast.info(t('limits.later', { date: formatUtc(after.pending.effectiveAt) }), 4000);
      else toast.success(t('limits.saved'));
      setAmount('');
    } catch (e) {
      setError(t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };
  const inputId = kind === 'deposit' ? `rg-limit-${period}` : `rg-${kind}-limit-${period}`;
  return (
    <div className="rg-limit card" data-testid={kind === 'deposit' ? `limit-${period}` : `${kind}-limit-${period}`}>
      <div className="rg-limit__head">
        <span className="rg-limit__name">{name}</span>
        <span className="rg-limit__value">{limit.active === null ? t('limits.none') : formatMoney(limit.active, symbol)}</span>
      </div>
      <p className="rg-limit__meta">{t(`${TEXTS[kind]}.used`, { used: formatMoney(limit.used, symbol), date: formatUtc(limit.resetsAt) })}</p>
      {limit.pending ? (
        <p className="rg-limit__pending">
          {t('limits.pending', {
            amount: limit.pending.amount === null ? t('limits.none') : formatMoney(limit.pending.amount, symbol),
            date: formatUtc(limit.pending.effectiveAt),
          })}
        </p>
      ) : null}
      <form
        className="rg-limit__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(amount);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('limits.newLabel', { period: name })}
        </label>
        <span className="rg-limit__prefix" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={inputId}
          className="rg-limit__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('limits.placeholder')}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value.replace(/[^\d.]/g, ''));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button button--small button--primary" disabled={pending} aria-label={t('limits.setLabel', { period: name })}>
          {t('limits.set')}
        </button>
      </form>
      {limit.active !== null && !(limit.pending && limit.pending.amount === null) ? (
        <button type="button" className="link-button rg-limit__remove" onClick={() => void submit(null)} disabled={pending}>
          {t('limits.remove', { period: name })}
        </button>
      ) : null}
      {error ? (
        <p className="rg-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RealityCheckSetting({ settings }: { settings: RgSettings }) {
  const { t } = useTranslation('responsible');
  const options = useMerchant().responsibleGaming.realityCheckMinutes;
  const save = useSetRealityCheck();
  const value = settings.realityCheckMinutes === null ? '' : String(settings.realityCheckMinutes);
  return (
    <Section title={t('reality.settingTitle')}>
      <SelectField
        className="rg-field"
        label={t('reality.every')}
        value={value}
        disabled={save.isPending}
        onChange={(v) => {
          const minutes = v === '' ? null : Number(v);
          save.mutate(
            { minutes },
            {
              onSuccess: () => toast.success(t('limits.saved')),
              onError: (err) => toast.error(t(errorMessageKey(err, 'send'), { ns: 'common' })),
            },
          );
        }}
        options={[
          { value: '', label: t('reality.off') },
          ...options.map((m) => ({
            value: String(m),
            label: m >= 60 ? t('reality.hoursOption', { count: m / 60 }) : t('reality.minutesOption', { count: m }),
          })),
        ]}
      />
    </Section>
  );
}

function Breaks() {
  const { t } = useTranslation('responsible');
  const rg = useMerchant().responsibleGaming;
  const take = useTakeBreak();
  const signOut = useSignOut();
  const [coolOff, setCoolOff] = useState<TakeBreakPayload['period']>(rg.coolOffPeriods[0] ?? '24h');
  const [exclusion, setExclusion] = useState<TakeBreakPayload['period']>(rg.exclusionPeriods[0] ?? '6m');

  const start = async (kind: TakeBreakPayload['kind'], period: TakeBreakPayload['period']) => {
    if (take.isPending) return;
    const label = t(`period.${period}`);
    const first = await confirm({
      title: t(`${kind}.title`),
      message: t(`${kind}.confirm1`, { period: label }),
      confirmText: t('confirm.continue'),
      cancelText: t('confirm.cancel'),
    });
    if (!first) return;
    const second = await confirm({
      title: t(`${kind}.title`),
      message: t(`${kind}.confirm2`, { period: label }),
      confirmText: t(`${kind}.start`),
      cancelText: t('confirm.cancel'),
    });
    if (!second) return;
    try {
      const { until } = await take.mutateAsync({ kind, period });
      await signOut(false);
      toast.info(t('started', { date: formatUtc(until) }), 6000);
    } catch (e) {
      toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };

  return (
    <>
      <Section title={t('coolOff.title')}>
        <p className="muted rg-note-text">{t('coolOff.intro')}</p>
        <div className="chip-row" role="radiogroup" aria-label={t('coolOff.title')}>
          {rg.coolOffPeriods.map((p) => (
            <button key={p} type="button" role="radio" aria-checked={coolOff === p} className="chip" onClick={() => setCoolOff(p)}>
              {t(`period.${p}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--outline button--block rg-break-button"
          onClick={() => void start('coolOff', coolOff)}
          disabled={take.isPending}
        >
          {t('coolOff.start')}
        </button>
      </Section>
      <Section title={t('selfExclusion.title')}>
        <p className="muted rg-note-text">{t('selfExclusion.intro')}</p>
        <div className="chip-row" role="radiogroup" aria-label={t('selfExclusion.title')}>
          {rg.exclusionPeriods.map((p) => (
            <button key={p} type="button" role="radio" aria-checked={exclusion === p} className="chip" onClick={() => setExclusion(p)}>
              {t(`period.${p}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button button--block rg-exclude-button"
          onClick={() => void start('selfExclusion', exclusion)}
          disabled={take.isPending}
        >
          {t('selfExclusion.start')}
        </button>
      </Section>
    </>
  );
}

export default ResponsibleScreen;
