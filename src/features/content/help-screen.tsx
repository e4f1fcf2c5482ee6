// Help center (/m/help): titled items as tabs (?i= selects the first one shown), their sub-items,
// and a detail panel with the sanitised HTML answer (500 ms fade).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useHelpCenter, type HelpItem } from '@/api/endpoints/help-center';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonLines } from '@/ui/skeleton';
import '@/ui/detail-panel.css';
import '@/features/content/content.css';
import { TabStrip } from '@/ui/tab-strip';
import { Modal } from '@/ui/dialog';

type Leaf = HelpItem['children'][number];

export default function HelpScreen() {
  const { t } = useTranslation('home');
  const language = useSnapshot(languageStore).language;
  const help = useHelpCenter(language);
  const config = useMerchant();
  const [params] = useSearchParams();
  const initial = Math.max(0, Number(params.get('i') ?? 0) || 0);
  const [tab, setTab] = useState(initial);
  const [detail, setDetail] = useState<Leaf | null>(null);
  return (
    <QueryView query={help} loading={<SkeletonLines count={6} />}>
      {(data) => {
        const items = data;
        const active = items[Math.min(tab, items.length - 1)];
        return (
          <Page className="help-page">
            <TabStrip
              tabs={items.map((item, i) => ({ id: i, label: item.title }))}
              current={active ? items.indexOf(active) : undefined}
              onChange={setTab}
              label={t('help.topics')}
              className="help-tabs"
              tabClassName="help-tab"
              activeClassName="is-active"
            />
            <ul className="help-list">
              {active?.children.map((leaf) => (
                <li key={leaf.id}>
                  <button type="button" className="help-row" onClick={() => setDetail(leaf)}>
                    {leaf.title}
                    <span aria-hidden="true">›</span>
                  </button>
                </li>
              ))}
            </ul>
            {detail ? (
              <Modal onClose={() => setDetail(null)} aria-labelledby="help-detail-title">
                <div className="help-detail">
                  <div className="help-detail__head">
                    <button type="button" className="icon-button" aria-label={t('popup.close')} onClick={() => setDetail(null)}>
                      ‹
                    </button>
                    <h2 id="help-detail-title">{detail.title}</h2>
                  </div>
                  <SafeHtml className="help-detail__body rich-text" html={detail.content} imageCdns={config.imageCdns} />
                </div>
              </Modal>
            ) : null}
          </Page>
        );
      }}
    </QueryView>
  );
}
