// Team betting (/m/teamBetting): who in the downline bet in a date range, how often and how much.
import { useTranslation } from 'react-i18next';
import { useTeamBetting } from '@/api/endpoints/team-betting';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { ErrorState } from '@/ui/error-state';
import { Money } from '@/ui/money';
import { Notice, Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { TeamFigures } from '@/features/agent/team-figures';
import { RangeBar, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';

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
      {betting.isError ? (
        <ErrorState error={betting.error} onRetry={() => void betting.refetch()} />
      ) : (
        <>
          <Section title={t('betting.totals')}>
            <TeamFigures totals={betting.data?.totals} ids={['bettors', 'betCount', 'betTotal', 'winTotal', 'profit']} />
          </Section>
          <Section title={t('betting.byMember')}>
            {!betting.data ? (
              <SkeletonLines count={4} label={t('loading')} />
            ) : betting.data.rows.length === 0 ? (
              <Notice title={t('betting.empty')} />
            ) : (
              <div className="report-scroll">
                <table className="report-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('column.member')}</th>
                      <th scope="col">{t('column.betCount')}</th>
                      <th scope="col">{t('column.bets')}</th>
                      <th scope="col">{t('column.wins')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {betting.data.rows.map((r) => (
                      <tr key={r.userName}>
                        <th scope="row">{r.userName}</th>
                        <td>{r.betCount}</td>
                        <td>
                          <Money value={r.betTotal} symbol={sym} />
                        </td>
                        <td>
                          <Money value={r.winTotal} symbol={sym} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </>
      )}
    </Page>
  );
}

export default TeamBettingScreen;
