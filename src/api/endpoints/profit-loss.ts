// Personal profit and loss for a date range, from the same ledger as every other record.
import * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';
import type { TeamRange } from '@/api/requests';

export const profitLossSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  bets: moneySchema,
  wins: moneySchema,
  bonuses: moneySchema,
  rebates: moneySchema,
  /** wins + bonuses + rebates − bets. */
  profit: moneySchema,
  betCount: z.number(),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

export const profitLossEndpoint = defineEndpoint<TeamRange, ProfitLoss>({
  name: 'profitLoss',
  method: 'GET',
  path: '/v1/records/pnl',
  auth: 'required',
  request: (p) => ({ query: { ...p } }),
  answer: profitLossSchema,
});

export const useProfitLoss = (token: string | undefined, q: TeamRange) =>
  useQuery({ ...endpointQuery(profitLossEndpoint, q), queryKey: moneyKey('profitLoss', token, q), enabled: Boolean(token), placeholderData: keepPreviousData });
