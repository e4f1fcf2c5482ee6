// The deposit record: the member's deposit orders in a date range, by status, a page at a time,
// with the totals of the range.
import * as z from 'zod/mini';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { depositOrderSchema } from '@/api/endpoints/deposit-order';
import type { DepositRecordQuery } from '@/api/requests';

export const pageInfo = { pageNum: z.number(), totalPages: z.number(), total: z.number() };

export const depositRecordsSchema = z.object({
  list: z.array(depositOrderSchema),
  ...pageInfo,
  /** Approved orders of the whole range (not only the page). */
  totals: z.object({ count: z.number(), approvedAmount: moneySchema, pendingAmount: moneySchema }),
});
export type DepositRecords = z.infer<typeof depositRecordsSchema>;

export const depositRecordsEndpoint = defineEndpoint<DepositRecordQuery, DepositRecords>({
  name: 'depositRecords',
  method: 'GET',
  path: '/v1/pay/deposits',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: depositRecordsSchema,
});

export const useDepositRecords = (token: string | undefined, q: DepositRecordQuery) =>
  useQuery({
    ...endpointQuery(depositRecordsEndpoint, q),
    queryKey: moneyKey('depositRecords', token, q),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
