// Daily wage (/m/member/agent/dailySalary): the daily-salary contract (terms, status) and, for a
// date range, the wage per day from the team's bets and active members: paid into the wallet
// once the day has closed, pending for today. The range's team bets are the same figure as on
// team profit and loss, which it links to.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDailyWage } from '@/api/endpoints/daily-wage';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { ErrorState } from '@/ui/error-state';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { ReportTable } from '@/ui/report-table';
import { SkeletonLines } from '@/ui/skeleton';
import { ContractCard, StatusPill } from '@/features/agent/payout-parts';
import { Figure } from '@/features/agent/team-figures';
import { RangeBar, rangeQuery, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';

function DailyWageScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange(6);
  const wage = useDailyWage(viewer.session?.token, range);
  const sym = config.currency.symbol;
  const d = wage.data;
  if (wage.isError) {
    return (
      <Page>
        <RangeBar range={range} onChange={setRange} />
        <ErrorState error={wage.error} onRetry={() => void wage.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      {d ? <ContractCard contract={d.contract} to="/m/member/agent/getSalaryContract" /> : <SkeletonLines count={4} label={t('loading')} />}
      <RangeBar range={range} onChange={setRange} />
      <dl className="figures" aria-busy={d ? undefined : true}>
        <Figure label={t('figure.betTotal')}>
          <Money value={d?.totals.teamBet} symbol={sym} />
        </Figure>
        <Figure label={t('payout.wageTotal')} tone={d && d.totals.wage !== '0.00' ? 'gain' : undefined}>
          <Money value={d?.totals.wage} symbol={sym} />
        </Figure>
        <Figure label={t('payout.paidTotal')}>
          <Money value={d?.totals.paid} symbol={sym} />
        </Figure>
        <Figure label={t('payout.pendingTotal')}>
          <Money value={d?.totals.pending} symbol={sym} />
        </Figure>
      </dl>
      <Link to={`/m/agent/team/pnl${rangeQuery(range)}`} className="report-link">
        {t('payout.toPnl')}
      </Link>
      <Section title={t('payout.byDay')}>
        {!d ? (
          <SkeletonLines count={6} label={t('loading')} />
        ) : (
          <ReportTable
            columns={[
              { header: t('column.date'), cell: (r) => <time dateTime={r.date}>{r.date.slice(5)}</time> },
              { header: t('column.bets'), cell: (r) => <Money value={r.teamBet} symbol={sym} /> },
              { header: t('column.activeShort'), cell: (r) => r.activeMembers },
              { header: t('column.tier'), cell: (r) => (r.tier > 0 ? r.tier : '–') },
              { header: t('column.wage'), cell: (r) => <Money value={r.wage} symbol={sym} /> },
              { header: t('column.status'), cell: (r) => <StatusPill status={r.status} /> },
            ]}
            rows={d.days}
            rowKey={(r) => r.date}
          />
        )}
      </Section>
    </Page>
  );
}

export default DailyWageScreen;
