// The home page's games, in their own chunk (rendered below the fold once the top has painted):
// the JL hot strip (7, 'more' to /m/jl-slot), best casino (6 RNG hot games), recent games (3,
// members), a section per game type whose title links to its page — or, on the game menu's Hot
// tab, every hot game; and the winner board, whose 'Play now' launches the winner's game. A tap
// on a game launches it through the launch path the lobby uses (src/shell/use-launch.ts). Their
// lists are asked in the language once it has been still for 250 ms (useDataLanguage), so a run
// of taps on the language switch reloads them once. A section with no game is not shown.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { GAME_LIST_PAGE_SIZE, gameListEndpoint, useGameList } from '@/api/endpoints/game-list';
import { useHotGames } from '@/api/endpoints/hot-games';
import { useRecentGames } from '@/api/endpoints/recent-games';
import { useWinners } from '@/api/endpoints/winners';
import { errorMessageKey } from '@/api/errors';
import { resolveImageUrl } from '@/api/image-url';
import { endpointQuery } from '@/api/query';
import { BEST_CASINO_SIZE, HOME_RECENT_SIZE, HOT_STRIP_MORE, HOT_STRIP_SIZE, bestCasino, gameTypeSections, type HomeView } from '@/engine/home-games';
import { useMerchant } from '@/shell/config-context';
import { useLaunch } from '@/shell/use-launch';
import { useDataLanguage } from '@/state/data-language';
import { sessionStore } from '@/state/session';
import { Icon } from '@/ui/icon';
import { Section } from '@/ui/page';
import { Skeleton, SkeletonTiles } from '@/ui/skeleton';
import { toast } from '@/ui/toast';
import { WinnerBoard } from '@/features/home/home-widgets';
import { QueryView } from '@/ui/query-view';

/** A tile's size (the image is square); skeletons take the same. */
const TILE = 96;

function useGameLaunch() {
  const launch = useLaunch();
  return (g: Game) => void launch(g);
}

function GameTile({ game, onLaunch }: { game: Game; onLaunch: (g: Game) => void }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  return (
    <li className="home-game">
      <button type="button" className="home-game__play" aria-label={t('tile.play', { name: game.displayName })} onClick={() => onLaunch(game)}>
        <img src={resolveImageUrl(game.iconUrl, config.imageCdns)} alt="" width={TILE} height={TILE} loading="lazy" decoding="async" />
        <span className="home-game__name">{game.displayName}</span>
      </button>
    </li>
  );
}

/** A horizontal strip (`strip`) or a grid of 3 columns of game tiles. */
function GameTiles({ games, label, layout }: { games: readonly Game[]; label: string; layout: 'strip' | 'grid' }) {
  const onLaunch = useGameLaunch();
  return (
    <ul className={`home-games home-games--${layout}`} aria-label={label}>
      {games.map((g) => (
        <GameTile key={`${g.vassalage}:${g.gameId}`} game={g} onLaunch={onLaunch} />
      ))}
    </ul>
  );
}

function TilesSkeleton({ count, layout, label }: { count: number; layout: 'strip' | 'grid'; label: string }) {
  if (layout === 'grid') return <SkeletonTiles count={count} columns={3} height={TILE + 24} label={label} />;
  return (
    <div className="home-games home-games--strip" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width={TILE} height={TILE + 24} radius={10} />
      ))}
    </div>
  );
}

function useHot() {
  const config = useMerchant();
  const language = useDataLanguage();
  return useHotGames(config.code, language);
}

/** Up to 7 JL games, 'more' to the JILI SLOT page. */
function HotStrip() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useDataLanguage();
  const list = useGameList({ merchant: config.code, gameType: 'JL', pageNo: 1, pageSize: HOT_STRIP_SIZE, language });
  const title = t('games.hotStrip');
  const more = (
    <Link to={HOT_STRIP_MORE} className="section-more">
      {t('games.more')}
      <Icon name="chevron" size={16} />
    </Link>
  );
  return (
    <Section title={title} action={more}>
      <QueryView query={list} compact loading={<TilesSkeleton count={4} layout="strip" label={t('section.loading', { ns: 'common' })} />}>
        {(data) => <GameTiles games={data.games.slice(0, HOT_STRIP_SIZE)} label={title} layout="strip" />}
      </QueryView>
    </Section>
  );
}

/** Up to 6 RNG hot games. */
function BestCasino() {
  const { t } = useTranslation('home');
  const hot = useHot();
  const title = t('games.bestCasino');
  return (
    <Section title={title}>
      <QueryView query={hot} compact loading={<TilesSkeleton count={BEST_CASINO_SIZE} layout="grid" label={t('section.loading', { ns: 'common' })} />}>
        {(data) => <GameTiles games={bestCasino(data.list)} label={title} layout="grid" />}
      </QueryView>
    </Section>
  );
}

/** The member's last 3 games; nothing for a visitor or a member who has played none. */
function RecentGames() {
  const { t } = useTranslation('lobby');
  const token = useSnapshot(sessionStore).info?.token;
  const language = useDataLanguage();
  const recent = useRecentGames(token, { page: 1, pageSize: HOME_RECENT_SIZE, language });
  if (!token || !recent.data || recent.data.list.length === 0) return null;
  return (
    <Section title={t('recent.title')}>
      <GameTiles games={recent.data.list.slice(0, HOME_RECENT_SIZE)} label={t('recent.title')} layout="strip" />
    </Section>
  );
}

/** A section per game type: the title links to the type's page, the hot games of that type below. */
function TypeSections() {
  const { t } = useTranslation('home');
  const hot = useHot();
  const sections = gameTypeSections(hot.data?.list ?? []);
  return (
    <div className="home-type-sections" aria-label={t('gameTypes.title')} role="group">
      {sections.map((s) => {
        const name = t(`gameType.${s.type}`, { ns: 'common' });
        return (
          <Section
            key={s.type}
            className="home-type-section"
            title={
              <Link to={s.to} className="section-link">
                {name}
              </Link>
            }
          >
            <GameTiles games={s.games} label={name} layout="strip" />
          </Section>
        );
      })}
    </div>
  );
}

/** The Hot tab: every hot game. */
function HotGames() {
  const { t } = useTranslation('home');
  const hot = useHot();
  const title = t('games.hot');
  return (
    <Section title={title}>
      <QueryView query={hot} compact loading={<TilesSkeleton count={9} layout="grid" label={t('section.loading', { ns: 'common' })} />}>
        {(data) => <GameTiles games={data.list} label={title} layout="grid" />}
      </QueryView>
    </Section>
  );
}

/** What the game menu's Home or Hot tab shows. */
export default function HomeGames({ view }: { view: HomeView }) {
  if (view === 'hot') return <HotGames />;
  return (
    <>
      <HotStrip />
      <BestCasino />
      <RecentGames />
      <TypeSections />
    </>
  );
}

// ------------------------------------------------------------------ winner board

/** 'Play now' on a win: the winner's game, found by its name in the catalogue, is launched. */
function useLaunchByName(): (gameName: string) => void {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useDataLanguage();
  const queryClient = useQueryClient();
  const launch = useLaunch();
  return (gameName: string) => {
    const params = { merchant: config.code, gameName, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE, language };
    queryClient
      .fetchQuery(endpointQuery(gameListEndpoint, params))
      .then((list) => {
        const wanted = gameName.trim().toLowerCase();
        const game = list.games.find((g) => g.gameName.toLowerCase() === wanted || g.displayName.toLowerCase() === wanted) ?? list.games[0];
        if (game) void launch(game);
        else toast.error(t('winners.unavailable'));
      })
      .catch((error: unknown) => toast.error(t(errorMessageKey(error, 'send'), { ns: 'common' })));
  };
}

export function HomeWinners() {
  const { t } = useTranslation('home');
  const config = useMerchant();
  const language = useDataLanguage();
  const winners = useWinners(language);
  const play = useLaunchByName();
  return (
    <Section title={t('winners.title')}>
      <QueryView query={winners} compact loading={<SkeletonTiles count={3} columns={1} height={56} label={t('section.loading', { ns: 'common' })} />}>
        {(data) => (
          <WinnerBoard
            winners={data.list.map((w) => ({ vo: { ...w.vo, iconUrl: resolveImageUrl(w.vo.iconUrl, config.imageCdns) } }))}
            symbol={config.currency.symbol}
            onPlay={play}
          />
        )}
      </QueryView>
    </Section>
  );
}
