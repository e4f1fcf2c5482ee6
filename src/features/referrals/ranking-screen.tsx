// Deposit ranking (/m/deposit-rank) and betting ranking (/m/bet-rank): no shared header by the
// spec, so the screen brings its own top bar (Back and the title). Tabs for today, this week and
// this month; the top 20 with medals; the member's own position. Visitors may look.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRanking, type RankingKind, type RankingPeriod } from '@/api/endpoints/rankings';
import { HeaderBackButton } from '@/shell/header-back-button';
import { useViewer } from '@/shell/use-viewer';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { MyPosition, RankingList, RankingSkeleton } from '@/features/referrals/ranking-list';
import '@/features/referrals/referrals.css';
import { TabStrip } from '@/ui/tab-strip';

const PERIODS: readonly RankingPeriod[] = ['today', 'week', 'month'];

export function RankingScreen({ kind }: { kind: RankingKind }) {
  const { t } = useTranslation('referrals');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const [period, setPeriod] = useState<RankingPeriod>('today');
  const ranking = useRanking({ kind, period }, token);
  const title = t(kind === 'deposit' ? 'title.depositRank' : 'title.betRank', { ns: 'common' });
  const listLabel = `${t('rank.list')} · ${t(`rank.${kind}`)} · ${t(`rank.${period}`)}`;
  return (
    <>
      <header className="topbar rank-topbar">
        <HeaderBackButton back="history" />
        <h1 className="rank-topbar__title">{title}</h1>
        <span className="rank-topbar__end" aria-hidden="true" />
      </header>
      <Page className="ref-page rank-page">
        <TabStrip
          tabs={PERIODS.map((p) => ({ id: p, label: t(`rank.${p}`) }))}
          current={period}
          onChange={setPeriod}
          label={t('rank.periods')}
          className="ref-tabs"
          tabClassName="ref-tab"
        />
        <QueryView
          query={ranking}
          loading={
            <>
              <div className="card rank-me" aria-hidden="true" />
              <RankingSkeleton label={listLabel} />
            </>
          }
        >
          {(data) => (
            <>
              <MyPosition ranking={data} />
              <div className="rank-head" aria-hidden="true">
                <span>{t('rank.rank')}</span>
                <span>{t('rank.player')}</span>
                <span>{t(`rank.${kind}`)}</span>
              </div>
              <RankingList ranking={data} label={listLabel} />
            </>
          )}
        </QueryView>
      </Page>
    </>
  );
}
