// Announcements (/m/notice): every announcement of the member's variant (home's, or the game
// pages' with ?variant=game), the one tapped in the marquee (?index=) opened first; opening one
// marks it read (optimistic, then refetched).
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { noticePageList } from '@/engine/home-games';
import { useMarkAnnouncementRead } from '@/api/endpoints/mark-announcement-read';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { QueryView } from '@/ui/query-view';
import { Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonLines } from '@/ui/skeleton';
import '@/features/content/content.css';
import { formatIsoDay } from '@/engine/time';

export default function NoticeScreen() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const [params] = useSearchParams();
  const announcements = useAnnouncements(params.get('variant') === 'game' ? 'game' : 'home', config.code, token);
  const markRead = useMarkAnnouncementRead();
  // The engine's list, the one the home marquee counts its index over.
  const notices = noticePageList(announcements.data?.list ?? [], Boolean(token));
  const [open, setOpen] = useState<string | null>(null);

  // Once the list is in, the one asked for (?index=) is opened, else the first.
  if (open === null && notices.length > 0) {
    const index = Number(params.get('index') ?? 0);
    const first = notices[Number.isInteger(index) && index >= 0 && index < notices.length ? index : 0];
    if (first) setOpen(first.id);
  }

  const current = notices.find((n) => n.id === open);
  // Marked read when another one is opened (or the member changes), not when its read flag or the
  // list changes: an Effect Event reads them as they are then.
  const markOpenedRead = useEffectEvent(() => {
    if (current && token && !current.read) markRead.mutate({ announcementId: current.id });
  });
  const currentId = current?.id;
  useEffect(() => {
    markOpenedRead();
  }, [currentId, token]);

  return (
    <QueryView query={announcements} loading={<SkeletonLines count={6} />}>
      {() => (
        <Page className="notice-page">
          {notices.length === 0 ? <p className="muted">{t('section.noAnnouncement', { ns: 'common' })}</p> : null}
          <ul className="notice-list">
            {notices.map((n) => {
              const expanded = n.id === open;
              return (
                <li key={n.id} className={`notice-item${expanded ? ' is-open' : ''}`}>
                  <button type="button" className="notice-item__head" aria-expanded={expanded} onClick={() => setOpen(expanded ? '' : n.id)}>
                    {token && !n.read ? <span className="notice-item__dot" aria-label={t('notice.unread')} /> : null}
                    <span className="notice-item__title">{n.title}</span>
                    <time className="muted notice-item__date" dateTime={n.startDate}>
                      {formatIsoDay(n.startDate)}
                    </time>
                  </button>
                  {expanded ? <SafeHtml className="notice-item__body rich-text" html={n.content} imageCdns={config.imageCdns} /> : null}
                </li>
              );
            })}
          </ul>
        </Page>
      )}
    </QueryView>
  );
}
