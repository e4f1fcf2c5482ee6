// Claims a complete mission's reward for the current period: the bonus lands in the wallet once.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ClaimMissionPayload } from '@/api/requests';
export type { ClaimMissionPayload };

const answer = z.strictObject({ id: z.string(), status: z.literal('claimed'), amount: moneySchema });

export const claimMissionEndpoint = defineEndpoint<ClaimMissionPayload, z.infer<typeof answer>>({
  name: 'claimMission',
  method: 'POST',
  path: '/v1/mission/claim',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer,
});

export const useClaimMission = () =>
  useMutation({ mutationKey: ['platform', 'claimMission'], mutationFn: (p: ClaimMissionPayload) => callPlatform(claimMissionEndpoint, p) });
