// Cool-off or self-exclusion: every session of the account ends at once and no login is accepted
// until the answer's `until`; nothing can shorten it.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { TakeBreakPayload } from '@/api/requests';
export type { TakeBreakPayload };

const answer = z.object({ until: z.number() });

export const takeBreakEndpoint = defineEndpoint<TakeBreakPayload, z.infer<typeof answer>>({
  name: 'takeBreak',
  method: 'POST',
  path: '/v1/rg/break',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer,
});

export const useTakeBreak = () =>
  useMutation({ mutationKey: ['platform', 'takeBreak'], mutationFn: (p: TakeBreakPayload) => callPlatform(takeBreakEndpoint, p) });
