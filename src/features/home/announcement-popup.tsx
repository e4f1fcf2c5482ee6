// The announcement popup over home: a closeable, paged carousel of the popup announcements of
// the viewer's variant. Closing animates, hides, and stores show=false for this set.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useMarkAnnouncementRead } from '@/api/endpoints/mark-announcement-read';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { SafeHtml } from '@/ui/safe-html';
import { closedRecord, popupAnnouncements, shouldShowPopup } from '@/features/home/popup-rule';

export const POPUP_STORAGE_PREFIX = 'palaro:popup:';
const CLOSE_ANIMATION_MS = 250;

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
  const open = !closed && shouldShowPopup(list, localStorage.getItem(storageKey));
  const current = list[Math.min(page, list.length - 1)];

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
    <div className={`popup-backdrop${closing ? ' is-closing' : ''}`}>
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby="popup-title">
        <div className="popup__head">
          <h2 id="popup-title" className="popup__title">
            {current.title}
          </h2>
          <button type="button" className="icon-button popup__close" aria-label={t('popup.close')} onClick={close}>
            ×
          </button>
        </div>
        {current.announcementImages[0] ? <img className="popup__image" src={resolveImageUrl(current.announcementImages[0].url, config.imageCdns)} alt="" width={750} height={300} /> : null}
        <SafeHtml className="popup__content rich-text" html={current.content} imageCdns={config.imageCdns} />
        <div className="popup__foot">
          {list.length > 1 ? (
            <div className="popup__pager">
              <button type="button" className="link-button" aria-label={t('popup.previous')} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                ‹
              </button>
              <span aria-live="polite">{t('popup.page', { page: page + 1, total: list.length })}</span>
              <button type="button" className="link-button" aria-label={t('popup.next')} disabled={page >= list.length - 1} onClick={() => setPage((p) => p + 1)}>
                ›
              </button>
            </div>
          ) : (
            <span />
          )}
          <Link to="/m/rewardCenter" className="button button--primary button--small" onClick={close}>
            {t('popup.rewardCenter')}
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  );
}
