// Shown instead of the app when the merchant file cannot be used: an unknown merchant, a file
// that fails validation (every problem by JSON path, e.g. `whitelabel.CBS3: expected boolean`),
// a file that could not be fetched, or no network at all ('No Internet' with a retry: the installed
// app opened offline, served by the service worker). Never a blank screen.
//
// Offline, this chunk and the common texts come from the service worker's precache list
// (scripts/precache.ts OFFLINE_MODULES): keep what it imports small.
import { useTranslation } from 'react-i18next';
import type { LoadFailure } from '@/config/load';
import { Icon } from '@/ui/icon';

export interface MerchantErrorPageProps {
  failure: LoadFailure;
}

export function MerchantErrorPage({ failure }: MerchantErrorPageProps) {
  const { t } = useTranslation();
  const { code } = failure;
  const reload = () => window.location.reload();
  if (failure.reason === 'offline') {
    // Retry starts the app again; with the network back it opens the page that was asked for.
    return (
      <main className="system-page" aria-labelledby="merchant-error-title">
        <div className="notice">
          <div className="notice__icon">
            <Icon name="wifiOff" size={36} />
          </div>
          <h1 id="merchant-error-title" className="notice__title">
            {t('error.noInternet')}
          </h1>
          <p className="muted">{t('merchantError.offlineText')}</p>
          <button type="button" className="button button--primary notice__action" onClick={reload}>
            {t('action.retry')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className="boot-error" aria-labelledby="merchant-error-title">
      <div className="notice__icon">
        <Icon name="warning" size={36} />
      </div>
      {failure.reason === 'unknown' ? (
        <>
          <h1 id="merchant-error-title">{t('merchantError.unknownTitle')}</h1>
          <p>{t('merchantError.unknownText', { code })}</p>
          <p>
            <a className="button button--primary" href="/?merchant=demo">
              {t('merchantError.openDemo')}
            </a>
          </p>
        </>
      ) : null}
      {failure.reason === 'invalid' ? (
        <>
          <h1 id="merchant-error-title">{t('merchantError.invalidTitle')}</h1>
          <p>{t('merchantError.invalidText', { code, count: failure.problems.length })}</p>
          <ul className="problem-list" aria-label={t('merchantError.problems')}>
            {failure.problems.map((p, i) => (
              <li key={`${p.path}-${i}`}>
                <code>{p.path || t('merchantError.wholeFile')}</code>: {p.message}
                {p.doc ? <span className="muted"> · {p.doc}</span> : null}
              </li>
            ))}
          </ul>
          <p className="muted">{t('merchantError.invalidHint')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={reload}>
              {t('action.reload')}
            </button>
          </p>
        </>
      ) : null}
      {failure.reason === 'unreachable' ? (
        <>
          <h1 id="merchant-error-title">{t('merchantError.unreachableTitle')}</h1>
          <p>{t('merchantError.unreachableText', { code, detail: failure.detail })}</p>
          <p>
            <button type="button" className="button button--primary" onClick={reload}>
              {t('error.loadingFailed')}
            </button>
          </p>
        </>
      ) : null}
    </main>
  );
}
