// Pieces shared by the daily wage and dividend pages: the payout status pill and the contract
// card (name, status, the link to the contract page and what to do when it is not accepted).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@/api/endpoints/contract-terms';
import type { PayoutStatus } from '@/api/endpoints/daily-wage';
import { useMerchant } from '@/shell/config-context';
import { Money } from '@/ui/money';

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
