// The game list (/m/gameList): title by game type, four tabs (all, hot, recent, favourites), a
// filter drawer (manufacturer), name search (debounced 500 ms, trimmed), infinite scroll (within
// 300 px of the bottom, scrolling down, at most once a second), tiles with a favourite star.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { useGameListInfinite, GAME_LIST_PAGE_SIZE } from '@/api/endpoints/game-list';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { useHotGames } from '@/api/endpoints/hot-games';
import { useRecentGames } from '@/api/endpoints/recent-games';
import { useFavourites, useToggleFavourite } from '@/api/endpoints/favourites';
import { resolveImageUrl } from '@/api/image-url';
import { gameListParams, type GameListTab } from '@/engine/game-menu';
import { useMerchant } from '@/app/config-context';
import { languageStore } from '@/state/preferences';
import { sessionStore } from '@/state/session';
import { ErrorState } from '@/ui/error-state';
import { SkeletonTiles } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { GameTile } from '@/features/lobby/game-tile';
import { useLaunch } from '@/features/lobby/use-launch';
import '@/features/lobby/lobby.css';

export const SEARCH_DEBOUNCE_MS = 500;
export const LOAD_MORE_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;
const TABS: readonly GameListTab[] = ['all', 'hot', 'recent', 'fav'];

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return v;
}

export default function GameListScreen() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { gameType, vassalage, tab: initialTab } = gameListParams(location.pathname, params);
  const [tab, setTab] = useState<GameListTab>(initialTab);
  const [name, setName] = useState('');
  const [drawer, setDrawer] = useState(false);
  const [vendorChoice, setVendorChoice] = useState(vassalage ?? '');
  const gameName = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const language = useSnapshot(languageStore).language;
  const token = useSnapshot(sessionStore).info?.token;
  const vendors = useGameVendors(config.code);
  const launch = useLaunch();
  const toggle = useToggleFavourite();
  const listQuery = useGameListInfinite({ merchant: config.code, gameType, gameName, vassalage: vassalage ?? '', pageSize: GAME_LIST_PAGE_SIZE, language });
  const hot = useHotGames(config.code, language);
  const recent = useRecentGames(tab === 'recent' ? token : undefined, { page: 1, pageSize: GAME_LIST_PAGE_SIZE, gameType, language });
  const favs = useFavourites(token, { pageNo: 1, pageSize: 100, gameType: '', language });
  const favIds = useMemo(() => new Set((favs.data?.content ?? []).map((g) => g.nodeId)), [favs.data]);
  const img = (g: Game) => resolveImageUrl(g.iconUrl, config.imageCdns);

  const games: Game[] =
    tab === 'all'
      ? (listQuery.data?.pages.flatMap((p) => p.games) ?? [])
      : tab === 'hot'
        ? (hot.data?.list ?? []).filter((g) => g.gameType === gameType && (!gameName || g.gameName.toLowerCase().includes(gameName.toLowerCase())))
        : tab === 'recent'
          ? (recent.data?.list ?? [])
          : (favs.data?.content ?? []).filter((g) => g.gameType === gameType);
  const active = tab === 'all' ? listQuery : tab === 'hot' ? hot : tab === 'recent' ? recent : favs;
  const lastPage = listQuery.data?.pages.at(-1);

  // Infinite scroll: near the bottom, scrolling down, more pages, at most once a second.
  const lastY = useRef(0);
  const lastLoad = useRef(0);
  useEffect(() => {
    if (tab !== 'all') return undefined;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY.current;
      lastY.current = y;
      const nearBottom = window.innerHeight + y >= document.documentElement.scrollHeight - LOAD_MORE_PX;
      const now = Date.now();
      if (down && nearBottom && listQuery.hasNextPage && !listQuery.isFetchingNextPage && now - lastLoad.current >= LOAD_MORE_THROTTLE_MS) {
        lastLoad.current = now;
        void listQuery.fetchNextPage();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [tab, listQuery]);

  const chooseTab = (next: GameListTab) => {
    if ((next === 'recent' || next === 'fav') && !token) {
      toast.info(t('loginFirst'), 2000);
      return;
    }
    setTab(next);
    setName('');
    window.scrollTo(0, 0);
  };

  const onStar = (game: Game, next: boolean) => {
    if (!token) {
      void navigate(`/m/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    toggle.mutate({ nodeId: game.nodeId, vendor: game.vassalage, add: next });
  };

  const applyFilter = () => {
    const next = new URLSearchParams(params);
    next.set('gameType', gameType);
    if (vendorChoice) next.set('vassalage', vendorChoice);
    else next.delete('vassalage');
    setParams(next, { replace: true });
    setTab('all');
    setDrawer(false);
  };

  const typeVendors = vendors.data?.mapping[gameType] ?? [];
  const vendorName = (code: string) => vendors.data?.sorting.flatMap((s) => s.vendorNames).find((v) => v.accountTypeName === code)?.displayName ?? code;

  return (
    <div className="game-list-page">
      <header className="game-list-head">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={() => (window.history.length > 1 ? navigate(-1) : void navigate('/m/home'))}>
          ‹
        </button>
        <h1 className="game-list-title">{t(`gameType.${gameType}`, { ns: 'common' })}{vassalage ? ` · ${vendorName(vassalage)}` : ''}</h1>
        <button type="button" className="icon-button" aria-label={t('filter.open')} aria-expanded={drawer} onClick={() => setDrawer((d) => !d)}>
          ☰
        </button>
      </header>
      <div className="game-list-search">
        <label htmlFor="game-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input id="game-search" type="search" placeholder={t('search.placeholder')} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      {drawer ? (
        <div className="filter-drawer" role="region" aria-label={t('filter.title')}>
          <label htmlFor="filter-vendor">{t('filter.manufacturer')}</label>
          <select id="filter-vendor" value={vendorChoice} onChange={(e) => setVendorChoice(e.target.value)}>
            <option value="">{t('filter.all')}</option>
            {typeVendors.map((v) => (
              <option key={v} value={v}>
                {vendorName(v)}
              </option>
            ))}
          </select>
          <button type="button" className="button button--primary button--block" onClick={applyFilter}>
            {t('filter.submit')}
          </button>
        </div>
      ) : null}
      <div className="game-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={`game-tab${tab === id ? ' is-active' : ''}`} onClick={() => chooseTab(id)}>
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      {active.isError ? (
        <ErrorState error={active.error} onRetry={() => void active.refetch()} />
      ) : active.isPending ? (
        <SkeletonTiles count={9} columns={3} height={150} label={t('loading')} />
      ) : games.length === 0 ? (
        <p className="game-list-empty">{t('empty')}</p>
      ) : (
        <ul className="game-grid" aria-label={t('grid.label')}>
          {games.map((g) => (
            <GameTile key={g.gameId} game={g} imageUrl={img(g)} favourite={favIds.has(g.nodeId)} onLaunch={(x) => void launch(x)} onStar={onStar} />
          ))}
        </ul>
      )}
      {tab === 'all' && lastPage ? (
        <p className="game-list-more muted" aria-live="polite">
          {listQuery.isFetchingNextPage ? t('loadingMore') : t('page', { page: lastPage.pageNum, total: lastPage.totalPages })}
        </p>
      ) : null}
    </div>
  );
}
