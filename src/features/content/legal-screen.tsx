// Registration terms (/m/registerTerms) and user agreement (/m/userAgreement): the merchant's
// document from the platform, titled sections of sanitised HTML, with its last update.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLegalDocument, type LegalDocumentKind } from '@/api/endpoints/legal-document';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonLines } from '@/ui/skeleton';
import { formatDay } from '@/features/content/content-format';
import '@/features/content/content.css';
import { useRouteMeta } from '@/shell/route-meta';
import { QueryView } from '@/ui/query-view';

export default function LegalScreen() {
  const { t } = useTranslation('home');
  const kind: LegalDocumentKind = useRouteMeta().screenId === 'userAgreement' ? 'userAgreement' : 'registerTerms';
  const language = useSnapshot(languageStore).language;
  const doc = useLegalDocument(kind, language);
  const config = useMerchant();
  return (
    <QueryView query={doc} loading={<SkeletonLines count={10} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => (
        <Page className="legal-page">
          <article className="card legal" aria-label={data.title}>
            <p className="muted legal__updated">{t('legal.updated', { date: formatDay(data.updatedAt) })}</p>
            <ol className="legal__sections">
              {data.sections.map((s) => (
                <li key={s.heading}>
                  <h3>{s.heading}</h3>
                  <SafeHtml className="rich-text" html={s.html} imageCdns={config.imageCdns} />
                </li>
              ))}
            </ol>
          </article>
        </Page>
      )}
    </QueryView>
  );
}
