// Install guides (/m/download/android, /m/download/ios): version, size and requirement, the
// download button this device can use, and the numbered steps with their pictures.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useDownloadGuide, type GuidePlatform } from '@/api/endpoints/download-guide';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { detectDevice } from '@/widgets/download-rules';
import '@/features/content/content.css';
import '@/widgets/download.css';
import { useRouteMeta } from '@/shell/route-meta';

/** 24641536 → "23.5 MB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function DownloadGuideScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const platform: GuidePlatform = useRouteMeta().screenId === 'downloadIos' ? 'ios' : 'android';
  const language = useSnapshot(languageStore).language;
  const guide = useDownloadGuide(platform, language);
  const links = useDownloadLinks();
  return (
    <QueryView query={guide} loading={<SkeletonLines count={6} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => {
        const g = data;
        const device = detectDevice(navigator.userAgent, false, null);
        const link =
          links.data?.find((l) => l.resourceType === (platform === 'android' ? 'Android' : 'MOBILECONFIG') && l.url) ??
          (platform === 'ios' ? links.data?.find((l) => l.resourceType === 'IOS' && l.url) : undefined);
        return (
          <Page className="guide-page">
            <div className="card guide-hero">
              <img src={config.theme.logo} alt="" width={56} height={56} />
              <div>
                <h2>{t(platform === 'android' ? 'guide.androidTitle' : 'guide.iosTitle', { brand: config.name })}</h2>
                <dl className="guide-facts">
                  <div>
                    <dt>{t('guide.version')}</dt>
                    <dd>{g.version}</dd>
                  </div>
                  <div>
                    <dt>{t('guide.size')}</dt>
                    <dd>{formatSize(g.size)}</dd>
                  </div>
                  <div>
                    <dt>{t('guide.requirement')}</dt>
                    <dd>{g.requirement}</dd>
                  </div>
                </dl>
              </div>
            </div>
            {platform === 'ios' && device.ios && !device.safari ? (
              <p className="download-note" role="note">
                {t('download.useSafari')}
              </p>
            ) : null}
            {link ? (
              <a className="button button--primary button--block" href={link.url} rel="noopener noreferrer">
                {t(platform === 'android' ? 'download.android' : link.resourceType === 'MOBILECONFIG' ? 'download.iosProfile' : 'download.iosApp')}
              </a>
            ) : (
              <p className="muted">{t('download.none')}</p>
            )}
            <h2 className="section__title">{t('guide.steps')}</h2>
            <ol className="guide-steps">
              {g.steps.map((s, i) => (
                <li key={s.title} className="card guide-step">
                  <img src={resolveImageUrl(s.imageUrl, config.imageCdns)} alt="" width={90} height={120} loading="lazy" />
                  <div>
                    <h3>
                      {i + 1}. {s.title}
                    </h3>
                    <p className="muted">{s.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Page>
        );
      }}
    </QueryView>
  );
}
