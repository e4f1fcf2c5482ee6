// Game rebate setting (/m/member/agent/agentRebeat): the agent's own rebate rate per game type
// and, for a downline member chosen from the team (kept in ?member=), that member's rates, which
// the agent sets up to its own rate. Whatever the member gets, the agent no longer earns.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { useAgentRebateRates, type RebateRate } from '@/api/endpoints/agent-rebate-rates';
import { useSetMemberRebate } from '@/api/endpoints/set-member-rebate';
import { useTeamMembers } from '@/api/endpoints/team-members';
import { useViewer } from '@/shell/use-viewer';
import { formatRate, parseRate, REBATE_GAME_TYPES, type RebateGameType } from '@/engine/agent-reports';
import { SelectField } from '@/ui/input-field';
import { Page, Section } from '@/ui/page';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { Figure } from '@/features/agent/team-figures';
import '@/features/agent/agent.css';
import { QueryView } from '@/ui/query-view';

type Errors = Partial<Record<RebateGameType, string>>;

function RateField({ rate, max, value, error, onChange }: { rate: RebateRate; max: string; value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('agent');
  const id = useId();
  return (
    <div className="rate-field">
      <label htmlFor={id} className="rate-field__label">
        {t('rebate.fieldLabel', { type: t(`gameType.${rate.gameType}`) })}
      </label>
      <div className="rate-field__input">
        <input
          id={id}
          className="ui-input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        <span aria-hidden="true">%</span>
      </div>
      <p id={`${id}-hint`} className={error ? 'agent-form__error' : 'muted rate-field__hint'} role={error ? 'alert' : undefined}>
        {error ?? t('rebate.max', { max })}
      </p>
    </div>
  );
}

function MemberRatesForm({ userName, own, rates }: { userName: string; own: readonly RebateRate[]; rates: readonly RebateRate[] }) {
  const { t } = useTranslation('agent');
  const save = useSetMemberRebate();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(rates.map((r) => [r.gameType, r.rate])));
  const [errors, setErrors] = useState<Errors>({});
  const maxOf = (type: RebateGameType) => own.find((o) => o.gameType === type)?.rate ?? '0.00';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const next: Errors = {};
    const out: { gameType: RebateGameType; rate: string }[] = [];
    for (const r of rates) {
      const bp = parseRate(values[r.gameType] ?? '');
      const max = parseRate(maxOf(r.gameType)) ?? 0;
      if (bp === null) next[r.gameType] = t('rebate.invalid');
      else if (bp > max) next[r.gameType] = t('rebate.aboveOwn', { max: maxOf(r.gameType) });
      else out.push({ gameType: r.gameType, rate: formatRate(bp) });
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const saved = await save.mutateAsync({ userName, rates: out });
      setValues(Object.fromEntries((saved.member?.rates ?? out).map((r) => [r.gameType, r.rate])));
      toast.success(t('rebate.saved', { name: userName }));
    } catch (err) {
      const d = isPlatformError(err) ? err.details : {};
      const type = rates.find((r) => r.gameType === d.gameType)?.gameType;
      if (type && typeof d.max === 'string') setErrors({ [type]: t('rebate.aboveOwn', { max: d.max }) });
      else toast.error(t(errorMessageKey(err, 'send')));
    }
  };

  return (
    <form className="agent-form card" onSubmit={(e) => void submit(e)} aria-label={t('rebate.formLabel', { name: userName })} noValidate>
      <div className="rate-form">
        {rates.map((r) => (
          <RateField
            key={r.gameType}
            rate={r}
            max={maxOf(r.gameType)}
            value={values[r.gameType] ?? ''}
            error={errors[r.gameType]}
            onChange={(v) => {
              setValues((s) => ({ ...s, [r.gameType]: v }));
              setErrors((s) => ({ ...s, [r.gameType]: undefined }));
            }}
          />
        ))}
      </div>
      <p className="muted">{t('rebate.spreadNote')}</p>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('rebate.save')}
      </button>
    </form>
  );
}

function RebateSettingScreen() {
  const { t } = useTranslation('agent');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const [params, setParams] = useSearchParams();
  const member = params.get('member') ?? '';
  const team = useTeamMembers(token, '');
  const rates = useAgentRebateRates(token, member);

  const choose = (userName: string) => {
    const next = new URLSearchParams(params);
    if (userName) next.set('member', userName);
    else next.delete('member');
    setParams(next, { replace: true });
  };

  const own = rates.data?.own;
  const screen = (
    <Page>
      <Section title={t('rebate.ownTitle')}>
        {/* While they load, a tile per game type with its name and a placeholder of the rate's
            size: the member's form below does not move when the rates come. */}
        <dl className="figures figures--three" aria-busy={own ? undefined : true}>
          {own
            ? own.map((r) => (
                <Figure key={r.gameType} label={t(`gameType.${r.gameType}`)}>
                  {r.rate}%
                </Figure>
              ))
            : REBATE_GAME_TYPES.map((type) => (
                <Figure key={type} label={t(`gameType.${type}`)}>
                  <Skeleton width="3.5em" height="1.4em" />
                </Figure>
              ))}
        </dl>
      </Section>
      <Section title={t('rebate.memberTitle')}>
        <div className="card range-bar">
          <SelectField
            label={t('rebate.member')}
            value={member}
            onChange={choose}
            disabled={!team.data}
            options={[{ value: '', label: t('rebate.chooseMember') }, ...(team.data?.list ?? []).map((m) => ({ value: m.userName, label: m.userName }))]}
          />
          <QueryView query={team} compact>
            {() => null}
          </QueryView>
        </div>
        {!member ? (
          <p className="muted rebate-hint">{t('rebate.pickHint')}</p>
        ) : (
          <QueryView query={rates} loading={<SkeletonLines count={7} label={t('loading')} />}>
            {(data) =>
              !data.member || !own ? (
                <SkeletonLines count={7} label={t('loading')} />
              ) : (
                <MemberRatesForm key={`${member}:${data.member.rates.map((r) => r.rate).join()}`} userName={member} own={own} rates={data.member.rates} />
              )
            }
          </QueryView>
        )}
      </Section>
    </Page>
  );
  // With a member chosen, a failure shows in the place of the member's form; without one, the agent's own
  // rates failed and the failure is the page.
  if (member) return screen;
  return (
    <QueryView query={rates} errorFrame={(error) => <Page>{error}</Page>}>
      {() => screen}
    </QueryView>
  );
}

export default RebateSettingScreen;
