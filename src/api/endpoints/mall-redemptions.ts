// The member's points-mall redemptions, newest first.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { mallRewardSchema } from '@/api/endpoints/mall-home';

export const redemptionSchema = z.strictObject({
  id: z.string(),
  itemId: z.string(),
  points: z.number().check(z.int(), z.gte(0)),
  reward: mallRewardSchema,
  /** credited: the bonus is in the wallet; issued: free spins ready; processing: a prize being delivered. */
  status: z.enum(['credited', 'issued', 'processing']),
  at: z.number(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

const answer = z.strictObject({ redemptions: z.array(redemptionSchema) });

export const mallRedemptionsEndpoint = defineEndpoint<void, z.infer<typeof answer>>({
  name: 'mallRedemptions',
  method: 'GET',
  path: '/v1/mall/redemptions',
  auth: 'required',
  answer,
});

export const mallRedemptionsKey = (token: string | undefined) => ['platform', 'mallRedemptions', token ?? ''] as const;

export const useMallRedemptions = (token: string | undefined, enabled = true) =>
  useQuery({ ...endpointQuery(mallRedemptionsEndpoint, undefined), queryKey: mallRedemptionsKey(token), enabled: Boolean(token) && enabled });
