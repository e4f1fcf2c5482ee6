// Accepts or declines a pending contract; either way the request is no longer pending.
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { defineEndpoint } from '@/api/envelope';
import { callPlatform } from '@/api/client';
import type { AnswerContractParams } from '@/api/requests';

export const answerContractSchema = z.object({ status: z.enum(['accepted', 'declined']) });
export type AnswerContract = z.infer<typeof answerContractSchema>;

export const answerContractEndpoint = defineEndpoint<AnswerContractParams, AnswerContract>({
  name: 'answerContract',
  method: 'POST',
  path: '/v1/agent/contract/answer',
  auth: 'required',
  sensitive: true,
  request: (p) => ({ body: p }),
  answer: answerContractSchema,
});

export const useAnswerContract = () =>
  useMutation({ mutationKey: ['platform', 'answerContract'], mutationFn: (p: AnswerContractParams) => callPlatform(answerContractEndpoint, p) });
