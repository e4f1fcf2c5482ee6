// The download popup (member center's download tile, the home app bar): the same options as
// /m/download. A widget (below the features), so both open it without importing each other. The add-to-home instruction panel hides the popup while it is open.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDownloadLinks } from '@/api/endpoints/download-links';
import { useMerchant } from '@/shell/config-context';
import { SkeletonLines } from '@/ui/skeleton';
import { AddToHomeSteps, DownloadOptionList } from '@/widgets/download-options';
import '@/widgets/download.css';
import { Sheet } from '@/ui/dialog';
import { useModalTurn } from '@/shell/modal-turn';
import { QueryView } from '@/ui/query-view';

export default function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const links = useDownloadLinks();
  const [instructions, setInstructions] = useState(false);
  // Opened while an agent's contract prompt or home's announcement shows, it waits for them.
  const turn = useModalTurn('download', true);
  if (!turn) return null;
  if (instructions) return createPortal(<AddToHomeSteps onClose={() => setInstructions(false)} />, document.body);
  return createPortal(
    <Sheet onClose={onClose} aria-labelledby="download-popup-title">
      <div className="sheet__head">
        <img src={config.theme.logo} alt="" width={40} height={40} />
        <h2 id="download-popup-title">{t('download.title', { brand: config.name })}</h2>
        <button type="button" className="icon-button sheet__close" aria-label={t('popup.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="muted">{t('download.subtitle')}</p>
      <QueryView query={links} compact loading={<SkeletonLines count={3} />}>
        {(data) => <DownloadOptionList links={data} onAddToHome={() => setInstructions(true)} />}
      </QueryView>
    </Sheet>,
    document.body,
  );
}
