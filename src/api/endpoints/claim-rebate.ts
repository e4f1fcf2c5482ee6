// Claims the manual rebate: the platform credits the total into the member's wallet once per
// request id (a double tap, a retry or a reload with the same id returns the first claim), and
// refuses when nothing is claimable.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import { rebateLineSchema } from '@/api/endpoints/manual-rebate';
import type { ClaimRebatePayload } from '@/api/requests';
export type { ClaimRebatePayload };

export const rebateClaimSchema = z.strictObject({
  claimNo: z.string(),
  amount: moneySchema,
  lines: z.array(rebateLineSchema),
  claimedAt: z.number(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const claimRebateEndpoint = defineEndpoint<ClaimRebatePayload, RebateClaim>({
  name: 'claimRebate',
  method: 'POST',
  path: '/v1/rebate/manual/claim',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer: rebateClaimSchema,
});

export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'claimRebate'],
    mutationFn: (p: ClaimRebatePayload) => callPlatform(claimRebateEndpoint, p),
    onSettled: () => invalidateMoney(queryClient),
  });
}
