// Team profit and loss (/m/agent/team/pnl): totals and one row per downline member for a date
// range; the team's result is wins + bonuses − bets.
import { useTranslation } from 'react-i18next';
import { useTeamPnl } from '@/api/endpoints/team-pnl';
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

function TeamPnlScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange();
  const pnl = useTeamPnl(viewer.session?.token, range);
  const sym = config.currency.symbol;
  const rows = pnl.data?.rows.filter(
    (r) => r.betTotal !== '0.00' || r.depositTotal !== '0.00' || r.winTotal !== '0.00' || r.bonusTotal !== '0.00' || r.withdrawalTotal !== '0.00',
  );
  return (
    <Page>
      <RangeBar range={range} onChange={setRange} />
      <QueryView query={pnl}>
        {(data) => (
          <>
            <Section title={t('pnl.totals')}>
              <TeamFigures totals={data?.totals} ids={['profit', 'betTotal', 'winTotal', 'bonusTotal', 'depositTotal', 'withdrawalTotal']} />
            </Section>
            <Section title={t('pnl.byMember')}>
              <ReportTable
                columns={[
                  { header: t('column.member'), cell: (r) => r.userName },
                  // The result first (in view on a phone); then what makes it, so that the row adds up
                  // on its own: profit and loss = wins + bonuses and rebates − bets.
                  { header: t('column.profit'), cell: (r) => <Money value={r.profit} symbol={sym} /> },
                  { header: t('column.bets'), cell: (r) => <Money value={r.betTotal} symbol={sym} /> },
                  { header: t('column.wins'), cell: (r) => <Money value={r.winTotal} symbol={sym} /> },
                  { header: t('figure.bonusTotal'), cell: (r) => <Money value={r.bonusTotal} symbol={sym} /> },
                ]}
                rows={rows}
                loading={<SkeletonLines count={4} label={t('loading')} />}
                rowKey={(r) => r.userName}
                empty={t('pnl.empty')}
              />
            </Section>
          </>
        )}
      </QueryView>
    </Page>
  );
}

export default TeamPnlScreen;
