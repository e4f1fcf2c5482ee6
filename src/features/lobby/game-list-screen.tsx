// The game list (/m/gameList): title by game type, four tabs (all, hot, recent, favourites), a
// filter drawer (category switcher; manufacturer; for RNG the game type and minimum bet; name;
// submit), name search (debounced 500 ms, trimmed), infinite scroll (within 300 px of the bottom,
// scrolling down, at most once a second) and a windowed grid of tiles with a favourite star.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Game } from '@/api/endpoints/game-types';
import { gameListOf, useGameListInfinite, GAME_LIST_PAGE_SIZE } from '@/api/endpoints/game-list';
import { useHotGames } from '@/api/endpoints/hot-games';
import { useRecentGamesInfinite } from '@/api/endpoints/recent-games';
import { useVendorGameTypes } from '@/api/endpoints/vendor-game-types';
import { FAVOURITES_PAGE_SIZE, useFavouritesInfinite } from '@/api/endpoints/favourites';
import { categorySwitchTarget, gameListOpening, gameListSearch, GAME_LIST_TYPES, type GameListTab, type GameListView } from '@/engine/game-menu';
import { filterGames, gameClassChoices, GAME_CLASSES, isFilterEmpty, MIN_BET_CHOICES, MINIMUM_BET, TYPE_FAMILIES, type GameFilter } from '@/engine/game-filter';
import { useMerchant } from '@/shell/config-context';
import { useGoBack } from '@/shell/header-back-button';
import { afterPaint } from '@/ui/after-paint';
import { QueryView } from '@/ui/query-view';
import { SkeletonTiles } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { Icon } from '@/ui/icon';
import { GameGrid } from '@/features/lobby/game-grid';
import { useGameActions } from '@/features/lobby/use-game-actions';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@/features/lobby/use-debounced';
import { useLoadMore } from '@/features/lobby/use-load-more';
import { vendorsOfType } from '@/engine/game-pages';
import '@/features/lobby/lobby.css';
import { TabStrip } from '@/ui/tab-strip';

const TABS: readonly GameListTab[] = ['all', 'hot', 'recent', 'fav'];

interface Draft {
  vassalage: string;
  gameClassify: string;
  minBet: string;
  name: string;
}

function GameListContent() {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const location = useLocation();
  const [params] = useSearchParams();
  const actions = useGameActions();
  const { token } = actions;
  // A guest's link to recent games or favourites is answered as the tab is: 'Please log in
  // first', and the list stays on all (their lists need a session). Boot asked for the list of
  // the opening view already (src/app/first-data.ts), with the same rules.
  const [opening] = useState(() => gameListOpening(location.pathname, params, !!token));
  const { gameType } = opening;
  useEffect(() => {
    if (opening.loginFirst) toast.info(t('loginFirst'), 2000);
    // Once, as the page opens with this address (the view is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [tab, setTab] = useState<GameListView>(opening.view);
  const [filter, setFilter] = useState<GameFilter>(opening.filter);
  const [name, setName] = useState('');
  const [drawer, setDrawer] = useState(false);
  const [draft, setDraft] = useState<Draft>({ vassalage: opening.filter.vassalage ?? '', gameClassify: '', minBet: '', name: '' });
  const gameName = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const listQuery = useGameListInfinite(gameListOf(config.code, gameType, gameListSearch(tab, filter, gameName), actions.language));
  // The Hot tab's games: asked for once the list's first page has painted (the tab then opens at
  // once), or when the tab is opened first; never beside the first page, which the first paint
  // waits for (one request fewer in its way on a phone).
  const [hotWanted, setHotWanted] = useState(false);
  const listSettled = listQuery.data !== undefined || listQuery.isError;
  useEffect(() => (hotWanted || !listSettled ? undefined : afterPaint(() => setHotWanted(true))), [hotWanted, listSettled]);
  const hot = useHotGames(config.code, actions.language, hotWanted || tab === 'hot');
  // The drawer's game types come from the vendor game-types call (RNG only), fetched once the drawer opens.
  const vendorTypes = useVendorGameTypes(config.code, drawer && gameType === 'RNG');
  const recent = useRecentGamesInfinite(tab === 'recent' ? token : undefined, { pageSize: GAME_LIST_PAGE_SIZE, gameType, language: actions.language });
  const favs = useFavouritesInfinite(tab === 'fav' ? token : undefined, { pageSize: FAVOURITES_PAGE_SIZE, gameType, language: actions.language });
  const paged = tab === 'all' || tab === 'filter';
  const pagedSource = tab === 'recent' ? recent : tab === 'fav' ? favs : listQuery;
  useLoadMore(pagedSource, tab !== 'hot');

  const listGames = listQuery.data?.pages;
  const hotList = hot.data?.list;
  const recentList = recent.data?.pages;
  const favList = favs.data?.pages;
  const games: Game[] = useMemo(() => {
    if (tab === 'all' || tab === 'filter') return listGames?.flatMap((p) => p.games) ?? [];
    // Hot comes whole and is filtered by game type on the client; recent and favourites come by type
    // from the platform; all three are narrowed by the typed name here.
    const local = { gameType, name: gameName };
    if (tab === 'hot') return filterGames(hotList ?? [], local);
    if (tab === 'recent') return filterGames(recentList?.flatMap((p) => p.list) ?? [], local);
    return filterGames(favList?.flatMap((p) => p.content) ?? [], local);
  }, [tab, listGames, hotList, recentList, favList, gameType, gameName]);
  const active = tab === 'hot' ? hot : pagedSource;
  const lastPage = listQuery.data?.pages.at(-1);

  const chooseTab = (next: GameListTab) => {
    if ((next === 'recent' || next === 'fav') && !token) {
      toast.info(t('loginFirst'), 2000);
      return;
    }
    setTab(next);
    setFilter({});
    setDraft({ vassalage: '', gameClassify: '', minBet: '', name: '' });
    setName('');
    window.scrollTo(0, 0);
  };

  const applyFilter = (e: FormEvent) => {
    e.preventDefault();
    const next: GameFilter = { vassalage: draft.vassalage, gameClassify: gameType === 'RNG' ? draft.gameClassify : '', minBet: gameType === 'RNG' ? draft.minBet : '', name: draft.name };
    setFilter(next);
    setTab(isFilterEmpty(next) ? 'all' : 'filter');
    setName('');
    setDrawer(false);
    window.scrollTo(0, 0);
  };

  const clearFilter = () => {
    setDraft({ vassalage: '', gameClassify: '', minBet: '', name: '' });
    setFilter({});
    setTab('all');
    setDrawer(false);
  };

  const switchCategory = (type: string) => {
    if (type === gameType) return;
    setDrawer(false);
    void navigate(categorySwitchTarget(type));
  };

  // The manufacturers of the list's games (sports also lists e-sports and cockfight).
  const listVendors = (TYPE_FAMILIES[gameType] ?? [gameType]).flatMap((ty) => vendorsOfType(actions.vendors.data, ty));
  const listVendorCodes = listVendors.map((v) => v.accountTypeName);
  const classChoices = gameClassChoices(vendorTypes.data, listVendorCodes, draft.vassalage);
  // Another manufacturer keeps the chosen game type only when it offers it.
  const chooseVendor = (vendor: string) => {
    const offered = gameClassChoices(vendorTypes.data, listVendorCodes, vendor);
    setDraft({ ...draft, vassalage: vendor, gameClassify: offered.includes(draft.gameClassify) ? draft.gameClassify : '' });
  };
  const classLabel = (c: string) => (GAME_CLASSES.includes(c) ? t(`gameClass.${c}`, { ns: 'common' }) : c);
  const betLabel = (b: string) => (b === MINIMUM_BET ? t('filter.lowestBet') : t('filter.upTo', { amount: b }));
  const titleVendor = tab === 'filter' ? filter.vassalage : undefined;
  const filterParts = [
    filter.vassalage ? actions.vendorName(filter.vassalage) : '',
    filter.gameClassify ? classLabel(filter.gameClassify) : '',
    filter.minBet ? betLabel(filter.minBet) : '',
    filter.name?.trim() ? `“${filter.name.trim()}”` : '',
  ].filter(Boolean);

  return (
    <div className="game-list-page">
      <header className="game-list-head">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={goBack}>
          <Icon name="back" size={22} />
        </button>
        <h1 className="game-list-title">
          {t(`gameType.${gameType}`, { ns: 'common' })}
          {titleVendor ? ` · ${actions.vendorName(titleVendor)}` : ''}
        </h1>
        <button type="button" className="icon-button" aria-label={t('filter.open')} aria-expanded={drawer} aria-controls="game-filter" onClick={() => setDrawer((d) => !d)}>
          <Icon name="menu" size={22} />
        </button>
      </header>
      <div className="game-list-search">
        <label htmlFor="game-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input id="game-search" type="search" placeholder={t('search.placeholder')} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      {drawer ? (
        <form id="game-filter" className="filter-drawer" aria-label={t('filter.title')} onSubmit={applyFilter}>
          <label htmlFor="filter-category">{t('filter.category')}</label>
          <select id="filter-category" value={gameType} onChange={(e) => switchCategory(e.target.value)}>
            {GAME_LIST_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`gameType.${ty}`, { ns: 'common' })}
              </option>
            ))}
          </select>
          <label htmlFor="filter-vendor">{t('filter.manufacturer')}</label>
          <select id="filter-vendor" value={draft.vassalage} onChange={(e) => chooseVendor(e.target.value)}>
            <option value="">{t('filter.all')}</option>
            {listVendors.map((v) => (
              <option key={v.accountTypeName} value={v.accountTypeName}>
                {v.displayName}
              </option>
            ))}
          </select>
          {gameType === 'RNG' ? (
            <>
              <label htmlFor="filter-class">{t('filter.gameType')}</label>
              <select id="filter-class" value={draft.gameClassify} onChange={(e) => setDraft({ ...draft, gameClassify: e.target.value })}>
                {classChoices.map((c) => (
                  <option key={c || 'all'} value={c}>
                    {c ? classLabel(c) : t('filter.all')}
                  </option>
                ))}
              </select>
              <label htmlFor="filter-bet">{t('filter.minBet')}</label>
              <select id="filter-bet" value={draft.minBet} onChange={(e) => setDraft({ ...draft, minBet: e.target.value })}>
                {MIN_BET_CHOICES.map((b) => (
                  <option key={b || 'all'} value={b}>
                    {b ? betLabel(b) : t('filter.all')}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <label htmlFor="filter-name">{t('filter.name')}</label>
          <input id="filter-name" type="text" value={draft.name} maxLength={50} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          <div className="filter-drawer__actions">
            <button type="button" className="button button--outline" onClick={clearFilter}>
              {t('filter.clear')}
            </button>
            <button type="submit" className="button button--primary">
              {t('filter.submit')}
            </button>
          </div>
        </form>
      ) : null}
      <TabStrip
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        current={tab === 'filter' ? undefined : tab}
        onChange={chooseTab}
        label={t('tabs.label')}
        className="game-tabs"
        tabClassName="game-tab"
        activeClassName="is-active"
      />
      {tab === 'filter' ? (
        <p className="filter-summary">
          <span>
            {t('filter.active')}
            {filterParts.length > 0 ? `: ${filterParts.join(' · ')}` : ''}
          </span>
          <button type="button" className="button button--ghost button--small" onClick={clearFilter}>
            {t('filter.clear')}
          </button>
        </p>
      ) : null}
      <QueryView<unknown>
        query={active}
        loading={<SkeletonTiles count={9} columns={3} height={150} label={t('loading')} fill />}
        empty={<p className="game-list-empty">{t('empty')}</p>}
        isEmpty={() => games.length === 0}
      >
        {() => <GameGrid games={games} label={t('grid.label')} favourites={actions.favIds} imageUrl={actions.imageUrl} vendorName={actions.vendorName} onLaunch={actions.launch} onStar={actions.onStar} />}
      </QueryView>
      {paged && lastPage && games.length > 0 ? (
        <p className="game-list-more muted" aria-live="polite">
          {listQuery.isFetchingNextPage ? t('loadingMore') : t('page', { page: lastPage.pageNum, total: lastPage.totalPages })}
        </p>
      ) : null}
    </div>
  );
}

/** A new game type, vendor or tab in the address (the category switcher, back and forward) starts a fresh list. */
export default function GameListScreen() {
  const location = useLocation();
  return <GameListContent key={`${location.pathname}${location.search}`} />;
}
