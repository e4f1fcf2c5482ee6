// Game list: paged, filtered by type, vendor, name, class and minimum bet.
import * as z from 'zod/mini';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { endpointQuery } from '@/api/query';
import { gameSchema } from '@/api/endpoints/game-types';
import type { GameListParams } from '@/api/requests';

export const GAME_LIST_PAGE_SIZE = 25;
export const JL_STRIP_SIZE = 7;

export const gameListSchema = z.object({ games: z.array(gameSchema), pageNum: z.number(), totalPages: z.number() });
export type GameList = z.infer<typeof gameListSchema>;

export const gameListEndpoint = defineEndpoint<GameListParams, GameList>({
  name: 'gameList',
  method: 'GET',
  path: '/v1/games/list',
  auth: 'none',
  request: (p) => ({
    query: {
      merchant: p.merchant,
      platform: 'html5',
      gameName: p.gameName?.trim() ?? '',
      gameType: p.gameType ?? '',
      pageNo: p.pageNo,
      pageSize: p.pageSize,
      vassalage: p.vassalage ?? '',
      gameClassify: p.gameClassify ?? '',
      minBet: p.minBet ?? '',
      minLine: '',
      language: p.language,
      clientType: 2,
    },
  }),
  answer: gameListSchema,
});

export const useGameList = (params: GameListParams) => useQuery(endpointQuery(gameListEndpoint, params));

/** A paged list of one game type as the game list asks for it (`search`: src/engine/game-menu.ts gameListSearch). */
export const gameListOf = (
  merchant: string,
  gameType: string,
  search: Pick<GameListParams, 'gameName' | 'vassalage' | 'gameClassify' | 'minBet'>,
  language: string,
): Omit<GameListParams, 'pageNo'> => ({ merchant, gameType, ...search, pageSize: GAME_LIST_PAGE_SIZE, language });

/** The paged list's query (boot asks for the first page of a list that opens the visit): pages while pageNum is below totalPages. */
export const gameListInfiniteQuery = (params: Omit<GameListParams, 'pageNo'>) =>
  infiniteQueryOptions({
    queryKey: ['platform', 'gameList', 'infinite', params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => callPlatform(gameListEndpoint, { ...params, pageNo: pageParam }, signal),
    getNextPageParam: (last: GameList) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export const useGameListInfinite = (params: Omit<GameListParams, 'pageNo'>) => useInfiniteQuery(gameListInfiniteQuery(params));
