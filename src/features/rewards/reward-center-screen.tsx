// Reward center (/m/rewardCenter): the rewards waiting for the member (VIP upgrade bonus, weekly
// cashback, birthday bonus, deposit streak…) with amount, source and expiry, the total claimable
// at the top, Claim (once: the button is disabled while the claim is pending and the platform
// refuses a second one) and a history of claimed rewards.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRewardList, type Reward } from '@/api/endpoints/reward-list';
import { useRewardClaim } from '@/api/endpoints/reward-claim';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatUtcDate } from '@/engine/time';
import { daysLeft } from '@/engine/rewards-rules';
import { QueryView } from '@/ui/query-view';
import { Icon } from '@/ui/icon';
import { formatMoney, Money } from '@/ui/money';
import { Notice, Page } from '@/ui/page';
import { Skeleton, SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { Tabs } from '@/features/rewards/rewards-tabs';
import { useRefusalText } from '@/features/rewards/refusal-text';
import '@/features/rewards/rewards.css';
import { useSingleFlight } from '@/ui/use-single-flight';

type Tab = 'rewards' | 'history';

export default function RewardCenterScreen() {
  const { t } = useTranslation('rewards');
  const sym = useMerchant().currency.symbol;
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const list = useRewardList(token);
  const [tab, setTab] = useState<Tab>('rewards');
  const rewards = list.data?.rewards ?? [];
  const open = rewards.filter((r) => r.status !== 'claimed');
  const claimable = rewards.filter((r) => r.status === 'claimable');
  const history = rewards.filter((r) => r.status === 'claimed').sort((a, b) => (b.claimedAt ?? 0) - (a.claimedAt ?? 0));

  return (
    <Page className="rw-page">
      <section className="rw-hero card" aria-labelledby="rw-total-label">
        <Icon name="gift" size={32} />
        <div className="rw-hero__body">
          <h1 id="rw-total-label" className="rw-hero__label">
            {t('center.total')}
          </h1>
          {list.data ? (
            <>
              <Money value={list.data.totalClaimable} symbol={sym} className="rw-hero__amount" />
              <span className="rw-hero__sub">{t('center.count', { count: claimable.length })}</span>
            </>
          ) : (
            <>
              <Skeleton width={140} height={30} />
              <Skeleton width={110} height={14} />
            </>
          )}
        </div>
      </section>
      <Tabs<Tab>
        label={t('center.tabs')}
        current={tab}
        onChange={setTab}
        tabs={[
          { id: 'rewards', label: t('center.tabRewards') },
          { id: 'history', label: t('center.tabHistory') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`rw-tab-${tab}`}>
        <QueryView query={list} loading={<SkeletonLines count={5} label={t('loading')} />}>
          {() =>
            tab === 'rewards' ? (
              open.length === 0 ? (
                <div className="card">
                  <Notice title={t('center.empty')} />
                </div>
              ) : (
                <ul className="rw-list" aria-label={t('center.tabRewards')}>
                  {open.map((r) => (
                    <RewardCard key={r.id} reward={r} symbol={sym} />
                  ))}
                </ul>
              )
            ) : history.length === 0 ? (
              <div className="card">
                <Notice title={t('center.historyEmpty')} />
              </div>
            ) : (
              <ul className="rw-list" aria-label={t('center.tabHistory')}>
                {history.map((r) => (
                  <li key={r.id} className="rw-card card">
                    <div className="rw-card__body">
                      <h2 className="rw-card__title">{t(`kind.${r.kind}`, { level: r.level ?? '' })}</h2>
                      <span className="rw-card__meta">{t('center.claimedOn', { date: formatUtcDate(r.claimedAt ?? r.issuedAt) })}</span>
                    </div>
                    <Money value={r.amount} symbol={sym} className="rw-card__amount rw-gain" />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </Page>
  );
}

function RewardCard({ reward, symbol }: { reward: Reward; symbol: string }) {
  const { t } = useTranslation('rewards');
  const qc = useQueryClient();
  const claim = useRewardClaim();
  const flight = useSingleFlight();
  const refusal = useRefusalText();
  const title = t(`kind.${reward.kind}`, { level: reward.level ?? '' });
  const [now] = useState(Date.now); // when the card appeared: a render never reads the clock
  const left = daysLeft(reward.expiresAt, now);
  const claimed = claim.isSuccess;
  const onClaim = () => {
    if (claimed || !flight.start()) return;
    claim.mutate(
      { id: reward.id },
      {
        onSettled: flight.done,
        onSuccess: (r) => {
          toast.success(t('center.claimed', { amount: formatMoney(r.amount, symbol) }));
          void qc.invalidateQueries({ queryKey: ['platform'] });
        },
        onError: (e) => {
          toast.error(refusal(e));
          void qc.invalidateQueries({ queryKey: ['platform', 'rewardList'] });
        },
      },
    );
  };
  return (
    <li className={`rw-card card${reward.status === 'expired' ? ' rw-card--expired' : ''}`}>
      <div className="rw-card__body">
        <h2 className="rw-card__title">{title}</h2>
        <span className="rw-card__meta">{t(`source.${reward.kind}`)}</span>
        <Money value={reward.amount} symbol={symbol} className="rw-card__amount" />
        <span className={`rw-card__meta${left !== null && left < 3 ? ' rw-warn' : ''}`}>
          {reward.status === 'expired'
            ? t('center.expiredOn', { date: formatUtcDate(reward.expiresAt) })
            : t('center.expires', { date: formatUtcDate(reward.expiresAt), count: left ?? 0 })}
        </span>
      </div>
      {reward.status === 'expired' ? (
        <span className="rw-status rw-status--expired">{t('status.expired')}</span>
      ) : claimed ? (
        <span className="rw-status rw-status--done">{t('status.claimed')}</span>
      ) : (
        <button
          type="button"
          className="button button--primary rw-card__action"
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
          onClick={onClaim}
          aria-label={t('center.claimLabel', { title })}
        >
          {t('center.claim')}
        </button>
      )}
    </li>
  );
}
