// Launch a lottery through the lottery launcher: vendor (mui), game code (default lobby), play
// type and prize mode. The platform answers the URL the lottery frame shows, the game's name and
// its node (the frame records it as a recent game).
import * as z from 'zod/mini';
import { linkUrl } from '@/config/url-gate';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import type { LotteryLaunchParams } from '@/api/requests';

export const launchLotteryEndpoint = defineEndpoint<LotteryLaunchParams, { url: string; gameName: string; nodeId?: string | undefined }>({
  name: 'launchLottery',
  method: 'POST',
  path: '/v1/lottery/launch',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: z.object({ url: linkUrl, gameName: z.string(), nodeId: z.optional(z.string()) }),
});

/** One launch per frame (not refetched on focus: a new URL would restart the game). */
export const useLaunchLottery = (token: string | undefined, params: LotteryLaunchParams | null) =>
  useQuery({
    ...endpointQuery(launchLotteryEndpoint, params ?? { mui: '', gameId: '', playType: 'Tradition', prizeMode: 'Lott' }),
    queryKey: ['platform', 'launchLottery', token ?? '', params],
    enabled: Boolean(token && params),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
