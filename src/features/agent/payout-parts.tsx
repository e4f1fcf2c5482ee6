// Pieces shared by the daily wage and dividend pages: the page's frame (contract card, range,
// totals, or the failure), the payout status pill and the contract card (name, status, the link
// to the contract page and what to do when it is not accepted).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@/api/endpoints/contract-terms';
import type { PayoutStatus } from '@/api/endpoints/daily-wage';
import type { TeamRange } from '@/api/endpoints/team-overview';
import { useMerchant } from '@/shell/config-context';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { QueryView } from '@/ui/query-view';
import { SkeletonLines } from '@/ui/skeleton';
import { Figure } from '@/features/agent/team-figures';
import { RangeBar } from '@/features/agent/team-range';

export interface PayoutTotal {
  label: string;
  /** Undefined while the report loads. */
  value: string | undefined;
  /** Shown as a gain when not zero. */
  gain?: boolean;
}

/**
 * A payout page: its contract card, the range, the range's totals and then the page's own report
 * (`children`); when the report fails, the range and the failure with a retry.
 */
export function PayoutReport({
  report,
  range,
  onRange,
  contractTo,
  totals,
  figuresClass = 'figures',
  children,
}: {
  report: { data: { contract: ContractTerms } | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  range: TeamRange;
  onRange: (range: TeamRange) => void;
  contractTo: string;
  totals: readonly PayoutTotal[];
  figuresClass?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const sym = useMerchant().currency.symbol;
  // A failure keeps the range (to pick another) and takes the place of the rest; while the report
  // loads, the contract card and the totals draw their own placeholders.
  return (
    <QueryView
      query={report}
      errorFrame={(error) => (
        <Page>
          <RangeBar range={range} onChange={onRange} />
          {error}
        </Page>
      )}
    >
      {(d) => (
        <Page>
          {d ? <ContractCard contract={d.contract} to={contractTo} /> : <SkeletonLines count={4} label={t('loading')} />}
          <RangeBar range={range} onChange={onRange} />
          <dl className={figuresClass} aria-busy={d ? undefined : true}>
            {totals.map((f) => (
              <Figure key={f.label} label={f.label} tone={f.gain && f.value !== undefined && f.value !== '0.00' ? 'gain' : undefined}>
                <Money value={f.value} symbol={sym} />
              </Figure>
            ))}
          </dl>
          {children}
        </Page>
      )}
    </QueryView>
  );
}

export function StatusPill({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('agent');
  return <span className={`status-pill status-pill--${status}`}>{t(`payout.${status}`)}</span>;
}

export function ContractCard({ contract, to }: { contract: ContractTerms; to: string }) {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const sym = config.currency.symbol;
  const accepted = contract.status === 'accepted';
  return (
    <section className="card contract-card" aria-labelledby={`contract-card-${contract.kind}`}>
      <div className="contract-card__head">
        <h2 id={`contract-card-${contract.kind}`} className="section__title">
          {t(`contract.name.${contract.kind}`)}
        </h2>
        <span className={`contract-status contract-status--${contract.status}`}>{t(`contract.status.${contract.status}`)}</span>
      </div>
      <ul className="tier-list" aria-label={t('contract.terms')}>
        {contract.tiers.map((tier, i) => (
          <li key={tier.threshold}>
            <span className="tier-list__tier">{t('payout.tierN', { n: i + 1 })}</span>
            <span>
              {t(`contract.measure.${contract.measure}`)} ≥ <Money value={tier.threshold} symbol={sym} /> · {t('payout.activeN', { count: tier.activeMembers })}
            </span>
            <strong>{tier.rewardKind === 'percent' ? `${tier.reward}%` : <Money value={tier.reward} symbol={sym} />}</strong>
          </li>
        ))}
      </ul>
      {!accepted ? <p className="muted">{t(contract.status === 'pending' ? 'payout.acceptToEarn' : 'payout.noContractNote')}</p> : null}
      <Link to={to} className="button button--outline button--small">
        {t('payout.viewContract')}
      </Link>
    </section>
  );
}
