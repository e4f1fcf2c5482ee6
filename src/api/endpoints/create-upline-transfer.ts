// Transfers money from the member's main wallet to the upline agent's: the member is debited and
// the upline credited once per request id (a double tap, a retry or a reload with the same id
// returns the first transfer and moves nothing more).
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import type { CreateUplineTransferPayload } from '@/api/requests';
export type { CreateUplineTransferPayload };

export const uplineTransferSchema = z.strictObject({
  orderNo: z.string(),
  upline: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  status: z.literal('success'),
  createdAt: z.number(),
});
export type UplineTransfer = z.infer<typeof uplineTransferSchema>;

export const createUplineTransferEndpoint = defineEndpoint<CreateUplineTransferPayload, UplineTransfer>({
  name: 'createUplineTransfer',
  method: 'POST',
  path: '/v1/upline/transfer',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer: uplineTransferSchema,
});

export function useCreateUplineTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'createUplineTransfer'],
    mutationFn: (p: CreateUplineTransferPayload) => callPlatform(createUplineTransferEndpoint, p),
    onSettled: () => invalidateMoney(queryClient),
  });
}
