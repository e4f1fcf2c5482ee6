// Dividend (/m/member/agent/agentDivident): the dividend contract (terms, status) and, for every
// half-month period overlapping a date range, the team's profit and loss, its net loss and
// active members, the share reached and the dividend — paid once the period has closed, pending
// while it runs. Each period links to team profit and loss for the same dates.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDividend, type Dividend } from '@/api/endpoints/dividend';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { Money } from '@/ui/money';
import { Notice, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { PayoutReport, StatusPill } from '@/features/agent/payout-parts';
import { Figure } from '@/features/agent/team-figures';
import { rangeQuery, useTeamRange } from '@/features/agent/team-range';
import '@/features/agent/agent.css';
import { RouteLink } from '@/shell/route-link';
import { href } from '@/engine/routes';
import { formatIsoDay } from '@/engine/time';
import { isoDay } from '@/engine/report-range';

type PeriodRow = Dividend['periods'][number];

function PeriodCard({ p, today }: { p: PeriodRow; today: string }) {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const sym = config.currency.symbol;
  const id = useId();
  const profitTone = p.teamProfit.startsWith('-') ? 'loss' : p.teamProfit === '0.00' ? undefined : 'gain';
  return (
    <li className="card period-card" aria-labelledby={id}>
      <div className="period-card__head">
        <h3 id={id} className="period-card__title">
          {t('payout.period', { start: formatIsoDay(p.startDate), end: formatIsoDay(p.endDate) })}
        </h3>
        <StatusPill status={p.status} />
      </div>
      <dl className="figures">
        <Figure label={t('figure.profit')} tone={profitTone}>
          <Money value={p.teamProfit} symbol={sym} />
        </Figure>
        <Figure label={t('payout.netLoss')}>
          <Money value={p.netLoss} symbol={sym} />
        </Figure>
        <Figure label={t('figure.betTotal')}>
          <Money value={p.teamBet} symbol={sym} />
        </Figure>
        <Figure label={t('column.active')}>{p.activeMembers}</Figure>
        <Figure label={t('payout.share')}>{p.share === '0' ? '–' : `${p.share}%`}</Figure>
        <Figure label={t('payout.dividend')} tone={p.dividend !== '0.00' ? 'gain' : undefined}>
          <Money value={p.dividend} symbol={sym} />
        </Figure>
      </dl>
      {/* The period that runs links to its days so far: a range that ends after today is not taken. */}
      <RouteLink to="teamProfitAndLoss" query={rangeQuery({ startDate: p.startDate, endDate: p.endDate > today ? today : p.endDate })} className="report-link">
        {t('payout.periodToPnl')}
      </RouteLink>
    </li>
  );
}

function DividendScreen() {
  const { t } = useTranslation('agent');
  const { viewer } = useViewer();
  const [range, setRange] = useTeamRange(29);
  const [today] = useState(() => isoDay(Date.now())); // when the screen opened: a render never reads the clock
  const dividend = useDividend(viewer.session?.token, range);
  const d = dividend.data;
  return (
    <PayoutReport
      report={dividend}
      range={range}
      onRange={setRange}
      contract={{ kind: 'dividend', measure: 'teamLoss', tiers: 3 }}
      contractTo={href('dividendContract')}
      figuresClass="figures figures--three"
      totals={[
        { label: t('payout.dividendTotal'), value: d?.totals.dividend },
        { label: t('payout.paidTotal'), value: d?.totals.paid },
        { label: t('payout.pendingTotal'), value: d?.totals.pending },
      ]}
    >
      <Section title={t('payout.byPeriod')}>
        {!d ? (
          <SkeletonLines count={6} label={t('loading')} />
        ) : d.periods.length === 0 ? (
          <Notice title={t('pnl.empty')} />
        ) : (
          <ul className="period-list" aria-label={t('payout.byPeriod')}>
            {d.periods.map((p) => (
              <PeriodCard key={p.startDate} p={p} today={today} />
            ))}
          </ul>
        )}
      </Section>
    </PayoutReport>
  );
}

export default DividendScreen;
