// Game-center pages (/m/sports, /m/esports, /m/live, /m/lott, /m/elott, /m/gameCenter,
// /m/slotsCenter): the vendors of the center's categories. Live also shows the hot live games and
// the live hosts (active and streaming); sports shows the upcoming events; the lottery centers
// list each vendor's lotteries, launched through the lottery launcher.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/endpoints/game-types';
import { useGameList } from '@/api/endpoints/game-list';
import { useHotGames } from '@/api/endpoints/hot-games';
import { useHotMatches, type HotMatch } from '@/api/endpoints/hot-matches';
import { useLiveModels } from '@/api/endpoints/live-models';
import { useElottList, useLotteryList, type LotteryList } from '@/api/endpoints/lottery-lists';
import { resolveImageUrl } from '@/api/image-url';
import { useMerchant } from '@/shell/config-context';
import { useRouteMeta } from '@/shell/route-meta';
import { centerDef, centerSections, matchDateTime, type CenterSection } from '@/engine/game-pages';
import { filterGames } from '@/engine/game-filter';
import { lotteryLaunchPath, prizeModeFor } from '@/engine/game-launch';
import { Skeleton, SkeletonLines, SkeletonTiles } from '@/ui/skeleton';
import { GameTile } from '@/features/lobby/game-tile';
import { useGameActions } from '@/features/lobby/use-game-actions';
import { sessionStore } from '@/state/session';
import { GameNotices } from '@/features/lobby/game-notices';
import '@/features/lobby/lobby.css';
import { useGo, useGoLogin } from '@/shell/route-link';
import { QueryView } from '@/ui/query-view';

type Actions = ReturnType<typeof useGameActions>;

export const HOT_LIVE_SIZE = 6;

function VendorList({ section }: { section: CenterSection }) {
  const { t } = useTranslation('lobby');
  const go = useGo();
  const config = useMerchant();
  const headingId = `center-${section.type}`;
  return (
    <section className="center-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="lobby-section-title">{t(`gameType.${section.type}`, { ns: 'common' })}</h2>
      <ul className="vendor-cards" aria-label={t('center.vendorsOf', { type: t(`gameType.${section.type}`, { ns: 'common' }) })}>
        {section.vendors.map((v) => (
          <li key={v.accountTypeName}>
            <button type="button" className="vendor-card" onClick={() => void go('gameList', { query: { gameType: section.type, vassalage: v.accountTypeName } })}>
              {v.logoUrl ? (
                <img className="vendor-card__logo" src={resolveImageUrl(v.logoUrl, config.imageCdns)} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span className="vendor-card__logo" aria-hidden="true">
                  {v.displayName.slice(0, 2).toUpperCase()}
                </span>
              )}
              <span className="vendor-card__name">{v.displayName}</span>
              <span className="vendor-card__go">{t('center.enter')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LotteryVendors({ section, list, mapping }: { section: CenterSection; list: LotteryList; mapping: Readonly<Record<string, readonly string[]>> | undefined }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const token = useSnapshot(sessionStore).info?.token;
  const open = (vendor: string, gameId: string, playType: 'Tradition' | 'Entertainment') => {
    if (!token) {
      goLogin();
      return;
    }
    void navigate(lotteryLaunchPath({ mui: vendor, gameId, playType, prizeMode: prizeModeFor(vendor, mapping) }));
  };
  return (
    <>
      {section.vendors.map((v) => {
        const games = list.filter((g) => g.vendor === v.accountTypeName);
        const headingId = `lottery-${v.accountTypeName}`;
        return (
          <section key={v.accountTypeName} className="center-section" aria-labelledby={headingId}>
            <div className="vendor-preview__head">
              <h2 id={headingId} className="lobby-section-title">{v.displayName}</h2>
              <button type="button" className="button button--ghost button--small" onClick={() => open(v.accountTypeName, 'lobby', 'Tradition')} aria-label={t('lottery.openLobbyOf', { vendor: v.displayName })}>
                {t('lottery.lobby')}
              </button>
            </div>
            <ul className="lottery-list" aria-label={t('lottery.gamesOf', { vendor: v.displayName })}>
              {games.map((g) => (
                <li key={g.gameId} className="lottery-item">
                  <span className="lottery-item__name">{g.name}</span>
                  <span className="lottery-item__actions">
                    {g.playTypes.map((p) => (
                      <button key={p} type="button" className="button button--outline button--small" onClick={() => open(v.accountTypeName, g.gameId, p)} aria-label={t('lottery.play', { name: g.name, mode: t(`lottery.playType.${p}`) })}>
                        {t(`lottery.playType.${p}`)}
                      </button>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function UpcomingEvents({ actions }: { actions: Actions }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  const matches = useHotMatches();
  const sports = useGameList({ merchant: config.code, gameType: 'SPORTS', pageNo: 1, pageSize: 100, language: actions.language });
  const byNode = useMemo(() => new Map((sports.data?.games ?? []).map((g) => [g.nodeId, g])), [sports.data]);
  const bet = (m: HotMatch) => {
    const game = byNode.get(m.nodeId);
    if (game) actions.launch(game);
  };
  return (
    <section className="center-section" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="lobby-section-title">{t('center.upcoming')}</h2>
      <QueryView query={matches} compact loading={<Skeleton height={120} radius={12} />} empty={<p className="muted">{t('center.noEvents')}</p>} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul className="match-list" aria-label={t('center.upcoming')}>
            {data.map((m) => {
              const when = matchDateTime(m.matchTime, -new Date(m.matchTime).getTimezoneOffset());
              return (
                <li key={`${m.homeTeam}-${m.awayTeam}-${m.matchTime}`} className="lobby-match">
                  <div className="lobby-match__teams">
                    <span className="lobby-match__team">
                      <img src={resolveImageUrl(m.homeTeamImageUrl, config.imageCdns)} alt="" width={40} height={40} loading="lazy" />
                      {m.homeTeam}
                    </span>
                    <span className="lobby-match__vs" aria-hidden="true">VS</span>
                    <span className="lobby-match__team">
                      <img src={resolveImageUrl(m.awayTeamImageUrl, config.imageCdns)} alt="" width={40} height={40} loading="lazy" />
                      {m.awayTeam}
                    </span>
                  </div>
                  <p className="lobby-match__when">
                    <time dateTime={new Date(m.matchTime).toISOString()}>{`${when.date} ${when.time}`}</time>
                  </p>
                  <button type="button" className="button button--primary button--small" onClick={() => bet(m)} disabled={!byNode.has(m.nodeId)} aria-label={t('center.betOn', { home: m.homeTeam, away: m.awayTeam })}>
                    {t('center.betNow')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function LiveExtras({ actions }: { actions: Actions }) {
  const { t } = useTranslation('lobby');
  const config = useMerchant();
  // Already debounced (250 ms) by useGameActions.
  const language = actions.language;
  const hot = useHotGames(config.code, language);
  const hosts = useLiveModels();
  const live = useGameList({ merchant: config.code, gameType: 'LIVE', pageNo: 1, pageSize: 100, language: actions.language });
  const tables = useMemo(() => new Map((live.data?.games ?? []).map((g) => [g.gameId, g])), [live.data]);
  const hotLive = filterGames(hot.data?.list ?? [], { gameType: 'LIVE' }).slice(0, HOT_LIVE_SIZE);
  return (
    <>
      <section className="center-section" aria-labelledby="hot-live-title">
        <h2 id="hot-live-title" className="lobby-section-title">{t('center.hotLive')}</h2>
        <QueryView query={hot} compact loading={<SkeletonTiles count={3} columns={3} height={120} label={t('loading')} />}>
          {() => (
            <ul className="game-grid" aria-label={t('center.hotLive')}>
              {hotLive.map((g: Game) => (
                <GameTile key={g.gameId} game={g} labels={actions.labels(g)} imageUrl={actions.imageUrl(g)} favourite={actions.favIds.has(g.nodeId)} vendorLabel={actions.vendorName(g.vassalage)} onLaunch={actions.launch} onStar={actions.onStar} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <section className="center-section" aria-labelledby="hosts-title">
        <h2 id="hosts-title" className="lobby-section-title">{t('center.hosts')}</h2>
        <QueryView query={hosts} compact loading={<SkeletonLines count={3} label={t('loading')} />}>
          {(data) => (
            <ul className="host-list" aria-label={t('center.hosts')}>
              {data.map((h) => {
                const status = h.streaming && h.active ? 'streaming' : h.active ? 'online' : 'offline';
                const table = tables.get(h.table);
                return (
                  <li key={h.id} className={`host-card host-card--${status}`}>
                    <img src={resolveImageUrl(h.avatarUrl, config.imageCdns)} alt="" width={56} height={56} loading="lazy" />
                    <span className="host-card__name">{h.name}</span>
                    <span className={`host-card__status is-${status}`}>{t(`center.hostStatus.${status}`)}</span>
                    <button type="button" className="button button--outline button--small" disabled={status === 'offline' || !table} onClick={() => table && actions.launch(table)} aria-label={t('center.joinHost', { name: h.name })}>
                      {t('center.join')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryView>
      </section>
    </>
  );
}

export default function CenterScreen() {
  const { t } = useTranslation('lobby');
  const { screenId } = useRouteMeta();
  const config = useMerchant();
  const def = centerDef(screenId);
  const actions = useGameActions();
  const lott = useLotteryList(config.code, def.extra === 'lottery');
  const elott = useElottList(config.code, def.extra === 'lottery');
  const sections = centerSections(actions.vendors.data, def);
  // Both lottery lists as one query: loaded when both are, failed when either failed.
  const lotteryFailed = lott.isError ? lott : elott.isError ? elott : undefined;
  const lotteryQuery = {
    data: lott.data && elott.data ? ([lott.data, elott.data] as const) : undefined,
    isError: Boolean(lotteryFailed),
    error: lotteryFailed?.error,
    refetch: () => [lott, elott].forEach((q) => void q.refetch()),
  };
  return (
    <div className="center-page">
      <GameNotices />
      {def.extra === 'live' ? <LiveExtras actions={actions} /> : null}
      {def.extra === 'matches' ? <UpcomingEvents actions={actions} /> : null}
      <QueryView query={actions.vendors} loading={<SkeletonTiles count={4} columns={2} height={72} label={t('loading')} />} empty={<p className="game-list-empty">{t('center.noVendors')}</p>} isEmpty={() => sections.length === 0}>
        {(vendors) =>
          def.extra === 'lottery' ? (
            <QueryView query={lotteryQuery} loading={<SkeletonLines count={6} label={t('loading')} />}>
              {([lottList, elottList]) => sections.map((s) => <LotteryVendors key={s.type} section={s} list={s.type === 'ELOTT' ? elottList : lottList} mapping={vendors.mapping} />)}
            </QueryView>
          ) : (
            sections.map((s) => <VendorList key={s.type} section={s} />)
          )
        }
      </QueryView>
    </div>
  );
}
