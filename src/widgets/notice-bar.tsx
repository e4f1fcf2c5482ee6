// The announcement bar: a scrolling marquee of announcement titles (30 fps, src/ui/marquee.tsx),
// or 'No announcement'. Tapping a title opens /m/notice with its index (and the variant the list
// came from when it is not home's). Home shows the home variant; the game pages the game
// variant (types B,H on platform W).
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/api/endpoints/announcements';
import { Icon } from '@/ui/icon';
import { Marquee } from '@/ui/marquee';
import { routeHref } from '@/shell/route-link';

export interface NoticeBarProps {
  notices: readonly Announcement[];
  /** The notice page's query for the announcements of another variant than home's (e.g. 'game'). */
  variant?: 'game';
  /** Where a tap on a title goes, when not /m/notice at its index in `notices`. */
  hrefOf?: (notice: Announcement, index: number) => string;
}

export function NoticeBar({ notices, variant, hrefOf }: NoticeBarProps) {
  const { t } = useTranslation();
  if (notices.length === 0) {
    return (
      <div className="card home-marquee">
        <Icon name="megaphone" size={20} />
        <span className="muted">{t('section.noAnnouncement')}</span>
      </div>
    );
  }
  return (
    <div className="card home-marquee" role="region" aria-label={t('section.announcements')}>
      <Icon name="megaphone" size={20} />
      <Marquee
        items={notices.map((n, i) => ({ key: n.id, text: n.title, to: hrefOf ? hrefOf(n, i) : routeHref('announcements', {}, { variant, index: i }) }))}
      />
    </div>
  );
}
