// The home page: the app-download bar, its own top bar (brand; the message icon; visitor login and
// register, or the member's name and balance, the message center and the side menu), the m_home
// banners, the notice marquee, Deposit and Withdraw, the game menu (src/widgets) whose Home and
// Hot tabs switch the games below in place; below the fold, once the top has painted, the game
// sections (their own chunk: hot strip, best casino, recent games, sections by game type — or the
// hot games), the ticker, the prize pool and the winner board, then (loaded on scroll) hot
// matches, video banners, the exclusive banner, partners and follow-us; the announcement popup
// and the online-chat button.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMerchantWallet, useWallet } from '@/api/endpoints/wallet';
import { useBanners } from '@/api/endpoints/banners';
import { useAnnouncements } from '@/api/endpoints/announcements';
import { resolveImageUrl } from '@/api/image-url';
import type { HomeView } from '@/engine/home-games';
import { useMerchant } from '@/shell/config-context';
import { MessageIcon } from '@/shell/message-icon';
import { SideMenuButton } from '@/shell/side-menu-button';
import { sessionStore } from '@/state/session';
import { balanceStore, toggleBalanceHidden } from '@/state/preferences';
import { Icon } from '@/ui/icon';
import { Balance, Money } from '@/ui/money';
import { ActivityTicker, NoticeMarquee } from '@/features/home/home-widgets';
import { AppDownloadBar, useAppBar } from '@/features/home/app-bar';
// In the first render (no lazy boundary): the first banner is the page's largest image, requested
// as soon as the banner answer is in.
import BannerCarousel from '@/features/home/banner-carousel';
import { heroDone, heroReady } from '@/features/home/hero';
import { ChatButton } from '@/features/home/chat-button';
import { NearViewport } from '@/features/home/near-viewport';
import { AfterPaint } from '@/ui/after-paint';
import { Page, Section } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import '@/features/home/home.css';
import { RouteLink } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

const HomeBelowFold = lazy(() => import('@/features/home/below-fold'));
// The popup (with the HTML sanitiser its announcements need) loads after the first paint: it
// floats over the page, so arriving later shifts nothing.
const AnnouncementPopup = lazy(() => import('@/features/home/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })));
const GameMenu = lazy(() => import('@/widgets/game-menu'));
// The game sections and the winner board (launching a game, the game list, the hot games): one
// chunk, rendered below the fold.
const HomeGames = lazy(() => import('@/features/home/home-games'));
const HomeWinners = lazy(() => import('@/features/home/home-games').then((m) => ({ default: m.HomeWinners })));

/** The message center and the side menu: a member's ways in from home, one tap each. */
function MemberEntries() {
  const { t } = useTranslation();
  return (
    <>
      {/* A speech bubble, not a second envelope-like glyph beside the inbox's envelope. */}
      <RouteLink to="messageCenter" className="icon-button" aria-label={t('messageCenter.label')}>
        <Icon name="chat" />
      </RouteLink>
      <SideMenuButton />
    </>
  );
}

function HomeTopBar() {
  const { t } = useTranslation();
  const config = useMerchant();
  const session = useSnapshot(sessionStore);
  const { hidden } = useSnapshot(balanceStore);
  const token = session.info?.token;
  const wallet = useWallet(token);
  return (
    <header className={session.info ? 'topbar topbar--member' : 'topbar'}>
      <h1 className="brand-heading">
        {/* Named by its label too: where the bar is narrow, the name beside the logo is not drawn. */}
        <RouteLink to="home" className="brand" aria-label={config.name}>
          <img src={config.theme.logo} alt="" width={32} height={32} />
          <span className="brand__name">{config.name}</span>
        </RouteLink>
      </h1>
      <div className="topbar__actions">
        {session.info ? (
          <>
            <div className="topbar__member" aria-label={t('header.account')}>
              <span className="muted">{session.info.userName}</span>
              <QueryView query={wallet} iconOnly>
                {(data) => (
                  <Balance
                    value={data?.sumBalance}
                    symbol={data?.currencySymbol ?? config.currency.symbol}
                    hidden={hidden}
                    refreshing={wallet.isFetching}
                    onToggleHidden={toggleBalanceHidden}
                  />
                )}
              </QueryView>
            </div>
            <MessageIcon />
            <MemberEntries />
          </>
        ) : (
          <>
            <MessageIcon />
            <RouteLink to="login" className="button button--outline button--small">
              {t('action.login')}
            </RouteLink>
            <RouteLink to="register" className="button button--primary button--small">
              {t('action.register')}
            </RouteLink>
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
      <RouteLink to="deposit" className="home-shortcut">
        <Icon name="deposit" size={28} />
        <span>{t('action.deposit')}</span>
      </RouteLink>
      <RouteLink to="withdraw" className="home-shortcut">
        <Icon name="withdraw" size={28} />
        <span>{t('action.withdraw')}</span>
      </RouteLink>
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
        <QueryView query={pool} compact loading={<Skeleton height={28} width="60%" />}>
          {(data) => <Money className="prize-pool__amount" value={data.sumBalance} symbol={data.currencySymbol} />}
        </QueryView>
      </div>
    </Section>
  );
}

function HomeBanners() {
  const config = useMerchant();
  const shown = config.bannerGroups.includes('m_home');
  useEffect(() => {
    if (!shown) heroDone();
  }, [shown]);
  return shown ? <HomeBannerList /> : null;
}

function HomeBannerList() {
  const config = useMerchant();
  const banners = useBanners('m_home');
  const imageUrl = useMemo(() => (path: string) => resolveImageUrl(path, config.imageCdns), [config.imageCdns]);
  const none = banners.isError || (banners.data !== undefined && banners.data.length === 0);
  useEffect(() => {
    if (none) heroDone();
  }, [none]);
  return (
    <QueryView query={banners} compact>
      {(data) => (
        <div className="home-banner">
          {data && data.length > 0 ? <BannerCarousel banners={data} imageUrl={imageUrl} /> : <Skeleton height="100%" radius={12} />}
        </div>
      )}
    </QueryView>
  );
}

function HomeNotices() {
  const config = useMerchant();
  const token = useSnapshot(sessionStore).info?.token;
  const announcements = useAnnouncements('home', config.code, token);
  // A failed list says so (with its retry), never 'No announcement'.
  return (
    <QueryView query={announcements} compact loading={<Skeleton height={50} radius={12} />}>
      {(data) => <NoticeMarquee announcements={data.list} loggedIn={Boolean(token)} />}
    </QueryView>
  );
}

function HomeScreen() {
  // The game menu's Home and Hot tabs switch the games below in place.
  const [view, setView] = useState<HomeView>('home');
  const [hero] = useState(heroReady);
  // The download bar's row is known before the page draws (its answer comes with the banners'): a
  // bar appearing or going after the first paint would move the whole page.
  const appBar = useAppBar();
  const pending = appBar.bar.kind === 'pending';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (pending) return <div className="skeleton-fill" aria-hidden="true" />;
  return (
    <>
      <AppDownloadBar state={appBar} />
      <HomeTopBar />
      <Page className="home">
        <HomeBanners />
        {/* Beside the hero but not it: drawn once the hero has painted, a placeholder of the same
            height until then (their code and answers would otherwise compete with it). */}
        <AfterPaint after={hero} fallback={<Skeleton height={50} radius={12} />}>
          <HomeNotices />
        </AfterPaint>
        <MoneyShortcuts />
        <AfterPaint after={hero} fallback={<Skeleton height={52} radius={12} />}>
          <Suspense fallback={<Skeleton height={52} radius={12} />}>
            <GameMenu onInline={setView} />
          </Suspense>
        </AfterPaint>
        {/* Below the fold: rendered once the top has painted and the hero has loaded (a
            screen-tall placeholder keeps the page's foot off screen meanwhile). */}
        <AfterPaint after={hero} fallback={<div className="skeleton-fill" aria-hidden="true" />}>
          <Suspense fallback={<div className="skeleton-fill" aria-hidden="true" />}>
            <HomeGames view={view} />
          </Suspense>
          <ActivityTicker />
          <PrizePool />
          <Suspense fallback={<Skeleton height={280} radius={12} />}>
            <HomeWinners />
          </Suspense>
          <NearViewport placeholderHeight={600}>
            <Suspense fallback={<Skeleton height={600} radius={12} />}>
              <HomeBelowFold />
            </Suspense>
          </NearViewport>
        </AfterPaint>
      </Page>
      {/* The chat button and the entry popup too: neither is the page's content, and their code and
          answers would otherwise compete with the hero. */}
      <AfterPaint after={hero}>
        <ChatButton />
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      </AfterPaint>
    </>
  );
}

export default HomeScreen;
