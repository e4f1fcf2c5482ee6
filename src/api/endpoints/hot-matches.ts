// Upcoming hot matches (sports) for the home strip.
import * as z from 'zod/mini';
import { imageUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const hotMatchSchema = z.object({
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: imageUrl,
  awayTeamImageUrl: imageUrl,
  /** ms since the epoch */
  matchTime: z.number(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
});
export type HotMatch = z.infer<typeof hotMatchSchema>;

export const hotMatchesEndpoint = defineEndpoint<void, HotMatch[]>({
  name: 'hotMatches',
  method: 'GET',
  path: '/v1/content/hot-matches',
  auth: 'none',
  answer: z.array(hotMatchSchema),
});

export const useHotMatches = () => useQuery({ ...endpointQuery(hotMatchesEndpoint, undefined), staleTime: 60_000 });
