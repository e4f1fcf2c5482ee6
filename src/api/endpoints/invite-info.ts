// The member's invite-friends page: own referral code, the reward rules, the invited friends
// (names masked by the platform) and the totals.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';

export const invitedFriendSchema = z.strictObject({
  id: z.string(),
  /** Masked by the platform, e.g. 'ra****88'. */
  name: z.string(),
  /** YYYY-MM-DD. */
  regDate: z.string(),
  qualified: z.boolean(),
  /** What this friend earns the member ('0.00' until qualified). */
  reward: moneySchema,
  status: z.enum(['pending', 'claimable', 'claimed']),
});
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

const answer = z.strictObject({
  code: z.string(),
  /** Reward per qualified friend. */
  reward: moneySchema,
  /** The first deposit a friend needs to qualify. */
  minDeposit: moneySchema,
  friends: z.array(invitedFriendSchema),
  totals: z.strictObject({
    invited: z.number(),
    qualified: z.number(),
    earned: moneySchema,
    claimable: moneySchema,
  }),
});
export type InviteInfo = z.infer<typeof answer>;

export const inviteInfoEndpoint = defineEndpoint<void, InviteInfo>({
  name: 'inviteInfo',
  method: 'GET',
  path: '/v1/referral/info',
  auth: 'required',
  answer,
});

export const inviteInfoKey = (token: string | undefined) => ['platform', 'inviteInfo', token ?? ''] as const;

export const useInviteInfo = (token: string | undefined) =>
  useQuery({ ...endpointQuery(inviteInfoEndpoint, undefined), queryKey: inviteInfoKey(token), enabled: Boolean(token) });
