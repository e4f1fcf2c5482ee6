// Creates a deposit order. The request id makes the call idempotent: sending it again (a double
// tap, a retry after a lost answer) returns the same order, never a second one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import { depositOrderSchema, type DepositOrder } from '@/api/endpoints/deposit-order';
import type { CreateDepositPayload } from '@/api/requests';
export type { CreateDepositPayload };

export const createDepositEndpoint = defineEndpoint<CreateDepositPayload, DepositOrder>({
  name: 'createDeposit',
  method: 'POST',
  path: '/v1/pay/deposits',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p, headers: { 'X-Idempotency-Key': p.requestId } }),
  answer: depositOrderSchema,
});

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'createDeposit'],
    mutationFn: (p: CreateDepositPayload) => callPlatform(createDepositEndpoint, p),
    onSettled: () => invalidateMoney(queryClient),
  });
}
