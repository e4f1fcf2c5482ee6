// The account (transaction) record: every ledger entry of the main wallet in a date range, by
// kind, a page at a time, with money in, money out and the count of the range. With `types=A`
// an agent may read a direct downline member's record (`member`).
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import { pageInfo } from '@/api/endpoints/deposit-records';
import type { AccountRecordQuery } from '@/api/requests';
export type { AccountRecordQuery };

export const LEDGER_KINDS = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'rebate', 'transfer', 'recall', 'opening'] as const;
export type LedgerKindName = (typeof LEDGER_KINDS)[number];

export const accountEntrySchema = z.object({
  id: z.string(),
  at: z.number(),
  kind: z.enum(LEDGER_KINDS),
  amount: moneySchema,
  balanceAfter: moneySchema,
  ref: z.string(),
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

export const accountRecordsSchema = z.object({
  list: z.array(accountEntrySchema),
  ...pageInfo,
  totals: z.object({ count: z.number(), moneyIn: moneySchema, moneyOut: moneySchema, net: moneySchema, deposits: moneySchema }),
  /** Whose record this is; for `types=A`, the members the agent may choose from (self first). */
  member: z.string(),
  members: z.array(z.string()),
});
export type AccountRecords = z.infer<typeof accountRecordsSchema>;

export const accountRecordsEndpoint = defineEndpoint<AccountRecordQuery, AccountRecords>({
  name: 'accountRecords',
  method: 'GET',
  path: '/v1/records/transactions',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: accountRecordsSchema,
});

export const useAccountRecords = (token: string | undefined, q: AccountRecordQuery) =>
  useQuery({
    ...endpointQuery(accountRecordsEndpoint, q),
    queryKey: moneyKey('accountRecords', token, q),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
