// Claims a promotion's reward (status Claim): the bonus lands in the member's wallet.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ClaimActivityPayload } from '@/api/requests';
export type { ClaimActivityPayload };

const answer = z.strictObject({ id: z.string(), status: z.literal('claimed'), amount: moneySchema });

export const claimActivityEndpoint = defineEndpoint<ClaimActivityPayload, z.infer<typeof answer>>({
  name: 'claimActivity',
  method: 'POST',
  path: '/v1/activity/claim',
  auth: 'required',
  request: (p) => ({ body: p }),
  answer,
});

export const useClaimActivity = () =>
  useMutation({ mutationKey: ['platform', 'claimActivity'], mutationFn: (p: ClaimActivityPayload) => callPlatform(claimActivityEndpoint, p) });
