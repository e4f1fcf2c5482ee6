// The app-download bar over home (home paths only: only the home screen renders it). Hidden
// inside the installed app (display-mode standalone) and once dismissed (remembered in
// localStorage per merchant). On iOS Safari it shows the add-to-home tips (legacy wording before
// iOS 13) and the profile button when a mobile-config link exists; elsewhere it opens the
// download popup.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useMerchant } from '@/shell/config-context';
import { APP_BAR_STORAGE_PREFIX, appBar } from '@/features/home/home-rules';

const DownloadPopup = lazy(() => import('@/widgets/download-popup'));

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

export function AppDownloadBar() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const links = useDownloadLinks();
  const key = `${APP_BAR_STORAGE_PREFIX}${config.code}`;
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(key) === '1');
  const [popup, setPopup] = useState(false);
  // A failed ask shows no bar (nothing to download from).
  const known = links.data ?? (links.isError ? [] : null);
  const bar = appBar({ userAgent: navigator.userAgent, standalone: standalone(), dismissed, links: known });
  const dismiss = () => {
    localStorage.setItem(key, '1');
    setDismissed(true);
  };
  return (
    <>
      {bar.kind === 'hidden' ? null : bar.kind === 'pending' ? (
        <div className="app-bar app-bar--pending" aria-hidden="true" />
      ) : (
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
