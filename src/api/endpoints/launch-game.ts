// Launch a game: the platform answers the URL the browser opens in the same tab, and records
// the game as recent.
import * as z from 'zod/mini';
import { linkUrl } from '@/config/url-gate';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { LaunchParams } from '@/api/requests';

export const launchGameEndpoint = defineEndpoint<LaunchParams, { url: string }>({
  name: 'launchGame',
  method: 'POST',
  path: '/v1/games/launch',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer: z.object({ url: linkUrl }),
});

export const useLaunchGame = () =>
  useMutation({ mutationKey: ['platform', 'launchGame'], mutationFn: (p: LaunchParams) => callPlatform(launchGameEndpoint, p) });
