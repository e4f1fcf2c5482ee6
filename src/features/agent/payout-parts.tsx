// Pieces shared by the daily wage and dividend pages: the page's frame (contract card, range,
// totals, or the failure), the payout status pill and the contract card (name, status, the tiers,
// what the status means and the link to the contract page), with its placeholder of the same size.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms, ContractTier } from '@/api/endpoints/contract-terms';
import type { PayoutStatus } from '@/api/endpoints/daily-wage';
import type { TeamRange } from '@/api/endpoints/team-overview';
import { useMerchant } from '@/shell/config-context';
import { Money } from '@/ui/money';
import { Page } from '@/ui/page';
import { QueryView } from '@/ui/query-view';
import { ReportTable } from '@/ui/report-table';
import { Skeleton } from '@/ui/skeleton';
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
 * What the page knows of its contract before the answer: its kind and measure, and the tiers such a
 * contract usually has, for a placeholder of the card's size.
 */
export interface ContractPlaceholder {
  kind: ContractKind;
  measure: ContractTerms['measure'];
  tiers: number;
}

/**
 * A payout page: its contract card, the range, the range's totals and then the page's own report
 * (`children`); when the report fails, the range and the failure with a retry.
 */
export function PayoutReport({
  report,
  range,
  onRange,
  contract,
  contractTo,
  totals,
  figuresClass = 'figures',
  children,
}: {
  report: { data: { contract: ContractTerms } | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  range: TeamRange;
  onRange: (range: TeamRange) => void;
  contract: ContractPlaceholder;
  contractTo: string;
  totals: readonly PayoutTotal[];
  figuresClass?: string;
  children: ReactNode;
}) {
  const sym = useMerchant().currency.symbol;
  // A failure keeps the range (to pick another) and takes the place of the rest; while the report
  // loads, the contract card and the totals draw their own placeholders, of their size: nothing below
  // moves when the answer comes.
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
          {d ? <ContractCard contract={d.contract} to={contractTo} /> : <ContractCardSkeleton contract={contract} />}
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

/** A row of the tier table: a tier, or a placeholder while the contract loads. */
export interface TierRow {
  key: string;
  tier: ContractTier | null;
}

/**
 * The tiers of a contract, one line each whatever the language (the volume and the active members
 * needed, and the reward), so that its placeholder rows have the height of the real ones; the
 * contract pages show their terms with it too (it fits a 360 px phone in Tagalog).
 */
export function TierTable({ measure, rows }: { measure: ContractTerms['measure']; rows: readonly TierRow[] }) {
  const { t } = useTranslation('agent');
  const sym = useMerchant().currency.symbol;
  const placeholder = (width: string) => <Skeleton className="tier-table__placeholder" width={width} height="1em" />;
  return (
    <ReportTable<TierRow>
      layout="inset"
      className="report-table tier-table"
      caption={t('contract.terms')}
      columns={[
        { header: t('contract.tier'), cell: (r, i) => (r.tier ? i + 1 : placeholder('1em')) },
        {
          header: t(`contract.measure.${measure}`),
          cell: (r) =>
            r.tier ? (
              <>
                ≥ <Money value={r.tier.threshold} symbol={sym} />
              </>
            ) : (
              placeholder('6em')
            ),
        },
        { header: t('column.activeShort'), cell: (r) => (r.tier ? r.tier.activeMembers : placeholder('1.5em')) },
        {
          header: t('contract.reward'),
          cell: (r) => (!r.tier ? placeholder('4em') : r.tier.rewardKind === 'percent' ? `${r.tier.reward}%` : <Money value={r.tier.reward} symbol={sym} />),
        },
      ]}
      rows={rows}
      rowKey={(r) => r.key}
    />
  );
}

/** What the contract's status means for the payouts (or, once accepted, when it pays). */
function contractNote(contract: ContractTerms): string {
  if (contract.status === 'accepted') return `contract.period.${contract.period}`;
  return contract.status === 'pending' ? 'payout.acceptToEarn' : 'payout.noContractNote';
}

export function ContractCard({ contract, to }: { contract: ContractTerms; to: string }) {
  const { t } = useTranslation('agent');
  const titleId = `contract-card-${contract.kind}`;
  return (
    <section className="card contract-card" aria-labelledby={titleId}>
      <div className="contract-card__head">
        <h2 id={titleId} className="section__title">
          {t(`contract.name.${contract.kind}`)}
        </h2>
        <span className={`contract-status contract-status--${contract.status}`}>{t(`contract.status.${contract.status}`)}</span>
      </div>
      <TierTable measure={contract.measure} rows={contract.tiers.map((tier) => ({ key: tier.threshold, tier }))} />
      <p className="muted contract-card__note">{t(contractNote(contract))}</p>
      <Link to={to} className="button button--outline button--small">
        {t('payout.viewContract')}
      </Link>
    </section>
  );
}

/**
 * The contract card while the page loads: the same frame, title and table head, with placeholders
 * of the same height for the status, the tiers, the note and the link.
 */
function ContractCardSkeleton({ contract }: { contract: ContractPlaceholder }) {
  const { t } = useTranslation('agent');
  const titleId = `contract-card-${contract.kind}`;
  return (
    <section className="card contract-card" aria-labelledby={titleId} aria-busy="true">
      <div className="contract-card__head">
        <h2 id={titleId} className="section__title">
          {t(`contract.name.${contract.kind}`)}
        </h2>
        <Skeleton width="9em" height="calc(0.8rem * 1.4 + 4px)" radius={999} />
      </div>
      <TierTable measure={contract.measure} rows={Array.from({ length: contract.tiers }, (_, i) => ({ key: `placeholder-${i}`, tier: null }))} />
      <div className="contract-card__note" role="status" aria-label={t('loading')}>
        <Skeleton width="90%" height="1em" />
        <Skeleton width="55%" height="1em" />
      </div>
      <Skeleton width="9em" height={36} radius={999} />
    </section>
  );
}
