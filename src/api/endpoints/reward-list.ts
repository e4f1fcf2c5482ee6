// The member's rewards in the reward center: VIP upgrade bonus, weekly cashback, birthday bonus,
// deposit-streak bonus…, each claimable, claimed or expired, and the total that can be claimed now.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { REWARD_KINDS } from '@/engine/rewards-rules';

export const rewardSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(REWARD_KINDS),
  /** The VIP level the reward is about (upgrade and monthly bonuses), else null. */
  level: z.nullable(z.string()),
  amount: moneySchema,
  status: z.enum(['claimable', 'claimed', 'expired']),
  issuedAt: z.number(),
  expiresAt: z.number(),
  claimedAt: z.nullable(z.number()),
});
export type Reward = z.infer<typeof rewardSchema>;

const answer = z.strictObject({ rewards: z.array(rewardSchema), totalClaimable: moneySchema });
export type RewardList = z.infer<typeof answer>;

export const rewardListEndpoint = defineEndpoint<void, RewardList>({
  name: 'rewardList',
  method: 'GET',
  path: '/v1/reward/list',
  auth: 'required',
  answer,
});

export const rewardListKey = (token: string | undefined) => ['platform', 'rewardList', token ?? ''] as const;

export const useRewardList = (token: string | undefined) =>
  useQuery({ ...endpointQuery(rewardListEndpoint, undefined), queryKey: rewardListKey(token), enabled: Boolean(token) });
