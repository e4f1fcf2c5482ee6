// The member's avatar: the head icon chosen in the security center (the head-icon call), shown in
// the side menu and the member center; the person icon for visitors, while it loads, and when the
// image fails.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHeadIcons } from '@/api/endpoints/head-icon';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { Icon } from '@/ui/icon';
import '@/shell/member-avatar.css';

export function MemberAvatar({ size }: { size: number }) {
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const icons = useHeadIcons(token);
  const current = token ? icons.data?.current : undefined;
  // One CDN per image (resolveImageUrl picks at random): chosen once per icon, not per render.
  const src = useMemo(() => (current ? resolveImageUrl(current, config.imageCdns) : ''), [current, config.imageCdns]);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="member-card__avatar" aria-hidden="true">
      {src && failed !== src ? (
        <img className="member-avatar__image" src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} />
      ) : (
        <Icon name="user" size={size} />
      )}
    </span>
  );
}
