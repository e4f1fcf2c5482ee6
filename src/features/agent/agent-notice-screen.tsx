// Agent announcements (/m/member/notice?types=A): the type-A announcements with an unread mark;
// opening one shows its sanitised HTML and marks it read (optimistic, then refetched).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, type Announcement } from '@/api/endpoints/announcements';
import { useMarkAnnouncementRead } from '@/api/endpoints/mark-announcement-read';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { QueryView } from '@/ui/query-view';
import { Icon } from '@/ui/icon';
import { Notice, Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonLines } from '@/ui/skeleton';
import '@/features/agent/agent.css';
import { formatIsoDay } from '@/engine/time';

function NoticeItem({ notice, open, onToggle }: { notice: Announcement; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('agent');
  const imageCdns = useMerchant().imageCdns;
  const bodyId = useId();
  return (
    <li className={`agent-notice${open ? ' is-open' : ''}${notice.read ? '' : ' is-unread'}`}>
      <button type="button" className="agent-notice__head" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
        <span className="agent-notice__icon" aria-hidden="true">
          <Icon name="megaphone" size={20} />
        </span>
        <span className="agent-notice__main">
          <span className="agent-notice__title">{notice.title}</span>
          <time className="muted agent-notice__date" dateTime={notice.startDate}>
            {formatIsoDay(notice.startDate)}
          </time>
        </span>
        {!notice.read ? <span className="agent-notice__dot">{t('notice.unread')}</span> : null}
      </button>
      <div id={bodyId} hidden={!open}>
        {open ? <SafeHtml className="agent-notice__body rich-text" html={notice.content} imageCdns={imageCdns} /> : null}
      </div>
    </li>
  );
}

function AgentNoticeScreen() {
  const { t } = useTranslation('agent');
  const config = useMerchant();
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const notices = useAnnouncements('agent', config.code, token);
  const markRead = useMarkAnnouncementRead();
  const [open, setOpen] = useState<string | null>(null);

  const toggle = (n: Announcement) => {
    const next = open === n.id ? null : n.id;
    setOpen(next);
    if (next && token && !n.read) markRead.mutate({ announcementId: n.id });
  };

  return (
    <Page>
      <QueryView
        query={notices}
        loading={<SkeletonLines count={5} label={t('loading')} />}
        empty={<Notice icon={<Icon name="megaphone" size={32} />} title={t('notice.empty')} />}
        isEmpty={(data) => !data.list.some((n) => n.type === 'A')}
      >
        {(data) => (
          <>
            <p className="muted" role="status">
              {t('notice.unreadCount', { count: data.footer.unreadCount })}
            </p>
            <ul className="agent-notices" aria-label={t('notice.list')}>
              {data.list
                .filter((n) => n.type === 'A')
                .map((n) => (
                  <NoticeItem key={n.id} notice={n} open={open === n.id} onToggle={() => toggle(n)} />
                ))}
            </ul>
          </>
        )}
      </QueryView>
    </Page>
  );
}

export default AgentNoticeScreen;
