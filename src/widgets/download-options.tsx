// The app-download choices this device can use (download-rules.ts), shared by the download page
// and the download popup: add to home screen (with its instruction panel), the Android app, the
// iOS profile, the iOS app, and on iOS outside Safari 'Please use Safari for download App'.
import { useTranslation } from 'react-i18next';
import { detectDevice, downloadOptions, type DownloadOption } from '@/widgets/download-rules';
import '@/ui/detail-panel.css';
import '@/widgets/download.css';
import type { RouteId } from '@/engine/routes';
import { RouteLink } from '@/shell/route-link';
import { Modal } from '@/ui/dialog';

const LINK_TYPE: Partial<Record<DownloadOption, string>> = { android: 'Android', iosProfile: 'MOBILECONFIG', iosApp: 'IOS' };
const GUIDE: Partial<Record<DownloadOption, RouteId>> = { android: 'downloadAndroid', iosProfile: 'downloadIos', iosApp: 'downloadIos' };

type DownloadLinks = readonly { resourceType: string; url: string }[];

export const WEBCLIP_FLAG_KEY = 'palaro:webclip';

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

export function currentDownloadOptions(links: DownloadLinks): DownloadOption[] {
  return downloadOptions(detectDevice(navigator.userAgent, isStandalone(), localStorage.getItem(WEBCLIP_FLAG_KEY)), links);
}

export function AddToHomeSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Modal onClose={onClose} aria-labelledby="a2hs-title">
      <div className="help-detail">
        <div className="help-detail__head">
          <button type="button" className="icon-button" aria-label={t('popup.close')} onClick={onClose}>
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
    </Modal>
  );
}

export function DownloadOptionList({ links, onAddToHome, withGuides = true }: { links: DownloadLinks; onAddToHome: () => void; withGuides?: boolean }) {
  const { t } = useTranslation('home');
  const options = currentDownloadOptions(links);
  if (options.length === 0) return <p className="muted">{t('download.none')}</p>;
  return (
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
              <button type="button" className="button button--primary button--block" onClick={onAddToHome}>
                {t('download.addToHome')}
              </button>
            </li>
          );
        }
        const url = links.find((l) => l.resourceType === LINK_TYPE[option])?.url ?? '';
        const guide = GUIDE[option];
        return (
          <li key={option} className="download-option">
            <a className="button button--outline button--block" href={url} rel="noopener noreferrer" download={option === 'android' ? '' : undefined}>
              {t(`download.${option}`)}
            </a>
            {withGuides && guide ? (
              <RouteLink className="download-option__guide" to={guide}>
                {t(option === 'android' ? 'guide.androidLink' : 'guide.iosLink')}
              </RouteLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
