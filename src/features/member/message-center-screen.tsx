// The message center (/m/message, /m/messages): messaging-service link, announcements,
// messages, live chat (CBS3 only) and affiliate/customer service (engine: messageCenterModel).
// Badges show 99+ above 99 and are hidden for visitors and at zero.
import { useTranslation } from 'react-i18next';
import { useMerchant } from '@/app/config-context';
import { TapTarget } from '@/app/tap-target';
import { useViewer } from '@/app/use-viewer';
import { messageCenterModel, type UnreadCounts } from '@/engine/member-menu';
import { Icon, type IconName } from '@/ui/icon';
import { ScreenHeader } from '@/features/member/screen-header';

const ICONS: Readonly<Record<string, IconName>> = {
  messagingService: 'send',
  announcements: 'megaphone',
  messages: 'mail',
  liveChat: 'chat',
  customerService: 'headset',
};

/**
 * Unread counts for the badges. The inbox and chat unread endpoints are not in src/api yet; until
 * they are, no badge shows (the engine hides badges without a count).
 */
function useUnreadCounts(): UnreadCounts {
  return {};
}

export function MessageCenterScreen() {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  const config = useMerchant();
  const { ctx, viewer } = useViewer();
  const items = messageCenterModel(config, ctx.flags, viewer, counts);
  return (
    <div className="message-center">
      <ScreenHeader title={t('title.messageCenter')} backTo="history" />
      <div className="page">
        <nav className="menu-list" aria-label={t('messageCenter.label')}>
          {items.map((item) => (
            <TapTarget key={item.id} tap={item.onTap} target={item.to} className="menu-row">
              <Icon name={ICONS[item.id] ?? 'info'} className="menu-row__icon" />
              <span className="menu-row__label">{t(item.titleKey)}</span>
              {item.badge ? (
                <span className="badge" aria-label={t('badge.unread', { text: item.badge })}>
                  {item.badge}
                </span>
              ) : null}
              <Icon name="chevron" className="menu-row__chevron" size={18} />
            </TapTarget>
          ))}
        </nav>
      </div>
    </div>
  );
}

export default MessageCenterScreen;
