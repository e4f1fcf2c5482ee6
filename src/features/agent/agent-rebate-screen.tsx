// Agent rebate (/m/member/teamRebate): what the agent earns on its downline's valid bets for a
// date range — on every bet the difference between its own rate and the member's rate for the
// game type — by game type, by member and by day.
import { useTranslation } from 'react-i18next';
import { useAgentRebateReport } from '@/api/endpoints/agent-rebate-report';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { ReportTable } from '@/ui/report-table';
import { SkeletonLines } from '@/ui/skeleton';
import { Figure } from '@/features/agent/team-figures';
import { RangeBar, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

function AgentRebateScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange(6);
  const report = useAgentRebateReport(viewer.session?.token, range);
  const sym = config.currency.symbol;
  const d = report.data;
  const validBet = { header: t('column.validBet'), cell: (r: { validBet: string }) => <Money value={r.validBet} symbol={sym} /> };
  const rebate = { header: t('column.rebate'), cell: (r: { rebate: string }) => <Money value={r.rebate} symbol={sym} /> };
  return (
    <Page>
      <RangeBar range={range} onChange={setRange} />
      <QueryView query={report}>
        {() => (
          <>
            <dl className="figures" aria-busy={d ? undefined : true}>
              <Figure label={t('rebateReport.earned')} tone={d && d.totals.rebate !== '0.00' ? 'gain' : undefined}>
                <Money value={d?.totals.rebate} symbol={sym} />
              </Figure>
              <Figure label={t('rebateReport.validBet')}>
                <Money value={d?.totals.validBet} symbol={sym} />
              </Figure>
              <Figure label={t('figure.betCount')}>{d ? d.totals.betCount : '–'}</Figure>
              <div className="figure figure--link">
                <RouteLink to="gameRebateSetting" className="button button--outline button--small">
                  {t('rebateReport.toSetting')}
                </RouteLink>
              </div>
            </dl>
            <Section title={t('rebateReport.byType')}>
              <ReportTable
                columns={[
                  { header: t('column.gameType'), cell: (r) => t(`gameType.${r.gameType}`) },
                  { header: t('column.ownRate'), cell: (r) => `${r.ownRate}%` },
                  validBet,
                  rebate,
                ]}
                rows={d?.byGameType}
                loading={<SkeletonLines count={4} label={t('loading')} />}
                rowKey={(r) => r.gameType}
              />
            </Section>
            <Section title={t('rebateReport.byMember')}>
              <ReportTable
                columns={[{ header: t('column.member'), cell: (r) => r.userName }, validBet, rebate]}
                rows={d?.byMember}
                loading={<SkeletonLines count={4} label={t('loading')} />}
                rowKey={(r) => r.userName}
                empty={t('betting.empty')}
              />
            </Section>
            <Section title={t('rebateReport.byDay')}>
              <ReportTable
                columns={[{ header: t('column.date'), cell: (r) => r.date }, validBet, rebate]}
                rows={d?.byDay}
                loading={<SkeletonLines count={4} label={t('loading')} />}
                rowKey={(r) => r.date}
                empty={t('betting.empty')}
              />
            </Section>
            <p className="muted">{t('rebateReport.note')}</p>
          </>
        )}
      </QueryView>
    </Page>
  );
}

export default AgentRebateScreen;
