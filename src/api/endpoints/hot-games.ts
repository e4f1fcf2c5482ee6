// Hot games of the merchant (isPlatform 2).
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { gameSchema } from '@/api/endpoints/game-types';

export const hotGamesSchema = z.object({ list: z.array(gameSchema) });

export const hotGamesEndpoint = defineEndpoint<{ merchantCode: string; language: string }, z.infer<typeof hotGamesSchema>>({
  name: 'hotGames',
  method: 'GET',
  path: '/v1/games/hot',
  auth: 'none',
  request: (p) => ({ query: { ...p, isPlatform: 2, platform: 'html5' } }),
  answer: hotGamesSchema,
});

/** `enabled` false: not asked for yet (the game list asks once its first page is on screen). */
export const useHotGames = (merchantCode: string, language: string, enabled = true) =>
  useQuery({ ...endpointQuery(hotGamesEndpoint, { merchantCode, language }), staleTime: 60_000, enabled });
