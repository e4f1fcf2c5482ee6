// Test play: POST creates a free-trial (type 4) session on the merchant's trial merchant code
// (the merchant file's trialMerchantCode, distinct from the main code).
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { TestPlayPayload } from '@/api/requests';

export const testPlayAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  customerType: z.number(),
});
export type TestPlayAnswer = z.infer<typeof testPlayAnswerSchema>;

export const testPlayEndpoint = defineEndpoint<TestPlayPayload, TestPlayAnswer>({
  name: 'testPlay',
  method: 'POST',
  path: '/v1/auth/test-play',
  auth: 'none',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: testPlayAnswerSchema,
});

export const useTestPlay = () =>
  useMutation({
    mutationKey: ['platform', 'testPlay'],
    mutationFn: (p: TestPlayPayload) => callPlatform(testPlayEndpoint, p),
  });
