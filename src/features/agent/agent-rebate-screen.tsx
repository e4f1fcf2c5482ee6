// Agent rebate (/m/member/teamRebate): what the agent earns on its downline's valid bets for a
// date range — on every bet the difference between its own rate and the member's rate for the
// game type — by game type, by member and by day.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAgentRebateReport } from '@/api/endpoints/agent-rebate-report';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { ErrorState } from '@/ui/error-state';
import { Money } from '@/ui/money';
import { Notice, Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { Figure } from '@/features/agent/team-figures';
import { RangeBar, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';

function AgentRebateScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange(6);
  const report = useAgentRebateReport(viewer.session?.token, range);
  const sym = config.currency.symbol;
  const d = report.data;
  return (
    <Page>
      <RangeBar range={range} onChange={setRange} />
      {report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
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
              <Link to="/m/member/agent/agentRebeat" className="button button--outline button--small">
                {t('rebateReport.toSetting')}
              </Link>
            </div>
          </dl>
          <Section title={t('rebateReport.byType')}>
            {!d ? (
              <SkeletonLines count={4} label={t('loading')} />
            ) : (
              <div className="report-scroll">
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('column.gameType')}</th>
                      <th scope="col">{t('column.ownRate')}</th>
                      <th scope="col">{t('column.validBet')}</th>
                      <th scope="col">{t('column.rebate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.byGameType.map((r) => (
                      <tr key={r.gameType}>
                        <th scope="row">{t(`gameType.${r.gameType}`)}</th>
                        <td>{r.ownRate}%</td>
                        <td>
                          <Money value={r.validBet} symbol={sym} />
                        </td>
                        <td>
                          <Money value={r.rebate} symbol={sym} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
          <Section title={t('rebateReport.byMember')}>
            {!d ? (
              <SkeletonLines count={4} label={t('loading')} />
            ) : d.byMember.length === 0 ? (
              <Notice title={t('betting.empty')} />
            ) : (
              <div className="report-scroll">
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('column.member')}</th>
                      <th scope="col">{t('column.validBet')}</th>
                      <th scope="col">{t('column.rebate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.byMember.map((r) => (
                      <tr key={r.userName}>
                        <th scope="row">{r.userName}</th>
                        <td>
                          <Money value={r.validBet} symbol={sym} />
                        </td>
                        <td>
                          <Money value={r.rebate} symbol={sym} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
          <Section title={t('rebateReport.byDay')}>
            {!d ? (
              <SkeletonLines count={4} label={t('loading')} />
            ) : d.byDay.length === 0 ? (
              <Notice title={t('betting.empty')} />
            ) : (
              <div className="report-scroll">
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('column.date')}</th>
                      <th scope="col">{t('column.validBet')}</th>
                      <th scope="col">{t('column.rebate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.byDay.map((r) => (
                      <tr key={r.date}>
                        <th scope="row">{r.date}</th>
                        <td>
                          <Money value={r.validBet} symbol={sym} />
                        </td>
                        <td>
                          <Money value={r.rebate} symbol={sym} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
          <p className="muted">{t('rebateReport.note')}</p>
        </>
      )}
    </Page>
  );
}

export default AgentRebateScreen;
