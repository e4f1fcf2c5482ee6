// Claims the rewards of every qualified friend not yet claimed: one bonus into the wallet.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';

const answer = z.strictObject({ amount: moneySchema, friends: z.number() });

export const claimReferralEndpoint = defineEndpoint<void, z.infer<typeof answer>>({
  name: 'claimReferral',
  method: 'POST',
  path: '/v1/referral/claim',
  auth: 'required',
  sensitive: true,
  answer,
});

export const useClaimReferral = () =>
  useMutation({ mutationKey: ['platform', 'claimReferral'], mutationFn: () => callPlatform(claimReferralEndpoint, undefined) });
