// The reality check: at the member's chosen interval since the session began, a reminder of the
// time played and the session's net result, with Continue and Log out. The schedule comes from
// the session's start, so it survives reloads.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRgSettings } from '@/api/endpoints/rg-settings';
import { useSessionSummary } from '@/api/endpoints/session-summary';
import { useMerchant } from '@/shell/config-context';
import { useSignOut } from '@/shell/use-sign-out';
import { useViewer } from '@/shell/use-viewer';
import { nextRealityCheck } from '@/engine/responsible';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';

function RealityCheck() {
  // Mounted by the shell on every page: it must never suspend the page for its texts, so it
  // waits for them without Suspense (and shows nothing until they are there).
  const { t, ready } = useTranslation('responsible', { useSuspense: false });
  const config = useMerchant();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const settings = useRgSettings(token);
  const minutes = settings.data?.realityCheckMinutes ?? null;
  const summary = useSessionSummary(token, minutes !== null);
  const signOut = useSignOut();
  // When the reminder opened (the time played is counted to then), or null while it is closed.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const startedAt = summary.data?.startedAt;

  useEffect(() => {
    if (minutes === null || startedAt === undefined || open) return;
    const wait = Math.max(0, nextRealityCheck(startedAt, minutes, Date.now()) - Date.now());
    const id = window.setTimeout(() => {
      void summary.refetch();
      setOpenedAt(Date.now());
    }, wait);
    return () => window.clearTimeout(id);
  }, [minutes, startedAt, open, summary]);

  if (openedAt === null || !summary.data || !ready) return null;
  const played = Math.max(1, Math.round((openedAt - summary.data.startedAt) / 60_000));
  const hours = Math.floor(played / 60);
  const duration = hours > 0 ? t('reality.hoursMinutes', { hours, minutes: played % 60 }) : t('reality.minutes', { minutes: played });
  const sym = config.currency.symbol;
  return (
    <Dialog
      open
      dismissible={false}
      title={t('reality.title')}
      onClose={() => setOpenedAt(null)}
      actions={
        <>
          <button type="button" className="button button--outline" onClick={() => void signOut(false)}>
            {t('reality.logout')}
          </button>
          <button type="button" className="button button--primary" onClick={() => setOpenedAt(null)}>
            {t('reality.continue')}
          </button>
        </>
      }
    >
      <p>{t('reality.played', { duration })}</p>
      <p>
        {t('reality.result', {
          net: formatMoney(summary.data.net, sym),
          bets: formatMoney(summary.data.bets, sym),
          wins: formatMoney(summary.data.wins, sym),
        })}
      </p>
    </Dialog>
  );
}

export default RealityCheck;
