// Category pages (/m/pp-slot, /m/jl-slot, /m/rng, /m/fish, /m/pvp): a vendor menu at the side,
// the first 2 games as a popular strip, a jackpot banner in the wallet's currency for slots, and
// either every vendor's first 6 games (show more above 6) or the chosen vendor's game grid with
// infinite loading. The chosen vendor is kept in the query (?vendor=) so back keeps it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Game } from '@/api/endpoints/game-types';
import { GAME_LIST_PAGE_SIZE, useGameList, useGameListInfinite } from '@/api/endpoints/game-list';
import { useMerchant } from '@/shell/config-context';
import { useRouteMeta } from '@/shell/route-meta';
import { POPULAR_STRIP_SIZE, VENDOR_PREVIEW_SIZE, categoryPageDef, selectedVendor, vendorsOfType } from '@/engine/game-pages';
import type { VendorName } from '@/engine/game-menu';
import { Skeleton, SkeletonTiles } from '@/ui/skeleton';
import { GameGrid } from '@/features/lobby/game-grid';
import { GameTile } from '@/features/lobby/game-tile';
import { JackpotBanner } from '@/features/lobby/jackpot-banner';
import { useGameActions } from '@/features/lobby/use-game-actions';
import { useLoadMore } from '@/features/lobby/use-load-more';
import { GameNotices } from '@/features/lobby/game-notices';
import '@/features/lobby/lobby.css';
import { QueryView } from '@/ui/query-view';

type Actions = ReturnType<typeof useGameActions>;

function PopularStrip({ games, actions }: { games: readonly Game[]; actions: Actions }) {
  const { t } = useTranslation('lobby');
  if (games.length === 0) return null;
  return (
    <section className="popular" aria-labelledby="popular-title">
      <h2 id="popular-title" className="lobby-section-title">{t('category.popular')}</h2>
      <ul className="popular__list" aria-label={t('category.popular')}>
        {games.slice(0, POPULAR_STRIP_SIZE).map((g) => (
          <GameTile key={g.gameId} game={g} labels={actions.labels(g)} imageUrl={actions.imageUrl(g)} favourite={actions.favIds.has(g.nodeId)} vendorLabel={actions.vendorName(g.vassalage)} onLaunch={actions.launch} onStar={actions.onStar} />
        ))}
      </ul>
    </section>
  );
}

function VendorPreview({ type, vendor, actions, onMore }: { type: string; vendor: VendorName; actions: Actions; onMore: () => void }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const list = useGameList({ merchant: config.code, gameType: type, vassalage: vendor.accountTypeName, pageNo: 1, pageSize: VENDOR_PREVIEW_SIZE, language: actions.language });
  const headingId = `vendor-${vendor.accountTypeName}`;
  return (
    <section className="vendor-preview" aria-labelledby={headingId}>
      <div className="vendor-preview__head">
        <h2 id={headingId} className="lobby-section-title">{vendor.displayName}</h2>
        {list.data && list.data.totalPages > 1 ? (
          <button type="button" className="button button--ghost button--small" onClick={onMore} aria-label={t('category.showMoreOf', { vendor: vendor.displayName })}>
            {t('category.showMore')}
          </button>
        ) : null}
      </div>
      <QueryView query={list} compact loading={<SkeletonTiles count={VENDOR_PREVIEW_SIZE} columns={3} height={110} label={t('loading')} />}>
        {(data) => (
          <ul className="game-grid" aria-label={t('category.gamesOf', { vendor: vendor.displayName })}>
            {data.games.map((g) => (
              <GameTile key={g.gameId} game={g} labels={actions.labels(g)} imageUrl={actions.imageUrl(g)} favourite={actions.favIds.has(g.nodeId)} showVendor={false} onLaunch={actions.launch} onStar={actions.onStar} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function VendorGames({ type, vendor, actions }: { type: string; vendor: VendorName; actions: Actions }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const list = useGameListInfinite({ merchant: config.code, gameType: type, vassalage: vendor.accountTypeName, gameName: '', pageSize: GAME_LIST_PAGE_SIZE, language: actions.language });
  useLoadMore(list, Boolean(list.data));
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];
  const last = list.data?.pages.at(-1);
  return (
    <QueryView query={list} loading={<SkeletonTiles count={9} columns={3} height={120} label={t('loading')} />} empty={<p className="game-list-empty">{t('empty')}</p>} isEmpty={() => games.length === 0}>
      {() => (
        <>
          <PopularStrip games={games} actions={actions} />
          <h2 className="lobby-section-title">{t('category.allOf', { vendor: vendor.displayName })}</h2>
          <GameGrid games={games.slice(POPULAR_STRIP_SIZE)} label={t('category.gamesOf', { vendor: vendor.displayName })} favourites={actions.favIds} imageUrl={actions.imageUrl} vendorName={actions.vendorName} onLaunch={actions.launch} onStar={actions.onStar} showVendor={false} />
          {last ? (
            <p className="game-list-more muted" aria-live="polite">
              {list.isFetchingNextPage ? t('loadingMore') : last.pageNum < last.totalPages ? t('page', { page: last.pageNum, total: last.totalPages }) : t('endOfList')}
            </p>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

function AllVendors({ type, vendors, actions, choose }: { type: string; vendors: readonly VendorName[]; actions: Actions; choose: (code: string) => void }) {
  const config = useMerchant();
  const top = useGameList({ merchant: config.code, gameType: type, pageNo: 1, pageSize: POPULAR_STRIP_SIZE, language: actions.language });
  return (
    <>
      {top.data ? <PopularStrip games={top.data.games} actions={actions} /> : <Skeleton height={150} radius={12} />}
      {vendors.map((v) => (
        <VendorPreview key={v.accountTypeName} type={type} vendor={v} actions={actions} onMore={() => choose(v.accountTypeName)} />
      ))}
    </>
  );
}

export default function CategoryScreen() {
  const { t } = useTranslation('lobby');
  const { screenId } = useRouteMeta();
  const def = categoryPageDef(screenId);
  const [params, setParams] = useSearchParams();
  const actions = useGameActions();
  const vendors = vendorsOfType(actions.vendors.data, def.type);
  const chosen = selectedVendor(def, vendors, params.get('vendor'));
  const vendor = vendors.find((v) => v.accountTypeName === chosen);
  const choose = (code: string) => {
    const next = new URLSearchParams(params);
    next.set('vendor', code);
    setParams(next, { replace: true });
    window.scrollTo(0, 0);
  };

  return (
    <div className="category-page">
      <GameNotices />
      {def.jackpot ? <JackpotBanner token={actions.token} /> : null}
      <QueryView query={actions.vendors} loading={<SkeletonTiles count={9} columns={3} height={120} label={t('loading')} />}>
        {() => (
          <div className="category-layout">
            <nav className="vendor-menu" aria-label={t('category.vendors')}>
              <button type="button" className={`vendor-menu__item${chosen === '' ? ' is-active' : ''}`} aria-current={chosen === '' || undefined} onClick={() => choose('')}>
                {t('filter.all')}
              </button>
              {vendors.map((v) => (
                <button key={v.accountTypeName} type="button" className={`vendor-menu__item${chosen === v.accountTypeName ? ' is-active' : ''}`} aria-current={chosen === v.accountTypeName || undefined} onClick={() => choose(v.accountTypeName)}>
                  {v.displayName}
                </button>
              ))}
            </nav>
            <div className="category-content">
              {vendors.length === 0 ? (
                <p className="game-list-empty">{t('empty')}</p>
              ) : vendor ? (
                <VendorGames key={vendor.accountTypeName} type={def.type} vendor={vendor} actions={actions} />
              ) : (
                <AllVendors type={def.type} vendors={vendors} actions={actions} choose={choose} />
              )}
            </div>
          </div>
        )}
      </QueryView>
    </div>
  );
}
