// The app-download bar over home (home paths only: only the home screen renders it). Hidden
// inside the installed app (display-mode standalone) and once dismissed (remembered in
// localStorage per merchant). On iOS Safari it shows the add-to-home tips (legacy wording before
// iOS 13) and the profile button when a mobile-config link exists; elsewhere it opens the
// download popup.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useMerchant } from '@/shell/config-context';
import { APP_BAR_STORAGE_PREFIX, appBar } from '@/features/home/home-rules';

const DownloadPopup = lazy(() => import('@/widgets/download-popup'));

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** The longest home waits for the download links before it draws without the bar. */
const APP_BAR_WAIT_MS = 1_500;

/**
 * Whether and how the bar shows, and its dismissal. 'pending' until the first answer to the
 * download links (home waits for it, see home-screen.tsx), then settled for good: no bar when that
 * ask failed, when the device is offline (the ask waits for the network) or after APP_BAR_WAIT_MS
 * (a later answer may still bring it); a refetch never takes home back to waiting.
 */
export function useAppBar() {
  const config = useMerchant();
  const links = useDownloadLinks();
  const key = `${APP_BAR_STORAGE_PREFIX}${config.code}`;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) === '1');
  const [settled, setSettled] = useState(false);
  const failed = links.isError || links.failureCount > 0 || links.fetchStatus === 'paused';
  const known = links.data ?? (failed || settled ? [] : null);
  if (known !== null && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => setSettled(true), APP_BAR_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const bar = appBar({ userAgent: navigator.userAgent, standalone: standalone(), dismissed, links: known });
  const dismiss = () => {
    localStorage.setItem(key, '1');
    setDismissed(true);
  };
  return { bar, dismiss };
}

/** The bar, once known: home waits for that before it draws (a bar arriving later would push the page down). */
export function AppDownloadBar({ state }: { state: ReturnType<typeof useAppBar> }) {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const { bar, dismiss } = state;
  const [popup, setPopup] = useState(false);
  return (
    <>
      {bar.kind === 'hidden' || bar.kind === 'pending' ? null : (
        <aside className="app-bar" aria-label={t('appBar.label')}>
          <button type="button" className="app-bar__close" aria-label={t('appBar.dismiss')} onClick={dismiss}>
            ×
          </button>
          <img src={config.theme.logo} alt="" width={36} height={36} />
          <span className="app-bar__text">
            <strong>{t('appBar.title', { brand: config.name })}</strong>
            <span className="muted">{bar.kind === 'iosTips' ? t(bar.legacy ? 'appBar.iosTipLegacy' : 'appBar.iosTip') : t('appBar.subtitle')}</span>
          </span>
          {bar.kind === 'iosTips' ? (
            bar.profileUrl ? (
              <a className="button button--primary button--small" href={bar.profileUrl} rel="noopener noreferrer">
                {t('appBar.profile')}
              </a>
            ) : null
          ) : (
            <button type="button" className="button button--primary button--small" aria-haspopup="dialog" onClick={() => setPopup(true)}>
              {t('appBar.download')}
            </button>
          )}
        </aside>
      )}
      {popup ? (
        <Suspense fallback={null}>
          <DownloadPopup onClose={() => setPopup(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
