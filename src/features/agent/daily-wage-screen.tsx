// Daily wage (/m/member/agent/dailySalary): the daily-salary contract (terms, status) and, for a
// date range, the wage per day from the team's bets and active members: paid into the wallet
// once the day has closed, pending for today. The range's team bets are the same figure as on
// team profit and loss, which it links to.
import { useTranslation } from 'react-i18next';
import { useDailyWage } from '@/api/endpoints/daily-wage';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Money } from '@/ui/money';
import { Section } from '@/ui/page';
import { ReportTable } from '@/ui/report-table';
import { SkeletonLines } from '@/ui/skeleton';
import { PayoutReport, StatusPill } from '@/features/agent/payout-parts';
import { rangeQuery, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';
import { href } from '@/engine/routes';

function DailyWageScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange(6);
  const wage = useDailyWage(viewer.session?.token, range);
  const sym = config.currency.symbol;
  const d = wage.data;
  return (
    <PayoutReport
      report={wage}
      range={range}
      onRange={setRange}
      contract={{ kind: 'dailySalary', measure: 'teamBet', tiers: 4 }}
      contractTo={href('salaryContract')}
      totals={[
        { label: t('figure.betTotal'), value: d?.totals.teamBet },
        { label: t('payout.wageTotal'), value: d?.totals.wage, gain: true },
        { label: t('payout.paidTotal'), value: d?.totals.paid },
        { label: t('payout.pendingTotal'), value: d?.totals.pending },
      ]}
    >
      <RouteLink to="teamProfitAndLoss" query={rangeQuery(range)} className="report-link">
        {t('payout.toPnl')}
      </RouteLink>
      <Section title={t('payout.byDay')}>
        <ReportTable
          columns={[
            { header: t('column.date'), cell: (r) => <time dateTime={r.date}>{r.date.slice(5)}</time> },
            { header: t('column.bets'), cell: (r) => <Money value={r.teamBet} symbol={sym} /> },
            { header: t('column.activeShort'), cell: (r) => r.activeMembers },
            { header: t('column.tier'), cell: (r) => (r.tier > 0 ? r.tier : '–') },
            // The day's status under its wage: six columns do not fit a 360 px phone, and the status
            // is what the agent reads the table for.
            {
              header: (
                <span className="wage-cell">
                  <span>{t('column.wage')}</span> <span>{t('column.status')}</span>
                </span>
              ),
              cell: (r) => (
                <span className="wage-cell">
                  <Money value={r.wage} symbol={sym} /> <StatusPill status={r.status} />
                </span>
              ),
            },
          ]}
          rows={d?.days}
          className="report-table wage-table"
          caption={t('payout.byDay')}
          loading={<SkeletonLines count={6} label={t('loading')} />}
          rowKey={(r) => r.date}
        />
      </Section>
    </PayoutReport>
  );
}

export default DailyWageScreen;
