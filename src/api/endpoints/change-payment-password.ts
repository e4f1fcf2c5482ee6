// Changes the payment password (old, new, confirmation).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { ChangePaymentPasswordPayload } from '@/api/requests';
export type { ChangePaymentPasswordPayload };

export const changePaymentPasswordEndpoint = defineEndpoint<ChangePaymentPasswordPayload, null>({
  name: 'changePaymentPassword',
  method: 'POST',
  path: '/v1/member/payment-password/change',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: z.null(),
});

export const useChangePaymentPassword = () =>
  useMutation({
    mutationKey: ['platform', 'changePaymentPassword'],
    mutationFn: (p: ChangePaymentPasswordPayload) => callPlatform(changePaymentPasswordEndpoint, p),
  });
