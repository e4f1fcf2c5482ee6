// Team overview (/m/agent/team/overview): the team's totals for a date range (default today),
// with links to profit and loss and team betting for the same range.
import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '@/api/endpoints/team-overview';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Money } from '@/ui/money';
import { Page, Section } from '@/ui/page';
import { Figure, TeamFigures } from '@/features/agent/team-figures';
import { RangeBar, rangeQuery, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

function TeamOverviewScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange();
  const overview = useTeamOverview(viewer.session?.token, range);
  return (
    <Page>
      <RangeBar range={range} onChange={setRange} />
      <Section title={t('overview.totals')}>
        <QueryView query={overview}>
          {(data) => (
            <TeamFigures
              totals={data?.totals}
              ids={['members', 'newMembers', 'bettors', 'betCount', 'betTotal', 'winTotal', 'bonusTotal', 'profit', 'depositTotal', 'withdrawalTotal']}
              extra={
                <>
                  <Figure label={t('figure.online')}>{data?.online ?? '–'}</Figure>
                  <Figure label={t('figure.balanceTotal')}>
                    <Money value={data?.balanceTotal} symbol={config.currency.symbol} />
                  </Figure>
                </>
              }
            />
          )}
        </QueryView>
      </Section>
      <div className="contract-actions">
        <RouteLink className="button button--outline" to="teamProfitAndLoss" query={rangeQuery(range)}>
          {t('agentMenu.teamProfitAndLoss')}
        </RouteLink>
        <RouteLink className="button button--outline" to="teamBetting" query={rangeQuery(range)}>
          {t('agentMenu.teamBetting')}
        </RouteLink>
      </div>
    </Page>
  );
}

export default TeamOverviewScreen;
