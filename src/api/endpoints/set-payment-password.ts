// Sets the payment password (six digits) when the member has none yet.
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import { invalidateMoney } from '@/api/endpoints/wallet';
import type { SetPaymentPasswordPayload } from '@/api/requests';
export type { SetPaymentPasswordPayload };

export const setPaymentPasswordEndpoint = defineEndpoint<SetPaymentPasswordPayload, null>({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/v1/member/payment-password',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: z.null(),
});

export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['platform', 'setPaymentPassword'],
    mutationFn: (p: SetPaymentPasswordPayload) => callPlatform(setPaymentPasswordEndpoint, p),
    onSuccess: () => invalidateMoney(queryClient),
  });
}
