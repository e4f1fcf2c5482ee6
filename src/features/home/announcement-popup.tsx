// The announcement popup over home: a closeable, paged carousel (swiper, src/ui/carousel.tsx) of
// the popup announcements of the viewer's variant — it moves on every 5000 ms (looping; a finger
// on it holds the wait), a swipe of 100 px turns the page, and the list is refreshed 500 ms after
// the popup mounts or its list changes. Its reward-center shortcut shows only where REWCEN3 is on
// (the one access check). Closing animates, hides, and stores show=false for this set.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useMarkAnnouncementRead } from '@/api/endpoints/mark-announcement-read';
import { resolveImageUrl } from '@/api/image-url';
import { can } from '@/engine/access';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { sessionStore } from '@/state/session';
import { Carousel, useCarouselController } from '@/ui/carousel';
import { SafeHtml } from '@/ui/safe-html';
import { closedRecord, popupAnnouncements, shouldShowPopup } from '@/features/home/popup-rule';
import { Modal } from '@/ui/dialog';
import { RouteLink } from '@/shell/route-link';
import { useModalTurn } from '@/shell/modal-turn';

export const POPUP_STORAGE_PREFIX = 'palaro:popup:';
const CLOSE_ANIMATION_MS = 250;
/** The spec: popup autoplay 5000 ms; list refreshed 500 ms after mount or list change. */
export const POPUP_AUTOPLAY_MS = 5000;
export const POPUP_REFRESH_MS = 500;

export function AnnouncementPopup() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const token = session.info?.token;
  const announcements = useAnnouncements('home', config.code, token);
  const markRead = useMarkAnnouncementRead();
  const list = useMemo(
    () => popupAnnouncements(announcements.data?.list ?? [], { loggedIn: Boolean(token), firstLogin: Boolean(session.info?.firstTimeLogin) }),
    [announcements.data, token, session.info?.firstTimeLogin],
  );
  const storageKey = `${POPUP_STORAGE_PREFIX}${config.code}:${token ? 'member' : 'visitor'}`;
  const [page, setPage] = useState(0);
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);
  const { ctx } = useViewer();
  const rewardCenter = can('flag:REWCEN3', ctx).allowed;
  // It shows when its turn comes: after an agent's contract prompt, before the download popup.
  const wanted = !closed && shouldShowPopup(list, localStorage.getItem(storageKey));
  const open = useModalTurn('announcement', wanted);
  const current = list[Math.min(page, list.length - 1)];

  // While it shows, the list is refreshed 500 ms after mount and after every change of it (ids).
  const listKey = list.map((a) => a.id).join(',');
  const { refetch } = announcements;
  useEffect(() => {
    if (!open) return undefined;
    const id = window.setTimeout(() => void refetch(), POPUP_REFRESH_MS);
    return () => window.clearTimeout(id);
  }, [open, listKey, refetch]);

  const pager = useCarouselController();

  useEffect(() => {
    if (open && current && token && !current.read) markRead.mutate({ announcementId: current.id });
    // markRead is stable enough; marking once per shown page is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, current?.id, token]);

  if (!open || !current) return null;

  const close = () => {
    setClosing(true);
    window.setTimeout(() => {
      localStorage.setItem(storageKey, closedRecord(list));
      setClosed(true);
      setClosing(false);
    }, CLOSE_ANIMATION_MS);
  };

  // A portal: the page transition's transform would otherwise confine the fixed backdrop.
  return createPortal(
    <Modal onClose={close} aria-labelledby="popup-title">
      <div className={`popup-backdrop${closing ? ' is-closing' : ''}`}>
        <div className="popup">
          <div className="popup__head">
            <h2 id="popup-title" className="popup__title">
              {current.title}
            </h2>
            <button type="button" className="icon-button popup__close" aria-label={t('popup.close')} onClick={close}>
              ×
            </button>
          </div>
          <Carousel
            className="popup__pages"
            label={t('popup.pages')}
            items={list}
            itemKey={(a) => String(a.id)}
            autoplayMs={POPUP_AUTOPLAY_MS}
            onActive={setPage}
            controller={pager}
            renderItem={(a) => (
              <>
                {a.announcementImages[0] ? (
                  <img className="popup__image" src={resolveImageUrl(a.announcementImages[0].url, config.imageCdns)} alt="" width={750} height={300} />
                ) : null}
                <SafeHtml className="popup__content rich-text" html={a.content} imageCdns={config.imageCdns} />
              </>
            )}
          />
          <div className="popup__foot">
            {list.length > 1 ? (
              <div className="popup__pager">
                <button type="button" className="link-button" aria-label={t('popup.previous')} onClick={pager.previous}>
                  ‹
                </button>
                <span aria-live="polite">{t('popup.page', { page: page + 1, total: list.length })}</span>
                <button type="button" className="link-button" aria-label={t('popup.next')} onClick={pager.next}>
                  ›
                </button>
              </div>
            ) : (
              <span />
            )}
            {rewardCenter ? (
              <RouteLink to="rewardCenter" className="button button--primary button--small" onClick={close}>
                {t('popup.rewardCenter')}
              </RouteLink>
            ) : null}
          </div>
        </div>
      </div>
    </Modal>,
    document.body,
  );
}
