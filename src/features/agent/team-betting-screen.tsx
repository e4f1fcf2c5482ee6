// Team betting (/m/teamBetting): who in the downline bet in a date range, how often and how much.
import { useTranslation } from 'react-i18next';
import { useTeamBetting } from '@/api/endpoints/team-betting';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { ReportTable } from '@/ui/report-table';
import { SkeletonLines } from '@/ui/skeleton';
import { TeamFigures } from '@/features/agent/team-figures';
import { RangeBar, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';
import { QueryView } from '@/ui/query-view';

function TeamBettingScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange();
  const betting = useTeamBetting(viewer.session?.token, range);
  const sym = config.currency.symbol;
  return (
    <Page>
      <RangeBar range={range} onChange={setRange} />
      <QueryView query={betting}>
        {(data) => (
          <>
            <Section title={t('betting.totals')}>
              <TeamFigures totals={data?.totals} ids={['bettors', 'betCount', 'betTotal', 'winTotal', 'profit']} />
            </Section>
            <Section title={t('betting.byMember')}>
              <ReportTable
                columns={[
                  { header: t('column.member'), cell: (r) => r.userName },
                  { header: t('column.betCount'), cell: (r) => r.betCount },
                  { header: t('column.bets'), cell: (r) => <Money value={r.betTotal} symbol={sym} /> },
                  { header: t('column.wins'), cell: (r) => <Money value={r.winTotal} symbol={sym} /> },
                ]}
                rows={data?.rows}
                loading={<SkeletonLines count={4} label={t('loading')} />}
                rowKey={(r) => r.userName}
                empty={t('betting.empty')}
              />
            </Section>
          </>
        )}
      </QueryView>
    </Page>
  );
}

export default TeamBettingScreen;
