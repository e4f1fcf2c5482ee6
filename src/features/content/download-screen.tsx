// App download (/m/download, /m/app): the options this device can use, from the platform's links.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useMerchant } from '@/app/config-context';
import { ErrorState } from '@/ui/error-state';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { detectDevice, downloadOptions, type DownloadOption } from '@/features/content/download-rules';
import '@/features/content/content.css';

const LINK_TYPE: Partial<Record<DownloadOption, string>> = { android: 'Android', iosProfile: 'MOBILECONFIG', iosApp: 'IOS' };

export default function DownloadScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const links = useDownloadLinks();
  const [instructions, setInstructions] = useState(false);
  if (links.isError) return <ErrorState error={links.error} onRetry={() => void links.refetch()} />;
  if (!links.data) return <SkeletonLines count={4} />;
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone = nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  const device = detectDevice(nav.userAgent, standalone, localStorage.getItem('palaro:webclip'));
  const options = downloadOptions(device, links.data);
  return (
    <Page className="download-page">
      <div className="download-hero">
        <img src={config.theme.logo} alt="" width={72} height={72} />
        <h1>{t('download.title', { brand: config.name })}</h1>
        <p className="muted">{t('download.subtitle')}</p>
      </div>
      {options.length === 0 ? <p className="muted">{t('download.none')}</p> : null}
      <ul className="download-options">
        {options.map((option) => {
          if (option === 'useSafari') {
            return (
              <li key={option} className="download-note" role="note">
                {t('download.useSafari')}
              </li>
            );
          }
          if (option === 'addToHome') {
            return (
              <li key={option}>
                <button type="button" className="button button--primary button--block" onClick={() => setInstructions(true)}>
                  {t('download.addToHome')}
                </button>
              </li>
            );
          }
          const url = links.data.find((l) => l.resourceType === LINK_TYPE[option])?.url ?? '';
          return (
            <li key={option}>
              <a className="button button--outline button--block" href={url} rel="noopener noreferrer">
                {t(`download.${option}`)}
              </a>
            </li>
          );
        })}
      </ul>
      {instructions ? (
        <div className="help-detail" role="dialog" aria-modal="true" aria-labelledby="a2hs-title">
          <div className="help-detail__head">
            <button type="button" className="icon-button" aria-label={t('popup.close')} onClick={() => setInstructions(false)}>
              ‹
            </button>
            <h2 id="a2hs-title">{t('download.addToHome')}</h2>
          </div>
          <ol className="download-steps">
            <li>{t('download.step1')}</li>
            <li>{t('download.step2')}</li>
            <li>{t('download.step3')}</li>
          </ol>
        </div>
      ) : null}
    </Page>
  );
}
