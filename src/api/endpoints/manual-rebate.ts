// The rebate the member can claim now: valid bets since the last rebate × the member's rate,
// per game type (rates set by the upline), computed by the platform from the member's ledger.
import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineEndpoint, moneySchema } from '@/api/envelope';
import { endpointQuery } from '@/api/query';
import { moneyKey } from '@/api/endpoints/wallet';

/** A percentage with two decimals ("0.40"). */
export const rateSchema = z.string().check(z.regex(/^\d{1,3}\.\d{2}$/));

export const rebateLineSchema = z.strictObject({
  gameType: z.string(),
  validBet: moneySchema,
  rate: rateSchema,
  rebate: moneySchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

const answer = z.strictObject({
  lines: z.array(rebateLineSchema),
  validBet: moneySchema,
  total: moneySchema,
  /** Whether the total is at least one centavo. */
  claimable: z.boolean(),
  /** When the last rebate was paid (the bets counted are those after it); null when never. */
  lastClaimAt: z.nullable(z.number()),
  currencySymbol: z.string(),
});
export type ManualRebate = z.infer<typeof answer>;

export const manualRebateEndpoint = defineEndpoint<void, ManualRebate>({
  name: 'manualRebate',
  method: 'GET',
  path: '/v1/rebate/manual',
  auth: 'required',
  answer,
});

export const manualRebateKey = (token: string | undefined) => moneyKey('manualRebate', token);

export const useManualRebate = (token: string | undefined) =>
  useQuery({ ...endpointQuery(manualRebateEndpoint, undefined), queryKey: manualRebateKey(token), enabled: Boolean(token) });
