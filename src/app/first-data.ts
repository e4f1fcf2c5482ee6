// The first screen's platform calls, asked for by boot while that screen's code and texts download
// (src/app/start.tsx) instead of after it has rendered: on a phone that is a round trip less before
// the screen's largest paint. Each is the very query the screen makes at that address (the same
// options function, the same rule for its parameters), so the screen finds its answer in the cache,
// or on its way, and nothing is asked twice. Only the landing screens a visit opens on: home and the
// game list.
import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from '@/api/endpoints/banners';
import { downloadLinksQuery } from '@/api/endpoints/download-links';
import { gameListInfiniteQuery, gameListOf } from '@/api/endpoints/game-list';
import { gameVendorsQuery } from '@/api/endpoints/game-vendors';
import { systemStatusQuery } from '@/api/endpoints/system-status';
import type { MerchantConfig } from '@/config/schema';
import { gameListOpening, gameListSearch } from '@/engine/game-menu';
import { matchRoute } from '@/engine/routes';

export interface FirstVisit {
  readonly pathname: string;
  readonly search: string;
  /** A member's session was restored (their lists and tabs differ from a guest's). */
  readonly signedIn: boolean;
  /** The language the platform's data is asked in (src/state/data-language.ts). */
  readonly language: string;
}

export function prefetchFirstScreen(queryClient: QueryClient, config: MerchantConfig, visit: FirstVisit): void {
  const route = matchRoute(visit.pathname).route.id;
  if (route !== 'home' && route !== 'gameList') return;
  // The platform's status: every page's layout asks for it (maintenance, region).
  void queryClient.prefetchQuery(systemStatusQuery());
  if (route === 'home') {
    // The banner is the largest paint; whether the app-download bar sits above the page is known
    // at the first render, so nothing moves.
    void queryClient.prefetchQuery(bannersQuery('m_home'));
    void queryClient.prefetchQuery(downloadLinksQuery());
  } else {
    const opening = gameListOpening(visit.pathname, visit.search, visit.signedIn);
    const search = gameListSearch(opening.view, opening.filter, '');
    void queryClient.prefetchInfiniteQuery(gameListInfiniteQuery(gameListOf(config.code, opening.gameType, search, visit.language)));
    // The vendors' names on the tiles and the filter's manufacturers.
    void queryClient.prefetchQuery(gameVendorsQuery(config.code));
  }
}
