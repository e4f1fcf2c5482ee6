// Favourites: list (15 a page; 100 for the ids), add (POST) and remove (DELETE); a star flips
// only after the platform's success answer.
import * as z from 'zod/mini';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { endpointQuery } from '@/api/query';
import { gameSchema } from '@/api/endpoints/game-types';
import type { FavouritesParams, GameNode } from '@/api/requests';

/** Favourites a page on the game list (the ids use one page of 100). */
export const FAVOURITES_PAGE_SIZE = 15;

export const favouritesSchema = z.object({ content: z.array(gameSchema), pageNum: z.number(), totalPages: z.number() });

export const favouritesEndpoint = defineEndpoint<FavouritesParams, z.infer<typeof favouritesSchema>>({
  name: 'favourites',
  method: 'GET',
  path: '/v1/games/favourites',
  auth: 'required',
  request: (p) => ({ query: { ...p, gameType: p.gameType ?? '' } }),
  answer: favouritesSchema,
});

const toggleAnswer = z.object({ success: z.boolean() });
export const addFavouriteEndpoint = defineEndpoint<GameNode, z.infer<typeof toggleAnswer>>({
  name: 'addFavourite',
  method: 'POST',
  path: '/v1/games/favourites',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: toggleAnswer,
});
export const removeFavouriteEndpoint = defineEndpoint<GameNode, z.infer<typeof toggleAnswer>>({
  name: 'removeFavourite',
  method: 'DELETE',
  path: '/v1/games/favourites',
  auth: 'required',
  request: (p) => ({ query: p }),
  answer: toggleAnswer,
});

export const useFavourites = (token: string | undefined, params: FavouritesParams) =>
  useQuery({ ...endpointQuery(favouritesEndpoint, params), queryKey: ['platform', 'favourites', token ?? '', params], enabled: Boolean(token) });

/** The favourites tab: pages of 15 while pageNum is below totalPages. */
export const useFavouritesInfinite = (token: string | undefined, params: Omit<FavouritesParams, 'pageNo'>) =>
  useInfiniteQuery({
    queryKey: ['platform', 'favourites', 'infinite', token ?? '', params],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => callPlatform(favouritesEndpoint, { ...params, pageNo: pageParam }, signal),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
  });

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'toggleFavourite'],
    mutationFn: ({ nodeId, vendor, add }: { nodeId: string; vendor: string; add: boolean }) =>
      callPlatform(add ? addFavouriteEndpoint : removeFavouriteEndpoint, { nodeId, vendor }),
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: ['platform', 'favourites'] });
    },
  });
}
