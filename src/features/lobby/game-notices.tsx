// The game pages' announcements (the spec's variant: types B,H on platform W, with the token when
// a session exists), in the shared announcement bar; a tap opens them on /m/notice?variant=game.
import { useSnapshot } from 'valtio';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { Skeleton } from '@/ui/skeleton';
import { NoticeBar } from '@/widgets/notice-bar';

export function GameNotices() {
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const announcements = useAnnouncements('game', config.code, token);
  if (announcements.isPending) return <Skeleton height={44} radius={12} />;
  // A failed fetch leaves the game page as it is (the games are what the page is for).
  if (announcements.isError) return null;
  return <NoticeBar notices={announcements.data.list} variant="game" />;
}
