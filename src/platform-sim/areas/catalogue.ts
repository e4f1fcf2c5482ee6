// The game catalogue of the demo platform: vendors and their sorting, the paged and filtered game
// list, hot games, per-member favourites and recent games, game launch, lottery lists.
import { http, type HttpHandler } from 'msw';
import { defineSlice, fail, merchantOf, ok, apiPath, type Simulator } from '@/platform-sim/kernel';
import { requireSession } from '@/platform-sim/areas/accounts/sessions';
import { allGames, hotGameIds, vendorData, VENDORS } from '@/platform-sim/seed/games';
import { gameVendorsEndpoint } from '@/api/endpoints/game-vendors';
import { vendorGameTypesEndpoint } from '@/api/endpoints/vendor-game-types';
import { gameListEndpoint } from '@/api/endpoints/game-list';
import { hotGamesEndpoint } from '@/api/endpoints/hot-games';
import { addRecentGameEndpoint, recentGamesEndpoint } from '@/api/endpoints/recent-games';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@/api/endpoints/favourites';
import { launchGameEndpoint } from '@/api/endpoints/launch-game';
import { elottListEndpoint, lotteryListEndpoint } from '@/api/endpoints/lottery-lists';
import type { Game } from '@/api/endpoints/game-types';
import { launchLotteryEndpoint } from '@/api/endpoints/launch-lottery';
import { filterGames as filterGameList, gameFilterFromQuery, typeMatches } from '@/engine/game-filter';

/** The catalogue (generated once, on first use): tests and other areas read it here too. */
export { allGames };

const byNode = () => new Map(allGames().map((g) => [g.nodeId, g]));

interface MemberGames {
  /** Per member: favourite node ids (newest first) and recent node ids (newest first). */
  favourites: Record<string, string[]>;
  recent: Record<string, string[]>;
}

export const memberGamesSlice = defineSlice<MemberGames>({
  name: 'member-games',
  version: 1,
  seed: () => ({ favourites: {}, recent: {} }),
});

const RECENT_KEEP = 50;

function page<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const size = Math.max(1, Math.min(100, pageSize || 25));
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const n = Math.min(Math.max(1, pageNo || 1), totalPages);
  return { items: items.slice((n - 1) * size, n * size), pageNum: n, totalPages };
}

const num = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/** Filters of the game list (type, vendor, name, class, minimum bet): the engine's, from the query. */
export function filterGames(games: readonly Game[], q: URLSearchParams): Game[] {
  return filterGameList(games, gameFilterFromQuery(q));
}

export function catalogueHandlers(sim: Simulator): HttpHandler[] {
  const known = (request: Request) => Boolean(sim.merchant(merchantOf(request)));
  const unknown = () => fail('BAD_REQUEST', 'Unknown merchant', undefined, 400);
  return [
    http.get(apiPath(gameVendorsEndpoint.path), ({ request }) => (known(request) ? ok(vendorData()) : unknown())),

    http.get(apiPath(vendorGameTypesEndpoint.path), ({ request }) => {
      if (!known(request)) return unknown();
      return ok(VENDORS.map((v) => ({ vendor: v.code, gameClassify: [...new Set(allGames().filter((g) => g.vassalage === v.code).map((g) => g.gameClassify))].filter(Boolean) })));
    }),

    http.get(apiPath(gameListEndpoint.path), ({ request }) => {
      if (!known(request)) return unknown();
      const q = new URL(request.url).searchParams;
      const p = page(filterGames(allGames(), q), num(q.get('pageNo'), 1), num(q.get('pageSize'), 25));
      return ok({ games: p.items, pageNum: p.pageNum, totalPages: p.totalPages });
    }),

    http.get(apiPath(hotGamesEndpoint.path), ({ request }) => {
      if (!known(request)) return unknown();
      const ids = new Set(hotGameIds(allGames()));
      return ok({ list: allGames().filter((g) => ids.has(g.gameId)) });
    }),

    http.get(apiPath(recentGamesEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const q = new URL(request.url).searchParams;
      const nodes = byNode();
      const type = q.get('gameType') ?? '';
      const games = (sim.slice(session.merchantCode, memberGamesSlice).recent[session.userName] ?? [])
        .map((id) => nodes.get(id))
        .filter((g): g is Game => g !== undefined && (!type || typeMatches(type, g.gameType)));
      const p = page(games, num(q.get('page'), 1), num(q.get('pageSize'), 25));
      return ok({ list: p.items, totalPages: p.totalPages });
    }),

    http.post(apiPath(addRecentGameEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { nodeId?: string } | null;
      if (!body?.nodeId || !byNode().has(body.nodeId)) return fail('BAD_REQUEST', 'Unknown game');
      rememberRecent(sim, session.merchantCode, session.userName, body.nodeId);
      return ok(null);
    }),

    http.get(apiPath(favouritesEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const q = new URL(request.url).searchParams;
      const nodes = byNode();
      const type = q.get('gameType') ?? '';
      const games = (sim.slice(session.merchantCode, memberGamesSlice).favourites[session.userName] ?? [])
        .map((id) => nodes.get(id))
        .filter((g): g is Game => g !== undefined && (!type || typeMatches(type, g.gameType)));
      const p = page(games, num(q.get('pageNo'), 1), num(q.get('pageSize'), 15));
      return ok({ content: p.items, pageNum: p.pageNum, totalPages: p.totalPages });
    }),

    http.post(apiPath(addFavouriteEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { nodeId?: string } | null;
      const nodeId = body?.nodeId ?? '';
      if (!byNode().has(nodeId)) return ok({ success: false });
      sim.mutate(session.merchantCode, memberGamesSlice, (s) => {
        const list = (s.favourites[session.userName] ??= []);
        if (!list.includes(nodeId)) list.unshift(nodeId);
      });
      return ok({ success: true });
    }),

    http.delete(apiPath(removeFavouriteEndpoint.path), ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const nodeId = new URL(request.url).searchParams.get('nodeId') ?? '';
      const removed = sim.mutate(session.merchantCode, memberGamesSlice, (s) => {
        const list = s.favourites[session.userName] ?? [];
        const next = list.filter((id) => id !== nodeId);
        s.favourites[session.userName] = next;
        return next.length !== list.length;
      });
      return ok({ success: removed });
    }),

    http.post(apiPath(launchGameEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { nodeId?: string; freePlay?: boolean } | null;
      const game = byNode().get(body?.nodeId ?? '');
      if (!game) return fail('BAD_REQUEST', 'Unknown game');
      if (session.type === 4 && game.supportPlay !== 0) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      // A launch is not recorded here: the client records its recent games (the add-recent call).
      const free = body?.freePlay === true && game.supportPlay === 0 ? '&free=1' : '';
      return ok({ url: `/m/demo-game?game=${encodeURIComponent(game.gameId)}${free}` });
    }),

    http.post(apiPath(launchLotteryEndpoint.path), async ({ request }) => {
      const session = requireSession(sim, request);
      if (session instanceof Response) return session;
      const body = (await request.json().catch(() => null)) as { mui?: string; gameId?: string; playType?: string; prizeMode?: string } | null;
      const vendorGames = allGames().filter((g) => g.vassalage === body?.mui && (g.gameType === 'LOTT' || g.gameType === 'ELOTT'));
      if (vendorGames.length === 0) return fail('BAD_REQUEST', 'Unknown lottery');
      const wanted = body?.gameId && body.gameId !== 'lobby' ? vendorGames.find((g) => g.gameId === body.gameId) : vendorGames[0];
      if (!wanted) return fail('BAD_REQUEST', 'Unknown lottery');
      if (session.type === 4) return fail('REAL_ACCOUNT_ONLY', 'Please login an actual account to use this function');
      const mode = body?.playType === 'Entertainment' ? 'Entertainment' : 'Tradition';
      return ok({ url: `/m/demo-game?game=${encodeURIComponent(wanted.gameId)}&embed=1&playType=${mode}`, gameName: wanted.gameName, nodeId: wanted.nodeId });
    }),

    http.get(apiPath(lotteryListEndpoint.path), ({ request }) => {
      if (!known(request)) return unknown();
      return ok(allGames().filter((g) => g.gameType === 'LOTT').map((g) => ({ gameId: g.gameId, name: g.gameName, vendor: g.vassalage, prizeMode: 'Lott' as const, playTypes: g.lottoMode.includes('Entertainment') ? (['Tradition', 'Entertainment'] as const).slice() : ['Tradition' as const] })));
    }),

    http.get(apiPath(elottListEndpoint.path), ({ request }) => {
      if (!known(request)) return unknown();
      // As the lottery list: Entertainment too where the game's lotto mode names it.
      return ok(allGames().filter((g) => g.gameType === 'ELOTT').map((g) => ({ gameId: g.gameId, name: g.gameName, vendor: g.vassalage, prizeMode: 'Elott' as const, playTypes: g.lottoMode.includes('Entertainment') ? (['Tradition', 'Entertainment'] as const).slice() : ['Tradition' as const] })));
    }),
  ];
}

function rememberRecent(sim: Simulator, merchantCode: string, userName: string, nodeId: string): void {
  sim.mutate(merchantCode, memberGamesSlice, (s) => {
    const list = (s.recent[userName] ?? []).filter((id) => id !== nodeId);
    list.unshift(nodeId);
    s.recent[userName] = list.slice(0, RECENT_KEEP);
  });
}
