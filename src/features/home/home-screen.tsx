// The home page: the app-download bar, its own top bar (brand; visitor login and register, or the
// member's name and balance), the m_home banners, the notice marquee, Deposit and Withdraw, the
// game menu (src/widgets), recent games, game-type links, the ticker, the prize pool and the winner
// board; below the fold (its own chunk, loaded on scroll) hot matches, video banners, the
// exclusive banner, partners and follow-us; the announcement popup and the online-chat button.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMerchantWallet, useWallet } from '@/api/endpoints/wallet';
import { useBanners } from '@/api/endpoints/banners';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { useWinners } from '@/api/endpoints/winners';
import { resolveImageUrl } from '@/api/image-url';
import { useRecentGames } from '@/api/endpoints/recent-games';
import { useMerchant } from '@/shell/config-context';
import { sessionStore } from '@/state/session';
import { balanceStore, languageStore, toggleBalanceHidden } from '@/state/preferences';
import { ErrorState } from '@/ui/error-state';
import { Icon } from '@/ui/icon';
import { Balance, Money } from '@/ui/money';
import { ActivityTicker, NoticeMarquee, WinnerBoard } from '@/features/home/home-widgets';
import { AppDownloadBar } from '@/features/home/app-bar';
// In the first render (no lazy boundary): the first banner is the page's largest image, requested
// as soon as the banner answer is in.
import BannerCarousel from '@/features/home/banner-carousel';
import { ChatButton } from '@/features/home/chat-button';
import { NearViewport } from '@/features/home/near-viewport';
import { AfterPaint } from '@/ui/after-paint';
import { Page, Section } from '@/ui/page';
import { Skeleton, SkeletonTiles } from '@/ui/skeleton';
import '@/features/home/home.css';

const HomeExtras = lazy(() => import('@/features/home/home-extras'));
// The popup (with the HTML sanitiser its announcements need) loads after the first paint: it
// floats over the page, so arriving later shifts nothing.
const AnnouncementPopup = lazy(() => import('@/features/home/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })));
const GameMenu = lazy(() => import('@/widgets/game-menu'));

function HomeTopBar() {
  const { t } = useTranslation();
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const { hidden } = useSnapshot(balanceStore);
  const token = session.info?.token;
  const wallet = useWallet(token);
  return (
    <header className="topbar">
      <h1 className="brand-heading">
        <Link to="/m/home" className="brand">
          <img src={config.theme.logo} alt="" width={32} height={32} />
          <span className="brand__name">{config.name}</span>
        </Link>
      </h1>
      <div className="topbar__actions">
        {session.info ? (
          <div className="topbar__member" aria-label={t('header.account')}>
            <span className="muted">{session.info.userName}</span>
            {wallet.isError ? (
              <ErrorState compact error={wallet.error} onRetry={() => void wallet.refetch()} />
            ) : (
              <Balance
                value={wallet.data?.sumBalance}
                symbol={wallet.data?.currencySymbol ?? config.currency.symbol}
                hidden={hidden}
                refreshing={wallet.isFetching}
                onToggleHidden={toggleBalanceHidden}
              />
            )}
          </div>
        ) : (
          <>
            <Link to="/m/login" className="button button--outline button--small">
              {t('action.login')}
            </Link>
            <Link to="/m/register" className="button button--primary button--small">
              {t('action.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

function MoneyShortcuts() {
  const { t } = useTranslation();
  return (
    <div className="home-shortcuts">
      <Link to="/m/voucherCenter" className="home-shortcut">
        <Icon name="deposit" size={28} />
        <span>{t('action.deposit')}</span>
      </Link>
      <Link to="/m/withdraw" className="home-shortcut">
        <Icon name="withdraw" size={28} />
        <span>{t('action.withdraw')}</span>
      </Link>
    </div>
  );
}

function PrizePool() {
  const { t } = useTranslation();
  const config = useMerchant();
  const pool = useMerchantWallet(config.code);
  return (
    <Section title={t('section.prizePool')}>
      <div className="card prize-pool">
        {pool.isError ? (
          <ErrorState compact error={pool.error} onRetry={() => void pool.refetch()} />
        ) : pool.data ? (
          <Money className="prize-pool__amount" value={pool.data.sumBalance} symbol={pool.data.currencySymbol} />
        ) : (
          <Skeleton height={28} width="60%" />
        )}
      </div>
    </Section>
  );
}

/** Section titles by game type, each linking to its page. */
export const GAME_TYPE_LINKS = [
  ['LIVE', '/m/live'],
  ['RNG', '/m/rng'],
  ['SPORTS', '/m/sports'],
  ['ESPORTS', '/m/esports'],
  ['FISH', '/m/fish'],
  ['PVP', '/m/pvp'],
  ['LOTT', '/m/lott'],
  ['ELOTT', '/m/elott'],
  ['HOT', '/m/hot'],
] as const;

function GameTypeLinks() {
  const { t } = useTranslation('home');
  return (
    <Section title={t('gameTypes.title')}>
      <nav className="game-type-links" aria-label={t('gameTypes.title')}>
        {GAME_TYPE_LINKS.map(([type, to]) => (
          <Link key={type} to={to} className="game-type-link">
            <span>{t(`gameType.${type}`, { ns: 'common' })}</span>
            <Icon name="chevron" size={16} />
          </Link>
        ))}
      </nav>
    </Section>
  );
}

function HomeBanners() {
  const config = useMerchant();
  return config.bannerGroups.includes('m_home') ? <HomeBannerList /> : null;
}

function HomeBannerList() {
  const config = useMerchant();
  const banners = useBanners('m_home');
  const imageUrl = useMemo(() => (path: string) => resolveImageUrl(path, config.imageCdns), [config.imageCdns]);
  if (banners.isError) return <ErrorState compact error={banners.error} onRetry={() => void banners.refetch()} />;
  return (
    <div className="home-banner">
      {banners.data && banners.data.length > 0 ? <BannerCarousel banners={banners.data} imageUrl={imageUrl} /> : <Skeleton height="100%" radius={12} />}
    </div>
  );
}

function HomeNotices() {
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const announcements = useAnnouncements('home', config.code, token);
  const notices = (announcements.data?.list ?? []).filter((a) => a.type === 'B');
  if (announcements.isPending) return <Skeleton height={50} radius={12} />;
  return <NoticeMarquee notices={notices} />;
}

function HomeWinners() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useSnapshot(languageStore).language;
  const winners = useWinners(language);
  return (
    <Section title={t('winners.title')}>
      {winners.isError ? (
        <ErrorState compact error={winners.error} onRetry={() => void winners.refetch()} />
      ) : winners.data ? (
        <WinnerBoard
          winners={winners.data.list.map((w) => ({ vo: { ...w.vo, iconUrl: resolveImageUrl(w.vo.iconUrl, config.imageCdns) } }))}
          symbol={config.currency.symbol}
        />
      ) : (
        <SkeletonTiles count={3} columns={1} height={56} label={t('section.loading', { ns: 'common' })} />
      )}
    </Section>
  );
}

function RecentGames() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const language = useSnapshot(languageStore).language;
  const recent = useRecentGames(token, { page: 1, pageSize: 3, language });
  if (!token || !recent.data || recent.data.list.length === 0) return null;
  return (
    <Section title={t('recent.title')}>
      <ul className="recent-games" aria-label={t('recent.title')}>
        {recent.data.list.map((g) => (
          <li key={g.gameId}>
            <Link to={`/m/gameList?gameType=${g.gameType}&type=recent`} className="recent-game">
              <img src={resolveImageUrl(g.iconUrl, config.imageCdns)} alt="" width={96} height={96} loading="lazy" />
              <span>{g.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HomeScreen() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <AppDownloadBar />
      <HomeTopBar />
      <Page className="home">
        <HomeBanners />
        <HomeNotices />
        <MoneyShortcuts />
        <Suspense fallback={<Skeleton height={52} radius={12} />}>
          <GameMenu />
        </Suspense>
        <RecentGames />
        {/* Below the fold: rendered once the top has painted (a screen-tall placeholder keeps the
            page's foot off screen meanwhile). */}
        <AfterPaint fallback={<div className="skeleton-fill" aria-hidden="true" />}>
          <GameTypeLinks />
          <ActivityTicker />
          <PrizePool />
          <HomeWinners />
          <NearViewport placeholderHeight={600}>
            <Suspense fallback={<Skeleton height={600} radius={12} />}>
              <HomeExtras />
            </Suspense>
          </NearViewport>
        </AfterPaint>
      </Page>
      <AfterPaint>
        <ChatButton />
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      </AfterPaint>
    </>
  );
}

export default HomeScreen;
