// The header's message icon (the spec): a member's inbox (/m/webEmail) with an unread dot; a
// visitor goes to login; a trial user is refused — the engine's rule (messageIconTap). The
// unread count is asked for once the page has painted (no platform call in the first render).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInboxUnread } from '@/api/endpoints/inbox-unread';
import { INBOX_PATH, messageIconTap } from '@/engine/member-menu';
import { TapTarget } from '@/shell/tap-target';
import { useViewer } from '@/shell/use-viewer';
import { afterPaint } from '@/ui/after-paint';
import { Icon } from '@/ui/icon';

export function MessageIcon() {
  const { t } = useTranslation();
  const { ctx, viewer } = useViewer();
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  const tap = messageIconTap(ctx);
  const inbox = useInboxUnread(viewer.session?.token, painted && tap.kind === 'navigate');
  const unread = tap.kind === 'navigate' && (inbox.data ?? 0) > 0;
  return (
    <TapTarget tap={tap} target={INBOX_PATH} className="icon-button" aria-label={t(unread ? 'header.messagesUnread' : 'header.messages')}>
      <Icon name="mail" />
      {unread ? <span className="icon-button__dot" aria-hidden="true" /> : null}
    </TapTarget>
  );
}
