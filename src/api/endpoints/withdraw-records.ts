// The withdraw report: the member's withdrawals in a date range, by status, a page at a time.
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { withdrawalOrderSchema } from '@/api/endpoints/create-withdrawal';
import { pageInfo } from '@/api/endpoints/deposit-records';
import type { WithdrawRecordQuery } from '@/api/requests';

export const withdrawRecordsSchema = z.object({
  list: z.array(withdrawalOrderSchema),
  ...pageInfo,
  totals: z.object({ count: z.number(), paidAmount: moneySchema, processingAmount: moneySchema }),
});
export type WithdrawRecords = z.infer<typeof withdrawRecordsSchema>;

export const withdrawRecordsEndpoint = defineEndpoint<WithdrawRecordQuery, WithdrawRecords>({
  name: 'withdrawRecords',
  method: 'GET',
  path: '/v1/withdraw/records',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: withdrawRecordsSchema,
});

export const useWithdrawRecords = (token: string | undefined, q: WithdrawRecordQuery) =>
  useQuery({
    ...endpointQuery(withdrawRecordsEndpoint, q),
    queryKey: moneyKey('withdrawRecords', token, q),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
