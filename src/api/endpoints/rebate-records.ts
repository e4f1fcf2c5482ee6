// The member's rebates (ledger entries of kind 'rebate') in a date range, newest first, paged,
// each with its game-type breakdown when the platform has one, and the range's totals.
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { rebateLineSchema } from '@/api/endpoints/manual-rebate';
import type { RebateRecordsParams } from '@/api/requests';

export const rebateRecordSchema = z.strictObject({
  id: z.string(),
  at: z.number(),
  amount: moneySchema,
  /** 'manual': claimed by the member; 'auto': paid by the platform's daily settlement. */
  source: z.enum(['manual', 'auto']),
  ref: z.string(),
  lines: z.array(rebateLineSchema),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

const answer = z.strictObject({
  list: z.array(rebateRecordSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  totals: z.strictObject({ count: z.number(), amount: moneySchema, validBet: moneySchema }),
});
export type RebateRecords = z.infer<typeof answer>;

export const rebateRecordsEndpoint = defineEndpoint<RebateRecordsParams, RebateRecords>({
  name: 'rebateRecords',
  method: 'GET',
  path: '/v1/rebate/records',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer,
});

export const useRebateRecords = (token: string | undefined, params: RebateRecordsParams) =>
  useQuery({
    ...endpointQuery(rebateRecordsEndpoint, params),
    queryKey: moneyKey('rebateRecords', token, params),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
