// Balance recall: every game wallet's balance back to the main wallet in one call.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';

export const recallAnswerSchema = z.object({ recalled: moneySchema, sumBalance: moneySchema });
export type RecallAnswer = z.infer<typeof recallAnswerSchema>;

export const recallBalanceEndpoint = defineEndpoint<void, RecallAnswer>({
  name: 'recallBalance',
  method: 'POST',
  path: '/v1/wallet/recall',
  auth: 'required',
  sensitive: true,
  answer: recallAnswerSchema,
});

export function useRecallBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'recallBalance'],
    mutationFn: () => callPlatform(recallBalanceEndpoint, undefined),
    onSettled: () => invalidateMoney(queryClient),
  });
}
