// The demo's game page (/m/demo-game?game=<id>): the demo platform says which kind of game it is
// (by its category) and this page loads that game's screen, each in its own chunk: slots, and
// baccarat for the live tables, the sportsbook (sports, esports, sabong) and the draw games
// (lottery). Kinds without a screen yet name the game and the member, with a
// way back. With embed=1 it is shown inside a frame (the lottery frame, /m/frame), which has its
// own bar and way back: the page then hides the app's header for as long as it is open.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useDemoTable } from '@/demo/endpoints/demo-table';
import { useGameList } from '@/api/endpoints/game-list';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { useGoBack } from '@/shell/header-back-button';
import { useDataLanguage } from '@/state/data-language';
import { sessionStore } from '@/state/session';
import { usePageTitle } from '@/shell/page-title';
import { useGameVendors } from '@/api/endpoints/game-vendors';
import { QueryView } from '@/ui/query-view';
import { Skeleton } from '@/ui/skeleton';
import '@/demo/demo-game.css';

const SlotGame = lazy(() => import('@/demo/screens/slot-game'));
const BaccaratGame = lazy(() => import('@/demo/screens/baccarat-game'));
const SportsbookGame = lazy(() => import('@/demo/screens/sportsbook-game'));
const DrawGame = lazy(() => import('@/demo/screens/draw-game'));

const loading = <Skeleton height={420} width="100%" />;

export default function DemoGameScreen() {
  const [params] = useSearchParams();
  const gameId = params.get('game') ?? '';
  const token = useSnapshot(sessionStore).info?.token;
  const embedded = params.get('embed') === '1';
  useEffect(() => {
    if (!embedded) return undefined;
    document.documentElement.dataset.embedded = 'true';
    return () => {
      delete document.documentElement.dataset.embedded;
    };
  }, [embedded]);
  const table = useDemoTable(token, gameId, params.get('free') === '1');
  usePageTitle(table.data?.gameName);
  // A failed refresh keeps the game on screen: only a table that never arrived shows the error.
  return (
    <QueryView query={table} loading={<div className="demo-game">{loading}</div>}>
      {(data) => {
        switch (data.kind) {
          case 'slot':
            return (
              <Suspense fallback={loading}>
                <SlotGame table={data} embedded={embedded} />
              </Suspense>
            );
          case 'baccarat':
            return (
              <Suspense fallback={loading}>
                <BaccaratGame table={data} embedded={embedded} />
              </Suspense>
            );
          case 'sportsbook':
            return (
              <Suspense fallback={loading}>
                <SportsbookGame table={data} embedded={embedded} />
              </Suspense>
            );
          case 'draw':
            return (
              <Suspense fallback={loading}>
                <DrawGame table={data} embedded={embedded} />
              </Suspense>
            );
          default:
            return <GameCard gameId={gameId} embedded={embedded} free={params.get('free') === '1'} />;
        }
      }}
    </QueryView>
  );
}

/** A game without a screen of its own yet: its picture and name, the member, a way back. */
function GameCard({ gameId, embedded, free }: { gameId: string; embedded: boolean; free: boolean }) {
  const { t } = useTranslation('demo');
  const config = useMerchant();
  const goBack = useGoBack();
  const vendor = gameId.split('-')[0] ?? '';
  const language = useDataLanguage();
  const userName = useSnapshot(sessionStore).info?.userName ?? '';
  const list = useGameList({ merchant: config.code, vassalage: vendor, pageNo: 1, pageSize: 100, language });
  const game = list.data?.games.find((g) => g.gameId === gameId);
  const vendors = useGameVendors(config.code);
  const vendorName =
    vendors.data?.sorting.flatMap((c) => c.vendorNames).find((v) => v.accountTypeName === game?.vassalage)?.displayName ?? game?.vassalage ?? '';
  usePageTitle(game?.displayName);
  return (
    <div className="demo-game">
      {game ? (
        <>
          <img src={resolveImageUrl(game.mobileLargeIcon, config.imageCdns)} alt="" width={160} height={160} />
          <h1>{game.displayName}</h1>
          <p className="muted">{t('demoGame.vendor', { vendor: vendorName })}</p>
        </>
      ) : (
        <Skeleton height={220} width="100%" />
      )}
      <p>{t('demoGame.player', { userName })}</p>
      <p className="muted">{free ? t('demoGame.free') : t('demoGame.real')}</p>
      {embedded ? null : (
        <button type="button" className="button button--primary button--block" onClick={goBack}>
          {t('demoGame.back')}
        </button>
      )}
    </div>
  );
}
