// Creates a withdrawal. The wallet is debited once per request id: a double tap, a reload or a
// retry with the same id returns the first order and debits nothing more.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import type { CreateWithdrawalPayload } from '@/api/requests';
export type { CreateWithdrawalPayload };

export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  accountId: z.string(),
  channelName: z.string(),
  /** Masked: the last four digits. */
  accountNumber: z.string(),
  amount: moneySchema,
  status: z.enum(['processing', 'paid', 'rejected']),
  createdAt: z.number(),
  settledAt: z.nullable(z.number()),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

export const createWithdrawalEndpoint = defineEndpoint<CreateWithdrawalPayload, WithdrawalOrder>({
  name: 'createWithdrawal',
  method: 'POST',
  path: '/v1/withdraw',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer: withdrawalOrderSchema,
});

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'createWithdrawal'],
    mutationFn: (p: CreateWithdrawalPayload) => callPlatform(createWithdrawalEndpoint, p),
    onSettled: () => invalidateMoney(queryClient),
  });
}
