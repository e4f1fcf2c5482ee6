// Recent games of the member: list (3 on home, 25 on the list page) and add.
import * as z from 'zod/mini';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { callPlatform } from '@/api/client';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { gameSchema } from '@/api/endpoints/game-types';
import type { GameNode, RecentGamesParams } from '@/api/requests';

export const recentGamesSchema = z.object({ list: z.array(gameSchema), totalPages: z.number() });

export const recentGamesEndpoint = defineEndpoint<RecentGamesParams, z.infer<typeof recentGamesSchema>>({
  name: 'recentGames',
  method: 'GET',
  path: '/v1/games/recent',
  auth: 'required',
  request: (p) => ({ query: { ...p, gameType: p.gameType ?? '', clientType: 2 } }),
  answer: recentGamesSchema,
});

export const addRecentGameEndpoint = defineEndpoint<GameNode, null>({
  name: 'addRecentGame',
  method: 'POST',
  path: '/v1/games/recent',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: z.nullable(z.null()),
});

/**
 * Records a launched game as recent (the client's call: a live platform lists only what it was
 * told). Never in the way of the launch: a failure is dropped, the lists are asked again after.
 */
export function recordRecentGame(queryClient: QueryClient, game: GameNode): void {
  callPlatform(addRecentGameEndpoint, game)
    .then(() => queryClient.invalidateQueries({ queryKey: ['platform', 'recentGames'] }))
    .catch(() => undefined);
}

export const useRecentGames = (token: string | undefined, params: RecentGamesParams) =>
  useQuery({ ...endpointQuery(recentGamesEndpoint, params), queryKey: ['platform', 'recentGames', token ?? '', params], enabled: Boolean(token) });

/** The recent tab: pages of 25 while fewer pages than totalPages are loaded (the answer has no pageNum). */
export const useRecentGamesInfinite = (token: string | undefined, params: Omit<RecentGamesParams, 'page'>) =>
  useInfiniteQuery({
    queryKey: ['platform', 'recentGames', 'infinite', token ?? '', params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => callPlatform(recentGamesEndpoint, { ...params, page: pageParam }, signal),
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    enabled: Boolean(token),
  });
