// Claims one reward of the reward center: the platform credits it to the wallet (a bonus) once and
// refuses any further claim of the same reward.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { RewardClaimPayload } from '@/api/requests';
export type { RewardClaimPayload };

const answer = z.strictObject({ id: z.string(), status: z.literal('claimed'), amount: moneySchema, claimedAt: z.number() });
export type RewardClaimResult = z.infer<typeof answer>;

export const rewardClaimEndpoint = defineEndpoint<RewardClaimPayload, RewardClaimResult>({
  name: 'rewardClaim',
  method: 'POST',
  path: '/v1/reward/claim',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer,
});

export const useRewardClaim = () =>
  useMutation({ mutationKey: ['platform', 'rewardClaim'], mutationFn: (p: RewardClaimPayload) => callPlatform(rewardClaimEndpoint, p) });
