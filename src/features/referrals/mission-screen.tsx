// Mission activity (/m/leaderBoard): daily and weekly missions with the progress the platform
// measured from the member's wallet, a progress bar and Claim once complete (disabled while the
// claim is on its way); and a leaderboard tab with this week's top bettors.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { missionsKey, useMissions, type Mission } from '@/api/endpoints/missions';
import { useClaimMission } from '@/api/endpoints/claim-mission';
import { useRanking } from '@/api/endpoints/rankings';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatLocal } from '@/engine/time';
import { formatMoney, Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { QueryView } from '@/ui/query-view';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { MyPosition, RankingList, RankingSkeleton } from '@/features/referrals/ranking-list';
import '@/features/referrals/referrals.css';
import { useSingleFlight } from '@/ui/use-single-flight';
import { TabStrip } from '@/ui/tab-strip';

type Tab = 'missions' | 'leaderboard';

export default function MissionScreen() {
  const { t } = useTranslation('referrals');
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <Page className="ref-page">
      <TabStrip
        tabs={[
          { id: 'missions', label: t('mission.missionsTab') },
          { id: 'leaderboard', label: t('mission.leaderboardTab') },
        ]}
        current={tab}
        onChange={setTab}
        label={t('mission.tabs')}
        className="ref-tabs"
        tabClassName="ref-tab ref-tab--wide"
        idPrefix="mission-tab"
        panelPrefix="mission-panel"
      />
      <div role="tabpanel" id={`mission-panel-${tab}`} aria-labelledby={`mission-tab-${tab}`} className="ref-panel">
        {tab === 'missions' ? <Missions /> : <Leaderboard />}
      </div>
    </Page>
  );
}

function Missions() {
  const { t } = useTranslation('referrals');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const list = useMissions(token);
  return (
    <QueryView
      query={list}
      loading={
        <div className="mission-list" role="status" aria-busy="true" aria-label={t('mission.missionsTab')}>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="card mission-card mission-card--skeleton">
              <Skeleton width="70%" />
              <Skeleton height={8} radius={4} />
              <Skeleton width="40%" />
            </div>
          ))}
        </div>
      }
      empty={<p className="card ref-muted">{t('mission.none')}</p>}
      isEmpty={(data) => data.missions.length === 0}
    >
      {({ missions }) => (
        <>
          {(['daily', 'weekly'] as const).map((period) => {
            const group = missions.filter((m) => m.period === period);
            const [first] = group;
            if (!first) return null;
            return (
              <Section
                key={period}
                title={t(`mission.${period}`)}
                action={<span className="ref-muted ref-small">{t('mission.resets', { time: formatLocal(first.endsAt) })}</span>}
              >
                <ul className="mission-list">
                  {group.map((m) => (
                    <MissionCard key={m.id} mission={m} token={token} />
                  ))}
                </ul>
              </Section>
            );
          })}
        </>
      )}
    </QueryView>
  );
}

function MissionCard({ mission, token }: { mission: Mission; token: string | undefined }) {
  const { t } = useTranslation('referrals');
  const sym = useMerchant().currency.symbol;
  const qc = useQueryClient();
  const claim = useClaimMission();
  const flight = useSingleFlight();
  const target = mission.unit === 'money' ? formatMoney(mission.target, sym) : mission.target;
  const title = t(`mission.title.${mission.period}.${mission.kind}`, { target });
  const progressText = mission.unit === 'money' ? `${formatMoney(mission.progress, sym)} / ${target}` : `${mission.progress} / ${target}`;
  const onClaim = () => {
    if (!flight.start()) return;
    claim.mutate(
      { id: mission.id },
      {
        onSettled: flight.done,
        onSuccess: () => {
          toast.success(t('mission.claimSuccess'));
          void qc.invalidateQueries({ queryKey: missionsKey(token) });
          void qc.invalidateQueries({ queryKey: ['platform'] });
        },
        onError: (e) => toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' })),
      },
    );
  };
  const headingId = `mission-${mission.id}`;
  return (
    <li className={`card mission-card mission-card--${mission.status}`} aria-labelledby={headingId}>
      <div className="mission-card__top">
        <h3 id={headingId} className="mission-card__title">
          {title}
        </h3>
        <span className="mission-card__reward">
          <span className="ref-muted">{t('mission.reward')} </span>
          <Money value={mission.reward} symbol={sym} />
        </span>
      </div>
      <div
        className="mission-bar"
        role="progressbar"
        aria-label={`${t('mission.progress')}: ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-valuetext={progressText}
      >
        <span className="mission-bar__fill" style={{ width: `${mission.percent}%` }} />
      </div>
      <div className="mission-card__bottom">
        <span className="mission-card__progress">{progressText}</span>
        {mission.status === 'complete' ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={claim.isPending}
            aria-label={t('mission.claimAria', { title })}
            onClick={onClaim}
          >
            {t('mission.claim')}
          </button>
        ) : (
          <span className={`ref-badge ref-badge--${mission.status === 'claimed' ? 'claimed' : 'pending'}`}>
            {t(mission.status === 'claimed' ? 'mission.claimed' : 'mission.inProgress')}
          </span>
        )}
      </div>
    </li>
  );
}

function Leaderboard() {
  const { t } = useTranslation('referrals');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const ranking = useRanking({ kind: 'bet', period: 'week' }, token);
  const label = t('mission.leaderboardTitle');
  return (
    <Section title={label}>
      <p className="ref-muted ref-small">{t('mission.leaderboardHint')}</p>
      <QueryView
        query={ranking}
        loading={
          <>
            <div className="card rank-me" aria-hidden="true" />
            <RankingSkeleton label={label} />
          </>
        }
      >
        {(data) => (
          <>
            <MyPosition ranking={data} />
            <RankingList ranking={data} label={label} />
          </>
        )}
      </QueryView>
    </Section>
  );
}
