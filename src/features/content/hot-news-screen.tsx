// Hot news (/m/hotNews): the newest articles as cards (cover, category, date, summary); a tap
// opens the article (sanitised HTML) in a panel; ?id= opens one directly.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useHotNews } from '@/api/endpoints/hot-news';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { languageStore } from '@/state/preferences';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonTiles } from '@/ui/skeleton';
import { formatDay } from '@/features/content/content-format';
import '@/ui/detail-panel.css';
import '@/features/content/content.css';
import { Modal } from '@/ui/dialog';

export default function HotNewsScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useSnapshot(languageStore).language;
  const news = useHotNews(language);
  const [params, setParams] = useSearchParams();
  return (
    <QueryView query={news} loading={<SkeletonTiles count={4} columns={1} height={220} label={t('section.loading', { ns: 'common' })} />}>
      {(data) => {
        const open = data.find((n) => n.id === params.get('id'));
        const image = (path: string) => resolveImageUrl(path, config.imageCdns);
        return (
          <Page className="news-page">
            {data.length === 0 ? <p className="muted">{t('news.empty')}</p> : null}
            <ul className="news-list">
              {data.map((n) => (
                <li key={n.id}>
                  <button type="button" className="card news-card" onClick={() => setParams({ id: n.id })}>
                    <img src={image(n.imageUrl)} alt="" width={750} height={300} loading="lazy" />
                    <span className="news-card__meta">
                      <span className="news-card__category">{n.category}</span>
                      <time dateTime={new Date(n.publishedAt).toISOString()}>{formatDay(n.publishedAt)}</time>
                    </span>
                    <strong className="news-card__title">{n.title}</strong>
                    <span className="muted news-card__summary">{n.summary}</span>
                  </button>
                </li>
              ))}
            </ul>
            {open ? (
              <Modal onClose={() => setParams({})} aria-labelledby="news-title">
                <div className="help-detail">
                  <div className="help-detail__head">
                    <button type="button" className="icon-button" aria-label={t('popup.close')} onClick={() => setParams({})}>
                      ‹
                    </button>
                    <h2 id="news-title">{open.title}</h2>
                  </div>
                  <img className="news-article__image" src={image(open.imageUrl)} alt="" width={750} height={300} />
                  <p className="muted">
                    {open.category} · {formatDay(open.publishedAt)}
                  </p>
                  <SafeHtml className="rich-text" html={open.content} imageCdns={config.imageCdns} />
                </div>
              </Modal>
            ) : null}
          </Page>
        );
      }}
    </QueryView>
  );
}
