// App download (/m/download, /m/app): the options this device can use, from the platform's links.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useMerchant } from '@/shell/config-context';
import { Page } from '@/ui/page';
import { SkeletonLines } from '@/ui/skeleton';
import { AddToHomeSteps, DownloadOptionList } from '@/widgets/download-options';
import '@/features/content/content.css';
import { QueryView } from '@/ui/query-view';

export default function DownloadScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const links = useDownloadLinks();
  const [instructions, setInstructions] = useState(false);
  return (
    <QueryView query={links} loading={<SkeletonLines count={4} />}>
      {(data) => (
        <Page className="download-page">
          <div className="download-hero">
            <img src={config.theme.logo} alt="" width={72} height={72} />
            <h1>{t('download.title', { brand: config.name })}</h1>
            <p className="muted">{t('download.subtitle')}</p>
          </div>
          <DownloadOptionList links={data} onAddToHome={() => setInstructions(true)} />
          {instructions ? <AddToHomeSteps onClose={() => setInstructions(false)} /> : null}
        </Page>
      )}
    </QueryView>
  );
}
