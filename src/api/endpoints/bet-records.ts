// The betting record: bets in a date range (a sports bet or a draw ticket marked pending until its
// event) (optionally one game type), a page at a time,
// with the totals of the range.
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { pageInfo } from '@/api/endpoints/deposit-records';
import type { BetRecordQuery } from '@/api/requests';
export type { BetRecordQuery };

export const betRecordSchema = z.object({
  betNo: z.string(),
  at: z.number(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  betAmount: moneySchema,
  winAmount: moneySchema,
  /** win − bet. */
  profit: moneySchema,
  /** A bet waiting for its event (a sports bet, a draw ticket): its win is not known yet. Absent: settled. */
  status: z.optional(z.enum(['pending', 'settled'])),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  ...pageInfo,
  totals: z.object({ count: z.number(), betAmount: moneySchema, winAmount: moneySchema, profit: moneySchema }),
  /** Game types the member has bets of (for the filter). */
  gameTypes: z.array(z.string()),
});
export type BetRecords = z.infer<typeof betRecordsSchema>;

export const betRecordsEndpoint = defineEndpoint<BetRecordQuery, BetRecords>({
  name: 'betRecords',
  method: 'GET',
  path: '/v1/records/bets',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: betRecordsSchema,
});

export const useBetRecords = (token: string | undefined, q: BetRecordQuery) =>
  useQuery({ ...endpointQuery(betRecordsEndpoint, q), queryKey: moneyKey('betRecords', token, q), enabled: Boolean(token), placeholderData: keepPreviousData });
