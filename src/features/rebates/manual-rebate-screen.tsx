// Manual rebate (/m/member/manualRebate): the rebate the member can claim now — valid bets since
// the last rebate × the rate the upline set, per game type, computed by the platform from the
// ledger — and one Claim button that credits it exactly once (disabled while pending, one request
// id per intent, so a double tap or a retry claims once). Nothing claimable: a plain notice.
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { errorMessageKey, isPlatformError } from '@/api/errors';
import { useManualRebate } from '@/api/endpoints/manual-rebate';
import { useClaimRebate, type RebateClaim } from '@/api/endpoints/claim-rebate';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { guardRoute } from '@/engine/routes';
import { formatMoney, Money } from '@/ui/money';
import { Notice, Page, Section } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { BreakdownTable } from '@/features/rebates/breakdown-table';
import { formatUtc as formatWhen } from '@/engine/time';
import { FieldError } from '@/ui/input-field';
import { useIntent } from '@/ui/use-intent';
import { useSingleFlight } from '@/ui/use-single-flight';
import '@/features/rebates/rebates.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

export default function ManualRebateScreen() {
  const { t } = useTranslation('rebates');
  const config = useMerchant();
  const { viewer, ctx } = useViewer();
  const token = viewer.session?.token;
  const offer = useManualRebate(token);
  const claim = useClaimRebate();
  const intent = useIntent('manualRebate');
  const flight = useSingleFlight();
  const [claimed, setClaimed] = useState<RebateClaim | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sym = offer.data?.currencySymbol ?? config.currency.symbol;
  const canSeeHistory = 'allow' in guardRoute('myRebate', ctx);

  const onClaim = async () => {
    if (!offer.data?.claimable) return;
    const fingerprint = offer.data.total;
    setError(null);
    try {
      const result = await claim.mutateAsync({ requestId: intent.idFor(fingerprint) });
      intent.settle(fingerprint);
      setClaimed(result);
      toast.success(t('success'));
    } catch (e) {
      if (isPlatformError(e) && e.kind === 'rejected') intent.settle(fingerprint);
      const text = isPlatformError(e) && e.details.reason === 'nothingToClaim' ? t('manual.nothing') : t(errorMessageKey(e, 'send'), { ns: 'common' });
      setError(text);
      toast.error(text);
    }
  };

  return (
    <Page className="rb-page">
      <QueryView query={offer} loading={<SkeletonLines count={7} label={t('loading')} />}>
        {(data) => (
          <>
            <div className="rb-hero card">
              <span className="rb-hero__label">{t('manual.available')}</span>
              <Money value={data.total} symbol={sym} className="rb-hero__amount" />
              <p className="rb-hero__sub">
                {data.lastClaimAt === null ? t('manual.neverClaimed') : t('manual.lastClaim', { when: formatWhen(data.lastClaimAt) })}
              </p>
              <button
                type="button"
                className="button button--primary button--block"
                disabled={!data.claimable || claim.isPending || offer.isFetching}
                aria-busy={claim.isPending || undefined}
                onClick={() => void flight.run(onClaim)}
              >
                {t('manual.claim')}
              </button>
              {claimed ? (
                <p className="rb-ok" role="status">
                  {t('manual.claimed', { amount: formatMoney(claimed.amount, sym) })}
                </p>
              ) : null}
              {error ? <FieldError>{error}</FieldError> : null}
            </div>
            {!data.claimable ? (
              <div className="card">
                <Notice title={t('manual.nothing')}>
                  <p className="muted rb-note">{t('manual.nothingText')}</p>
                </Notice>
              </div>
            ) : null}
            <Section title={t('manual.breakdown')}>
              <div className="card rb-card--flush">
                <BreakdownTable lines={data.lines} symbol={sym} caption={t('manual.breakdown')} />
                <p className="rb-total">
                  <span>{t('total')}</span>
                  <span>
                    {t('validBet')} <Money value={data.validBet} symbol={sym} />
                  </span>
                </p>
              </div>
              <p className="muted rb-note">{t('manual.basis')}</p>
            </Section>
            {canSeeHistory ? (
              <RouteLink className="button button--outline button--block" to="myRebate">
                {t('manual.history')}
              </RouteLink>
            ) : null}
          </>
        )}
      </QueryView>
    </Page>
  );
}
