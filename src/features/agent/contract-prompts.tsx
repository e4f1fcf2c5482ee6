// Contract prompts (lobby-agent.md, "Contract check"): with a session, member info, AGENTPOLICY3
// on and a type outside 4, 40, 41, 42, one confirm per pending request, in the order daily
// salary, dividend, hourly salary. Cancel closes the confirm: that request is not asked about
// again while this page stays loaded for this session (a return to home or agent home from a
// report does not ask again; a reload or the next login does, while it is pending); Go opens the
// contract page. Mounted on home and agent home; every mount asks the platform afresh, never
// from a cached answer. The confirm belongs to this component, so it goes away with the page
// that showed it; it is titled, and so named, by the title of the contract page that Go opens.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { contractInfoEndpoint } from '@/api/endpoints/contract-info';
import { endpointQuery } from '@/api/query';
import { useViewer } from '@/shell/use-viewer';
import { can } from '@/engine/access';
import { contractPrompts, type ContractPrompt } from '@/engine/agent-menu';
import { chromeFor } from '@/engine/routes';
import { Dialog } from '@/ui/dialog';
import '@/features/agent/agent.css';
import { useModalTurn } from '@/shell/modal-turn';

export const contractInfoKey = (token: string | undefined) => ['platform', 'contractInfo', token ?? ''] as const;

/** The requests cancelled in this page load, per session (`token` + the request). */
const cancelled = new Set<string>();
const cancelKey = (token: string | undefined, prompt: ContractPrompt) => `${token ?? ''}\u0000${prompt.id}`;

function ContractPrompts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ctx, viewer, memberPending } = useViewer();
  const token = viewer.session?.token;
  const allowed = can('seeContractPrompts', ctx).allowed;
  const info = useQuery({
    ...endpointQuery(contractInfoEndpoint, undefined),
    queryKey: contractInfoKey(token),
    enabled: Boolean(token) && allowed,
    refetchOnMount: 'always',
    staleTime: 0,
  });
  const fresh = info.isFetchedAfterMount && !info.isFetching ? info.data : undefined;
  // The prompts of this load, fixed once the fresh answer is in; `index` is the one shown.
  const [queue, setQueue] = useState<readonly ContractPrompt[] | null>(null);
  const [index, setIndex] = useState(0);
  const ready = fresh !== undefined && queue === null;
  if (ready) setQueue(contractPrompts(ctx, fresh).filter((p) => !cancelled.has(cancelKey(token, p))));

  const current = queue?.[index];
  // The first of the modals that open by themselves: the announcement and download popups wait,
  // for the prompts and, while the answer is on the way, for the answer (and, while the member's
  // info that decides whether there is one to ask for is on the way, for that).
  const asking = Boolean(token) && queue === null && (memberPending || (allowed && !info.isError));
  const turn = useModalTurn('contractPrompt', Boolean(current) || asking);
  if (!current || !turn) return null;
  const cancel = () => {
    cancelled.add(cancelKey(token, current));
    setIndex((i) => i + 1);
  };
  const go = () => {
    setQueue([]);
    void navigate(current.to);
  };
  return (
    <div className="contract-prompt">
      <Dialog
        open
        title={t(chromeFor(current.to).titleKey)}
        onClose={cancel}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={cancel}>
              {t(current.cancelKey)}
            </button>
            <button type="button" className="button button--primary" onClick={go}>
              {t(current.confirmKey)}
            </button>
          </>
        }
      >
        <p>{t(current.messageKey)}</p>
      </Dialog>
    </div>
  );
}

export default ContractPrompts;
