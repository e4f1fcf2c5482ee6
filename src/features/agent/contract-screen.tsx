// Contract pages (/m/member/agent/getSalaryContract, getDevidendContract, getHourContract):
// the terms the upline offers and, while pending, Accept and Decline. Either answer clears the
// pending request, so the contract prompt does not come back. An offer that was answered keeps
// its offerer and terms on show; with no offer at all the page says so and nothing else. The
// page's one heading is the header's title: the status card has none of its own.
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '@/api/errors';
import { useAnswerContract } from '@/api/endpoints/answer-contract';
import { contractTermsKey, useContractTerms, type ContractKind } from '@/api/endpoints/contract-terms';
import { useViewer } from '@/shell/use-viewer';
import { confirm } from '@/ui/dialog';
import { QueryView } from '@/ui/query-view';
import { Notice, Page, Section } from '@/ui/page';
import { Icon } from '@/ui/icon';
import { TierTable } from '@/features/agent/payout-parts';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { contractInfoKey } from '@/features/agent/contract-prompts';
import '@/features/agent/agent.css';
import type { RouteId } from '@/engine/routes';
import { useRouteMeta } from '@/shell/route-meta';
import { useSingleFlight } from '@/ui/use-single-flight';

const KIND_BY_SCREEN: Partial<Readonly<Record<RouteId, ContractKind>>> = {
  salaryContract: 'dailySalary',
  dividendContract: 'dividend',
  hourContract: 'hourly',
};

/** The offerer the platform names when no upline made the offer: a word to translate, not a name. */
const PLATFORM_OFFERER = 'platform';

function ContractScreen() {
  const { t } = useTranslation('agent');
  const kind = KIND_BY_SCREEN[useRouteMeta().screenId] ?? 'dailySalary';
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const terms = useContractTerms(token, kind);
  const answer = useAnswerContract();
  const queryClient = useQueryClient();
  const offerer = (by: string) => (by === PLATFORM_OFFERER ? t('contract.offeredByPlatform') : t('contract.offeredBy', { name: by }));

  // One answer at a time, whatever the taps: the second of a quick pair comes before the re-render.
  const flight = useSingleFlight();
  const respond = (accept: boolean) => flight.run(() => send(accept));
  const send = async (accept: boolean) => {
    if (!accept) {
      const sure = await confirm({ message: t('contract.declineConfirm'), confirmText: t('contract.decline'), cancelText: t('action.cancel') });
      if (!sure) return;
    }
    try {
      await answer.mutateAsync({ kind, accept });
      toast.success(t(accept ? 'contract.acceptedToast' : 'contract.declinedToast'));
    } catch (e) {
      toast.error(t(errorMessageKey(e, 'send')));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractTermsKey(token, kind) }),
        queryClient.invalidateQueries({ queryKey: contractInfoKey(token) }),
      ]);
    }
  };

  return (
    <Page>
      <QueryView query={terms} loading={<SkeletonLines count={6} label={t('loading')} />}>
        {(d) =>
          d.status === 'none' ? (
            <Notice icon={<Icon name="record" size={32} />} title={t('contract.status.none')}>
              <p className="muted">{t('contract.noneNote')}</p>
            </Notice>
          ) : (
            <>
              <div className="card range-bar">
                <span className={`contract-status contract-status--${d.status}`} role="status">
                  {t(`contract.status.${d.status}`)}
                </span>
                <p className="muted">{offerer(d.offeredBy)}</p>
                <p className="muted">{t(`contract.period.${d.period}`)}</p>
              </div>
              <Section title={t('contract.terms')}>
                {/* The contract cards' tier table: one line per tier, all four columns in view on a 360 px phone in Tagalog. */}
                <div className="card">
                  <TierTable measure={d.measure} rows={d.tiers.map((tier) => ({ key: tier.threshold, tier }))} />
                </div>
              </Section>
              {d.status === 'pending' ? (
                <div className="contract-actions">
                  <button type="button" className="button button--outline" disabled={answer.isPending} onClick={() => void respond(false)}>
                    {t('contract.decline')}
                  </button>
                  <button type="button" className="button button--primary" disabled={answer.isPending} onClick={() => void respond(true)}>
                    {t('contract.accept')}
                  </button>
                </div>
              ) : null}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

export default ContractScreen;
