// Level benefits (/m/member/benefits): the VIP levels with their thresholds on cumulative
// deposits and valid bets and their benefits (upgrade, monthly and birthday bonuses, rebate rate,
// daily withdrawal limit). A member also sees their level and the progress to the next one
// (engine rule levelProgress); guests see the levels and a way to log in.
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useLevelBenefits, type VipLevel } from '@/api/endpoints/level-benefits';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { centsToDecimal, toCents } from '@/engine/money';
import { levelProgress, type LevelProgress, type LevelThreshold } from '@/engine/rewards-rules';
import { QueryView } from '@/ui/query-view';
import { Icon } from '@/ui/icon';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { ProgressBar } from '@/features/rewards/progress-bar';
import '@/features/rewards/rewards.css';
import { TabStrip } from '@/ui/tab-strip';
import { RouteLink } from '@/shell/route-link';

const cents = (money: string) => toCents(money) ?? 0;

export default function LevelBenefitsScreen() {
  const { t } = useTranslation('rewards');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const query = useLevelBenefits(token);
  const data = query.data;
  const levels = data?.levels ?? [];
  const thresholds: LevelThreshold[] = levels.map((l) => ({ depositCents: cents(l.deposit), validBetCents: cents(l.validBet) }));
  const progress = data?.me ? levelProgress(thresholds, { depositCents: cents(data.me.deposit), validBetCents: cents(data.me.validBet) }, data.me.level) : null;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = picked ?? progress?.current ?? 0;
  const level = levels[shown];

  return (
    <Page className="rw-page">
      <QueryView query={query}>
        {() => (
          <>
            {!data ? (
              <div className="rw-level card">
                <SkeletonLines count={4} label={t('loading')} />
              </div>
            ) : progress ? (
              <MyLevel progress={progress} levels={levels} />
            ) : (
              <section className="rw-level card" aria-labelledby="rw-guest-title">
                <h1 id="rw-guest-title" className="rw-level__title">
                  {t('levels.guestTitle')}
                </h1>
                <p className="muted">{t('levels.guestText')}</p>
                <RouteLink to="login" className="button button--primary button--block">
                  {t('levels.login')}
                </RouteLink>
              </section>
            )}
            <section className="rw-levels" aria-labelledby="rw-levels-title">
              <h2 id="rw-levels-title" className="section__title">
                {t('levels.title')}
              </h2>
              {!data ? (
                <SkeletonLines count={6} label={t('loading')} />
              ) : (
                <>
                  <TabStrip
                    tabs={levels.map((l) => ({ id: l.level, label: l.label, className: progress?.current === l.level ? 'rw-level-tab--mine' : undefined }))}
                    current={shown}
                    onChange={setPicked}
                    label={t('levels.title')}
                    className="rw-level-tabs"
                    tabClassName="rw-level-tab"
                    idPrefix="rw-level"
                  />
                  {level ? <LevelCard level={level} mine={progress?.current === level.level} /> : null}
                </>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}

function MyLevel({ progress, levels }: { progress: LevelProgress; levels: readonly VipLevel[] }) {
  const { t } = useTranslation('rewards');
  const sym = useMerchant().currency.symbol;
  const current = levels[progress.current];
  const next = progress.next === null ? undefined : levels[progress.next];
  return (
    <section className="rw-level card" aria-labelledby="rw-my-level">
      <div className="rw-level__head">
        <Icon name="crown" size={32} />
        <div>
          <span className="rw-level__caption">{t('levels.current')}</span>
          <h1 id="rw-my-level" className="rw-level__title">
            {current?.label}
          </h1>
        </div>
      </div>
      {next && progress.deposit && progress.validBet ? (
        <>
          <p className="rw-level__next">{t('levels.toNext', { level: next.label, percent: progress.percent })}</p>
          <ProgressBar percent={progress.percent} label={t('levels.progressLabel', { level: next.label })} />
          <div className="rw-part">
            <div className="rw-part__row">
              <span>{t('levels.deposits')}</span>
              <span>
                <Money value={centsToDecimal(progress.deposit.haveCents)} symbol={sym} /> / <Money value={next.deposit} symbol={sym} />
              </span>
            </div>
            <ProgressBar percent={progress.deposit.percent} label={t('levels.depositProgress')} />
            <span className="rw-part__left muted">
              {progress.deposit.remainingCents > 0 ? (
                <>
                  {t('levels.more')} <Money value={centsToDecimal(progress.deposit.remainingCents)} symbol={sym} />
                </>
              ) : (
                t('levels.met')
              )}
            </span>
          </div>
          <div className="rw-part">
            <div className="rw-part__row">
              <span>{t('levels.validBets')}</span>
              <span>
                <Money value={centsToDecimal(progress.validBet.haveCents)} symbol={sym} /> / <Money value={next.validBet} symbol={sym} />
              </span>
            </div>
            <ProgressBar percent={progress.validBet.percent} label={t('levels.validBetProgress')} />
            <span className="rw-part__left muted">
              {progress.validBet.remainingCents > 0 ? (
                <>
                  {t('levels.more')} <Money value={centsToDecimal(progress.validBet.remainingCents)} symbol={sym} />
                </>
              ) : (
                t('levels.met')
              )}
            </span>
          </div>
        </>
      ) : (
        <p className="rw-level__next">{t('levels.top')}</p>
      )}
    </section>
  );
}

function LevelCard({ level, mine }: { level: VipLevel; mine: boolean }) {
  const { t } = useTranslation('rewards');
  const sym = useMerchant().currency.symbol;
  const money = (v: string) => (cents(v) === 0 ? <span className="muted">{t('levels.none')}</span> : <Money value={v} symbol={sym} />);
  return (
    <div className="rw-benefits card" role="tabpanel" aria-labelledby={`rw-level-${String(level.level)}`}>
      <h3 className="rw-benefits__title">
        {level.label}
        {mine ? <span className="rw-status rw-status--done">{t('levels.yours')}</span> : null}
      </h3>
      <h4 className="rw-benefits__sub">{t('levels.requirements')}</h4>
      <dl className="rw-dl">
        <div>
          <dt>{t('levels.deposits')}</dt>
          <dd>
            <Money value={level.deposit} symbol={sym} />
          </dd>
        </div>
        <div>
          <dt>{t('levels.validBets')}</dt>
          <dd>
            <Money value={level.validBet} symbol={sym} />
          </dd>
        </div>
      </dl>
      <h4 className="rw-benefits__sub">{t('levels.benefits')}</h4>
      <dl className="rw-dl">
        <div>
          <dt>{t('levels.upgradeBonus')}</dt>
          <dd>{money(level.upgradeBonus)}</dd>
        </div>
        <div>
          <dt>{t('levels.monthlyBonus')}</dt>
          <dd>{money(level.monthlyBonus)}</dd>
        </div>
        <div>
          <dt>{t('levels.rebate')}</dt>
          <dd>{t('levels.rate', { rate: level.rebateRate })}</dd>
        </div>
        <div>
          <dt>{t('levels.withdrawLimit')}</dt>
          <dd>
            <Money value={level.dailyWithdrawLimit} symbol={sym} />
          </dd>
        </div>
        <div>
          <dt>{t('levels.birthdayGift')}</dt>
          <dd>{money(level.birthdayGift)}</dd>
        </div>
      </dl>
    </div>
  );
}
