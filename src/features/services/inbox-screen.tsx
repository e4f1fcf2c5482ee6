// Inbox (/m/webEmail): the member's messages, newest first, unread ones marked; opening one
// shows its (sanitised) body and marks it read, which lowers the unread count everywhere; mark
// all read; select and delete. More messages load as the list scrolls.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errors';
import { useInboxList, type InboxItem } from '@/api/endpoints/inbox-list';
import { useInboxMessage } from '@/api/endpoints/inbox-message';
import { useMarkInboxRead } from '@/api/endpoints/mark-inbox-read';
import { useDeleteInbox } from '@/api/endpoints/delete-inbox';
import { useMerchant } from '@/shell/config-context';
import { useViewer } from '@/shell/use-viewer';
import { formatUtc } from '@/engine/time';
import { confirm, Dialog } from '@/ui/dialog';
import { Notice, Page } from '@/ui/page';
import { SafeHtml } from '@/ui/safe-html';
import { SkeletonLines } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import '@/features/services/services.css';
import { QueryView } from '@/ui/query-view';

function InboxScreen() {
  const { t } = useTranslation('services');
  const { viewer } = useViewer();
  const token = viewer.session?.token;
  const list = useInboxList(token);
  const markRead = useMarkInboxRead();
  const remove = useDeleteInbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const sentinel = useRef<HTMLDivElement>(null);

  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const total = list.data?.pages[0]?.total ?? 0;

  // Load the next page when the end of the list comes near.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !list.hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        // Never in place of a refetch under way (after a read, it carries the new unread count):
        // the next page waits for it instead of cancelling it.
        if (entries.some((e) => e.isIntersecting) && !list.isFetching) void list.fetchNextPage({ cancelRefetch: false });
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [list, items.length]);

  const open = (item: InboxItem) => {
    if (selecting) {
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(item.id)) next.delete(item.id);
        else next.add(item.id);
        return next;
      });
      return;
    }
    setOpenId(item.id);
    if (!item.read) markRead.mutate({ ids: [item.id] });
  };

  const deleteSelected = async () => {
    if (selected.size === 0) return;
    const sure = await confirm({ message: t('inbox.deleteConfirm', { count: selected.size }), confirmText: t('inbox.delete'), cancelText: t('inbox.cancel') });
    if (!sure) return;
    try {
      await remove.mutateAsync({ ids: [...selected] });
      toast.success(t('inbox.deleted'));
      setSelected(new Set());
      setSelecting(false);
    } catch (e) {
      toast.error(t(errorMessageKey(e, 'send'), { ns: 'common' }));
    }
  };

  return (
    <Page className="services-page">
      <div className="inbox-bar">
        <p className="inbox-bar__count" aria-live="polite">
          {list.data ? t('inbox.summary', { count: total, unread }) : '\u00a0'}
        </p>
        <div className="inbox-bar__actions">
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ ids: 'all' }, { onSuccess: () => toast.success(t('inbox.allRead')) })}
          >
            {t('inbox.markAll')}
          </button>
          <button
            type="button"
            className="button button--small button--outline"
            aria-pressed={selecting}
            disabled={total === 0}
            onClick={() => {
              setSelecting((s) => !s);
              setSelected(new Set());
            }}
          >
            {selecting ? t('inbox.cancel') : t('inbox.select')}
          </button>
        </div>
      </div>
      <QueryView
        query={list}
        loading={<SkeletonLines count={8} label={t('loading')} />}
        empty={<Notice title={t('inbox.empty')} />}
        isEmpty={() => items.length === 0}
      >
        {() => (
          <ul className="inbox-list" aria-label={t('inbox.title')}>
            {items.map((m) => (
              <li key={m.id} className={`inbox-item${m.read ? '' : ' is-unread'}`}>
                <button type="button" className="inbox-item__button" aria-pressed={selecting ? selected.has(m.id) : undefined} onClick={() => open(m)}>
                  {selecting ? <span className={`inbox-item__check${selected.has(m.id) ? ' is-on' : ''}`} aria-hidden="true" /> : null}
                  {!m.read ? <span className="inbox-item__dot" aria-label={t('inbox.unread')} role="img" /> : null}
                  <span className="inbox-item__text">
                    <span className="inbox-item__title">{m.title}</span>
                    <span className="inbox-item__preview">{m.preview}</span>
                  </span>
                  <span className="inbox-item__when">{formatUtc(m.at).slice(0, 10)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <div ref={sentinel} className="inbox-sentinel">
        {list.isFetchingNextPage ? (
          <SkeletonLines count={2} label={t('loading')} />
        ) : list.hasNextPage ? (
          <button type="button" className="button button--ghost button--block" onClick={() => void list.fetchNextPage({ cancelRefetch: false })}>
            {t('inbox.more')}
          </button>
        ) : null}
      </div>
      {selecting ? (
        <div className="inbox-delete-bar">
          <button
            type="button"
            className="button button--primary button--block"
            disabled={selected.size === 0 || remove.isPending}
            onClick={() => void deleteSelected()}
          >
            {t('inbox.deleteSelected', { count: selected.size })}
          </button>
        </div>
      ) : null}
      <MessageDialog token={token} id={openId} onClose={() => setOpenId(null)} />
    </Page>
  );
}

function MessageDialog({ token, id, onClose }: { token: string | undefined; id: string | null; onClose: () => void }) {
  const { t } = useTranslation('services');
  const message = useInboxMessage(token, id);
  const config = useMerchant();
  return (
    <Dialog
      open={id !== null}
      title={message.data?.title ?? t('inbox.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary button--block" onClick={onClose}>
          {t('inbox.close')}
        </button>
      }
    >
      <QueryView query={message} compact loading={<SkeletonLines count={3} label={t('loading')} />}>
        {(data) => (
          <>
            <p className="inbox-message__when">{formatUtc(data.at)}</p>
            <SafeHtml className="inbox-message__body" html={data.body} imageCdns={config.imageCdns} />
          </>
        )}
      </QueryView>
    </Dialog>
  );
}

export default InboxScreen;
