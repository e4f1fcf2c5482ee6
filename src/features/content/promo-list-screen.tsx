// Promotion list (/m/promoList): the platform's promotion announcements (type PR) as cards with
// their picture, period and terms (sanitised HTML), each leading to the promotions page.
import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { announcementsEndpoint } from '@/api/endpoints/announcements';
import { endpointQuery } from '@/api/query';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonTiles } from '@/ui/skeleton';
import '@/features/content/content.css';
import { RouteLink } from '@/shell/route-link';

export default function PromoListScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const promos = useQuery({
    ...endpointQuery(announcementsEndpoint, { types: 'PR', groupName: '', platform: 'M', merchantCode: config.code }),
    queryKey: ['platform', 'announcements', 'promoList', token ?? ''],
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <QueryView query={promos} loading={<SkeletonTiles count={3} columns={1} height={200} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => {
        const list = data.list;
        return (
          <Page className="promo-page">
            {list.length === 0 ? <p className="muted">{t('promo.empty')}</p> : null}
            <ul className="news-list">
              {list.map((p) => {
                const image = p.announcementImages[0]?.url;
                const expanded = open === p.id;
                return (
                  <li key={p.id} className="card promo-item">
                    {image ? <img src={resolveImageUrl(image, config.imageCdns)} alt="" width={750} height={300} loading="lazy" /> : null}
                    <div className="promo-item__body">
                      <h2 className="promo-item__title">{p.title}</h2>
                      <p className="muted promo-item__period">
                        {p.noExpiry === 1 ? t('promo.longTerm') : t('promo.period', { start: p.startDate, end: p.endDate })}
                      </p>
                      {expanded ? <SafeHtml className="rich-text" html={p.content} imageCdns={config.imageCdns} /> : null}
                      <div className="promo-item__actions">
                        <button
                          type="button"
                          className="button button--outline button--small"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : p.id)}
                        >
                          {t(expanded ? 'promo.hide' : 'promo.details')}
                        </button>
                        <RouteLink to="activity" className="button button--primary button--small">
                          {t('promo.join')}
                        </RouteLink>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Page>
        );
      }}
    </QueryView>
  );
}
