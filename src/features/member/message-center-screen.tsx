// The message center (/m/message, /m/messages): messaging-service link, announcements,
// messages, live chat (CBS3 only) and affiliate/customer service (engine: messageCenterModel).
// Badges show 99+ above 99 and are hidden for visitors and at zero.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { launchChat } from '@/api/endpoints/chat-launch';
import { errorMessageKey } from '@/api/errors';
import { languageStore } from '@/state/preferences';
import { toast } from '@/ui/toast';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useChatUnread } from '@/api/endpoints/chat-unread';
import { useInboxUnread } from '@/api/endpoints/inbox-unread';
import { useMerchant } from '@/shell/config-context';
import { classifyUrl } from '@/config/url-gate';
import { TapTarget } from '@/shell/tap-target';
import { useViewer } from '@/shell/use-viewer';
import { messageCenterModel, type UnreadCounts } from '@/engine/member-menu';
import { Icon, type IconName } from '@/ui/icon';
import { ScreenHeader } from '@/features/member/screen-header';
import { useSingleFlight } from '@/ui/use-single-flight';

const ICONS: Readonly<Record<string, IconName>> = {
  messagingService: 'send',
  announcements: 'megaphone',
  messages: 'mail',
  liveChat: 'chat',
  customerService: 'headset',
};

/** Unread counts for the badges: members only; trial users get no inbox or chat counts. */
function useUnreadCounts(): UnreadCounts {
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const token = viewer.session?.token;
  const real = Boolean(token) && viewer.session?.type !== 4;
  const announcements = useAnnouncements('member', config.code, token);
  const inbox = useInboxUnread(token, real);
  const chat = useChatUnread(token, real && ctx.flags.CBS3);
  return {
    announcements: token ? (announcements.data?.footer.unreadCount ?? null) : null,
    inbox: inbox.data ?? null,
    chat: chat.data?.unReadCount ?? null,
  };
}

/** Live chat: the platform's chat launch, then the browser goes to the chat URL. */
function useOpenChat(): () => void {
  const { t } = useTranslation();
  const config = useMerchant();
  const language = useSnapshot(languageStore).language;
  const navigate = useNavigate();
  const location = useLocation();
  const flight = useSingleFlight();
  return () => {
    if (!flight.start()) return;
    launchChat({ language, backUrl: `${window.location.origin}${location.pathname}`, headerColor: config.theme.brand.primary ?? '#f5b700', title: config.name })
      .then(({ chatUrl }) => {
        // Through the URL gate: an in-app path navigates, an https URL is opened, nothing else.
        const target = classifyUrl(chatUrl, window.location.origin);
        if (target.kind === 'inApp') void navigate(target.path);
        else if (target.kind === 'external') window.location.assign(target.href);
        else toast.error(t('error.invalidLink'));
      })
      .catch((error: unknown) => toast.error(t(errorMessageKey(error, 'send'))))
      .finally(() => {
        flight.done();
      });
  };
}

function MessageCenterScreen() {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const items = messageCenterModel(config, ctx.flags, viewer, counts);
  const openChat = useOpenChat();
  return (
    <div className="message-center">
      <ScreenHeader title={t('title.messageCenter')} backTo="history" />
      <div className="page">
        <nav className="menu-list" aria-label={t('messageCenter.label')}>
          {items.map((item) => {
            const row = (
              <>
                <Icon name={ICONS[item.id] ?? 'info'} className="menu-row__icon" />
                <span className="menu-row__label">{t(item.titleKey)}</span>
                {/* A space between the name and its count, so the row reads 'Announcements 8 unread' (the row is a flex box: nothing moves). */}
                {item.badge ? ' ' : null}
                {item.badge ? (
                  <span className="badge" aria-label={t('badge.unread', { text: item.badge })}>
                    {item.badge}
                  </span>
                ) : null}
                <Icon name="chevron" className="menu-row__chevron" size={18} />
              </>
            );
            return item.onTap.kind === 'openChat' ? (
              <button key={item.id} type="button" className="menu-row" onClick={openChat}>
                {row}
              </button>
            ) : (
              <TapTarget key={item.id} tap={item.onTap} target={item.to} className="menu-row">
                {row}
              </TapTarget>
            );
          })}
        </nav>
      </div>
    </div>
  );
}

export default MessageCenterScreen;
