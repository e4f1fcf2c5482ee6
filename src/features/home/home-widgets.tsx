// Home sections: the notice marquee, the winner board (its 'Play now' is the caller's) and the
// activity ticker.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/api/endpoints/announcements';
import type { Winners } from '@/api/endpoints/winners';
import { marqueeList, noticeHref } from '@/engine/home-games';
import { NoticeBar } from '@/widgets/notice-bar';
import { Carousel } from '@/ui/carousel';
import { formatCount, Money } from '@/ui/money';

/**
 * The marquee of the B announcements among `announcements` (the home variant's whole list), on the
 * shared announcement bar (30 fps, src/widgets/notice-bar.tsx); a tap opens /m/notice at the tapped
 * one's index in the list the notice page shows.
 */
export function NoticeMarquee({ announcements, loggedIn }: { announcements: readonly Announcement[]; loggedIn: boolean }) {
  return <NoticeBar notices={marqueeList(announcements)} hrefOf={(n) => noticeHref(announcements, n.id, loggedIn)} />;
}

export const WINNER_SCROLL_MS = 2000;
/** Rows of the board in view at once. */
export const WINNER_ROWS = 4;

/**
 * A vertical looping list (swiper): a row every 2 s; a finger or pointer on it holds it still, so a
 * tap lands on the 'Play now' it was aimed at. The spec scrolls it whenever it has more than one
 * winner: it shows one row fewer than there are winners, up to 4.
 */
export function WinnerBoard({ winners, symbol, onPlay }: { winners: Winners['list']; symbol: string; onPlay: (gameName: string) => void }) {
  const { t } = useTranslation('home');
  const rows = Math.max(1, Math.min(WINNER_ROWS, winners.length - 1));
  return (
    <Carousel
      className="winner-board"
      list
      vertical
      label={t('winners.title')}
      items={winners}
      itemKey={(w) => `${w.vo.customerName}-${w.vo.gameName}-${w.vo.winAmount}`}
      perView={rows}
      gap={8}
      autoplayMs={WINNER_SCROLL_MS}
      renderItem={(w) => (
        <div className="winner-row">
          <img src={w.vo.iconUrl} alt="" width={40} height={40} loading="lazy" />
          <span className="winner-row__who">
            <strong>{w.vo.customerName}</strong>
            <span className="muted">{w.vo.gameName}</span>
          </span>
          <Money className="winner-row__amount" value={w.vo.winAmount} symbol={symbol} />
          <button type="button" className="button button--primary button--small" onClick={() => onPlay(w.vo.gameName)}>
            {t('winners.playNow')}
          </button>
        </div>
      )}
    />
  );
}

export const TICKER_START_MIN = 200_000_000;
export const TICKER_START_MAX = 210_000_000;

/** A counter of activity: random start 200,000,000–210,000,000, +100–500 every 3, 4 or 5 s. */
export function ActivityTicker({ random = Math.random }: { random?: () => number }) {
  const { t } = useTranslation('home');
  const [value, setValue] = useState(() => TICKER_START_MIN + Math.floor(random() * (TICKER_START_MAX - TICKER_START_MIN)));
  useEffect(() => {
    let id = 0;
    const schedule = () => {
      id = window.setTimeout(() => {
        setValue((v) => v + 100 + Math.floor(random() * 401));
        schedule();
      }, (3 + Math.floor(random() * 3)) * 1000);
    };
    schedule();
    return () => window.clearTimeout(id);
  }, [random]);
  return (
    <div className="card activity-ticker">
      <span className="muted">{t('ticker.label')}</span>
      <strong className="activity-ticker__value">{formatCount(value)}</strong>
    </div>
  );
}
